/**
 * Fixed-window rate limits kept in PostgreSQL, so every server process shares them: sign-in and account calls
 * (per address and per account), posting listings, messaging and reporting. A spent budget is a 429 whose message
 * says when to try again and whose `Retry-After` header gives the seconds until the window ends (the transport
 * sets it from the error). The posting limits are admin settings (settings group `limits`); the others are
 * constants here.
 */
import { SOCIAL_LIMITS } from '@wheeldeal/contract';
import { isIPv6 } from 'node:net';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from './errors.ts';
import type { Translate } from './messages.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
  /** The message of the 429 (a `server` key with a `{{when}}` placeholder); the generic one by default. */
  message?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS_AUTH = {
  loginPerIp: { bucket: 'login-ip', max: 30, windowSeconds: 15 * MINUTE },
  registerPerIp: { bucket: 'register-ip', max: 10, windowSeconds: HOUR },
  codePerIp: { bucket: 'code-ip', max: 20, windowSeconds: HOUR },
  codePerAccount: { bucket: 'code-account', max: 5, windowSeconds: HOUR },
  verifyPerAccount: { bucket: 'verify-account', max: 10, windowSeconds: 15 * MINUTE },
  resetPerIp: { bucket: 'reset-ip', max: 10, windowSeconds: HOUR },
  resetPerAccount: { bucket: 'reset-account', max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Messaging: the contact form now; the chat-message limit is for the chat calls (sending a message) when they
 * land. A person typing sends a message every few seconds at most; 30 a minute stops a script, not a buyer.
 */
export const LIMITS_MESSAGING = {
  contactPerIp: { bucket: 'contact-ip', max: SOCIAL_LIMITS.contactsPerIpPerHour, windowSeconds: HOUR, message: 'limits.messaging' },
  contactPerAccount: { bucket: 'contact-account', max: 10, windowSeconds: DAY, message: 'limits.messaging' },
  chatMessagePerAccount: { bucket: 'chat-message-account', max: 30, windowSeconds: MINUTE, message: 'limits.messaging' },
  chatMessagePerAccountDay: { bucket: 'chat-message-account-day', max: 1000, windowSeconds: DAY, message: 'limits.messaging' },
} as const satisfies Record<string, Limit>;

/** Reporting listings: honest users report a handful; a report storm is one account attacking others' listings. */
export const LIMITS_REPORTING = {
  reportsPerAccount: { bucket: 'report-account', max: 20, windowSeconds: DAY, message: 'limits.reporting' },
} as const satisfies Record<string, Limit>;

/** The admin settings of the posting limits (settings group `limits`): how many new listings, 0 = no limit. */
export interface PostingLimitSettings {
  posts_per_account_hour: string;
  posts_per_account_day: string;
  posts_per_address_hour: string;
  posts_per_address_day: string;
}

/** The posting limits from the admin settings, per account and per address, per hour and per day. */
export function postingLimits(s: PostingLimitSettings): { perAccount: Limit[]; perAddress: Limit[] } {
  const limit = (bucket: string, max: string, windowSeconds: number): Limit => ({ bucket, max: Number(max) || 0, windowSeconds, message: 'limits.posting' });
  return {
    perAccount: [limit('post-account-hour', s.posts_per_account_hour, HOUR), limit('post-account-day', s.posts_per_account_day, DAY)],
    perAddress: [limit('post-ip-hour', s.posts_per_address_hour, HOUR), limit('post-ip-day', s.posts_per_address_day, DAY)],
  };
}

/** Where a hit is counted: the pool, or the connection of a transaction (the hit then stands only if it commits). */
export type HitClient = Pick<Deps['pool'], 'query'>;

/**
 * Counts one hit; throws 429 when the window's budget is spent, with the seconds until the window ends. A limit
 * whose max is 0 or less is off (an admin setting of 0).
 */
export async function hit(deps: Deps, limit: Limit, key: string, client: HitClient = deps.pool): Promise<void> {
  await hitEach(deps, [limit], key, client);
}

/**
 * The key of a client address for per-address limits. One IPv6 subscriber is usually given a whole /64, so an
 * IPv6 address counts by its /64 (otherwise a new address per request walks around the limit); an IPv4-mapped
 * IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts one hit on each of `limits` (distinct buckets) for `key` in one statement; throws 429 for the first whose
 * budget is spent, as `hit` one after another would (every window is counted either way).
 */
export async function hitEach(deps: Deps, limits: readonly Limit[], key: string, client: HitClient = deps.pool): Promise<void> {
  const on = limits.filter((l) => l.max > 0);
  if (!deps.config.rateLimitEnabled || on.length === 0) return;
  const now = deps.clock.now().getTime();
  const starts = on.map((l) => now - (now % (l.windowSeconds * 1000)));
  const { rows } = await client.query<{ bucket: string; count: number }>(
    `insert into rate_limit_hits (bucket, key, window_start, count)
     select b, $1, w, 1 from unnest($2::text[], $3::timestamptz[]) as t (b, w)
     on conflict (bucket, key, window_start) do update set count = rate_limit_hits.count + 1
     returning bucket, count`,
    [key.toLowerCase(), on.map((l) => l.bucket), starts.map((w) => new Date(w))],
  );
  on.forEach((limit, i) => {
    const count = rows.find((r) => r.bucket === limit.bucket)?.count ?? 0;
    if (count > limit.max) {
      const windowEnd = starts[i]! + limit.windowSeconds * 1000;
      throw tooManyRequests(Math.max(1, Math.ceil((windowEnd - now) / 1000)), limit.message ?? 'limits.too_many_requests');
    }
  });
}

/** Counts one hit on each limit in turn (the first spent one answers). */
export async function hitAll(deps: Deps, limits: readonly Limit[], key: string): Promise<void> {
  for (const limit of limits) await hit(deps, limit, key);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "in 12 minutes" in the translator's language, for the `{{when}}` of a 429 message: seconds under a minute,
 * minutes under two hours, hours beyond (always rounded up, so the client never retries too early).
 */
export function retryWhen(seconds: number, t: Translate): string {
  const lang = t.lang ?? 'en';
  let format = relativeFormats.get(lang);
  if (!format) relativeFormats.set(lang, (format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' })));
  if (seconds < MINUTE) return format.format(seconds, 'second');
  if (seconds < 2 * HOUR) return format.format(Math.ceil(seconds / MINUTE), 'minute');
  return format.format(Math.ceil(seconds / HOUR), 'hour');
}

/** How long a finished window is kept; no limit has a window longer than this. */
export const RATE_WINDOW_RETENTION_SECONDS = DAY;

/** Old windows are worthless; called from the housekeeping job (prune-rate-limits). Answers how many went. */
export async function pruneRateLimits(deps: Deps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RATE_WINDOW_RETENTION_SECONDS * 1000);
  const { rowCount } = await deps.pool.query('delete from rate_limit_hits where window_start < $1', [before]);
  return rowCount ?? 0;
}
