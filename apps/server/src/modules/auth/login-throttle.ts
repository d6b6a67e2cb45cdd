/**
 * Password sign-in throttling that a stranger cannot turn against the owner (decision 010, ASVS 2.2.1).
 *
 * Failures count per account AND address: after a few free failures each further one doubles that address's wait
 * on that account, so a wrong-password storm from one address slows that address only. A per-account ceiling
 * (ASVS: at most 100 failed attempts an hour) stops a storm spread over many addresses; it never applies to an
 * address the owner signed in from before, and anyone locked out still gets in through the e-mailed reset link
 * (users/reset), which clears every counter of the account. The account is keyed by the submitted e-mail,
 * lower-cased, so an unknown e-mail is throttled exactly like a real one and the answers reveal nothing.
 */
import { and, eq, lt, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { loginFailures } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { addressKey } from '../../lib/rate-limit.ts';

export const LOGIN_THROTTLE = {
  /** Failures per account and address before the back-off starts. */
  freeFailures: 5,
  /** The first wait; it doubles with every further failure, up to `maxDelaySeconds`. */
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  /** An address's failures are forgotten a day after the first of them. */
  addressWindowSeconds: 24 * 60 * 60,
  /** Failures of the account from addresses it never signed in from, per window. */
  accountCeiling: 100,
  accountWindowSeconds: 60 * 60,
  /** How long a successful sign-in makes an address "known" (exempt from the ceiling). */
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

/** The row holding the account's global ceiling. */
const ALL_ADDRESSES = '*';

const accountKeyOf = (email: string) => email.trim().toLowerCase();

/** Throws 429 (with Retry-After) when this address must wait, or the account's ceiling is reached for it. */
export async function assertMayTryPassword(deps: Deps, email: string, clientIp: string): Promise<void> {
  if (!deps.config.rateLimitEnabled) return;
  const ip = addressKey(clientIp);
  const now = deps.clock.now().getTime();
  const key = accountKeyOf(email);
  const rows = await deps.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.accountKey, key), or(eq(loginFailures.ip, ip), eq(loginFailures.ip, ALL_ADDRESSES))));
  const mine = rows.find((r) => r.ip === ip);
  if (mine?.lockedUntil && mine.lockedUntil.getTime() > now) {
    const seconds = Math.ceil((mine.lockedUntil.getTime() - now) / 1000);
    throw tooManyRequests(seconds, 'account.login_backoff', { seconds });
  }
  const known = mine?.lastSuccessAt && now - mine.lastSuccessAt.getTime() < LOGIN_THROTTLE.knownAddressSeconds * 1000;
  const all = rows.find((r) => r.ip === ALL_ADDRESSES);
  const windowEnd = all ? all.windowStart.getTime() + LOGIN_THROTTLE.accountWindowSeconds * 1000 : 0;
  if (!known && all && windowEnd > now && all.failures >= LOGIN_THROTTLE.accountCeiling) {
    throw tooManyRequests(Math.ceil((windowEnd - now) / 1000), 'account.login_locked');
  }
}

/** Counts a wrong password for the account from this address and for the account as a whole. */
export async function recordPasswordFailure(deps: Deps, email: string, clientIp: string): Promise<void> {
  if (!deps.config.rateLimitEnabled) return;
  const ip = addressKey(clientIp);
  const now = deps.clock.now();
  const key = accountKeyOf(email);
  const { freeFailures, baseDelaySeconds, maxDelaySeconds, addressWindowSeconds, accountWindowSeconds } = LOGIN_THROTTLE;
  // One statement each, so concurrent failures cannot lose a count. A window that has run out starts again at 1.
  const restart = (windowSeconds: number) => sql`${loginFailures.windowStart} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  const [row] = await deps.db
    .insert(loginFailures)
    .values({ accountKey: key, ip, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [loginFailures.accountKey, loginFailures.ip],
      set: {
        failures: sql`case when ${restart(addressWindowSeconds)} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${restart(addressWindowSeconds)} then ${now} else ${loginFailures.windowStart} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  const over = (row?.failures ?? 0) - freeFailures;
  if (over >= 0) {
    const delay = Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** Math.min(over, 20));
    await deps.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(and(eq(loginFailures.accountKey, key), eq(loginFailures.ip, ip)));
  }
  await deps.db
    .insert(loginFailures)
    .values({ accountKey: key, ip: ALL_ADDRESSES, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [loginFailures.accountKey, loginFailures.ip],
      set: {
        failures: sql`case when ${restart(accountWindowSeconds)} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${restart(accountWindowSeconds)} then ${now} else ${loginFailures.windowStart} end`,
      },
    });
}

/** A right password from this address: its failures are forgotten and it becomes a known address of the account. */
export async function recordPasswordSuccess(deps: Deps, email: string, clientIp: string): Promise<void> {
  const ip = addressKey(clientIp);
  const now = deps.clock.now();
  await deps.db
    .insert(loginFailures)
    .values({ accountKey: accountKeyOf(email), ip, failures: 0, windowStart: now, lastSuccessAt: now })
    .onConflictDoUpdate({ target: [loginFailures.accountKey, loginFailures.ip], set: { failures: 0, windowStart: now, lockedUntil: null, lastSuccessAt: now } });
}

/** The mailbox was proven (password reset): every failure of the account is forgiven; known addresses stay known. */
export async function clearPasswordFailures(deps: Deps, email: string): Promise<void> {
  await deps.db.update(loginFailures).set({ failures: 0, lockedUntil: null }).where(eq(loginFailures.accountKey, accountKeyOf(email)));
}

/** Housekeeping: rows whose window ran out and that mark no known address. Answers how many went. */
export async function pruneLoginFailures(deps: Deps): Promise<number> {
  const now = deps.clock.now().getTime();
  const gone = await deps.db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.windowStart, new Date(now - LOGIN_THROTTLE.addressWindowSeconds * 1000)),
        or(isNull(loginFailures.lastSuccessAt), lt(loginFailures.lastSuccessAt, new Date(now - LOGIN_THROTTLE.knownAddressSeconds * 1000))),
      ),
    )
    .returning({ ip: loginFailures.ip });
  return gone.length;
}
