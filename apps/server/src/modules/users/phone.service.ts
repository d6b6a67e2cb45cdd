/**
 * Phone sign-in and phone-number changes (issue 14). A code goes to the number through the messaging adapter
 * (the `phone-code` job, enqueued in the transaction that stores the code's hash); the right code signs in — creating
 * the account on a number's first sign-in — or makes a new number the profile's. Codes live ten minutes, allow
 * five wrong guesses, are single-use, and asking for them is rate-limited per number and per address.
 *
 * The verified number is kept twice: `user_phone` (shown on the profile) and `phone_id` (unique), so a number
 * belongs to one account at most. A number typed without verification never signs anyone in.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, PHONE_CODE_TTL_MINUTES, ROLE, USER_STATUS, type SendMobileCodeBody, type VerifyMobileCodeBody, type VerifyPhoneCodeBody, type RequestPhoneCodeBody } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { addressKey, hit, LIMITS_AUTH, type Limit } from '../../lib/rate-limit.ts';
import { createSession, type SessionUser } from '../auth/index.ts';
import { enqueue } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import { assertFullName, phoneOfBody } from './phone-number.ts';
import * as phoneRepo from './phone.repository.ts';
import * as repo from './users.repository.ts';
import { currentPrivacyVersion } from '../content/index.ts';

export const PHONE_MAX_ATTEMPTS = 5;

const MINUTE = 60;
/** Codes cost money and reach a stranger's phone: few per number, a gap between two, more per address. */
export const PHONE_LIMITS = {
  codeGapPerNumber: { bucket: 'phone-code-gap', max: 1, windowSeconds: 30 },
  codePerNumber: { bucket: 'phone-code-number', max: 5, windowSeconds: 60 * MINUTE },
  codePerIp: { bucket: 'phone-code-ip', max: 20, windowSeconds: 60 * MINUTE },
  verifyPerNumber: { bucket: 'phone-verify-number', max: 10, windowSeconds: 15 * MINUTE },
  verifyPerIp: { bucket: 'phone-verify-ip', max: 30, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The hash binds the code to its row, so equal codes of two numbers never share a hash. */
const codeHash = (codeId: string, code: string) => sha256(`${codeId}:${code}`);
const newCode = () => String(randomInt(0, 10 ** LIMITS.verifyCodeLength)).padStart(LIMITS.verifyCodeLength, '0');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const numberOf = (deps: Deps, body: { user_phone: string; mobile_number: string }) => phoneOfBody(body, deps.config.messaging.defaultCountry);

/** Spends the asking budgets: per address, then the gap and the hourly count of the number. */
async function hitCodeLimits(deps: Deps, phone: string, rc: RequestContext): Promise<void> {
  await hit(deps, PHONE_LIMITS.codePerIp, addressKey(rc.ip));
  await hit(deps, PHONE_LIMITS.codeGapPerNumber, phone);
  await hit(deps, PHONE_LIMITS.codePerNumber, phone);
}

/**
 * Stores a new code for the number (superseding its earlier ones) and queues its message, in one transaction: no
 * code is live without its message, and no message names a code that was rolled back.
 */
async function issuePhoneCode(deps: Deps, phone: string, purpose: phoneRepo.PhonePurpose, lang: LanguageCode, userId?: string): Promise<void> {
  const code = newCode();
  const id = newId(ID_PREFIX.code);
  const now = deps.clock.now();
  const t = translator(lang);
  await deps.db.transaction(async (tx) => {
    await phoneRepo.retirePhoneCodes(tx, purpose, userId ? { userId } : { phone }, now);
    await phoneRepo.insertPhoneCode(tx, { id, phone, purpose, userId, codeHash: codeHash(id, code), expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000), createdAt: now });
    await enqueue(tx, 'phone-code', { to: phone, code, lang, template: purpose, text: t('phone.code_message', { code, minutes: PHONE_CODE_TTL_MINUTES }) });
  });
}

/**
 * Checks `otp` against the newest unused code and uses it up. Wrong: counted, "not correct"; no live code (never
 * sent, already used, superseded): "not correct"; too old or too many wrong guesses: its own message. The code is
 * claimed atomically, so a replay racing the first use is refused too.
 */
async function useCode(deps: Deps, db: DbOrTx, live: phoneRepo.PhoneCodeRow | undefined, otp: string): Promise<void> {
  const now = deps.clock.now();
  if (!live) throw badRequest('phone.code_incorrect');
  if (live.expiresAt <= now) throw badRequest('phone.code_expired');
  if (live.attempts >= PHONE_MAX_ATTEMPTS) throw badRequest('phone.code_locked');
  if (!sameHash(live.codeHash, codeHash(live.id, otp.trim()))) {
    await phoneRepo.countPhoneCodeAttempt(deps.db, live.id);
    throw badRequest('phone.code_incorrect');
  }
  if (!(await phoneRepo.claimPhoneCode(db, live.id, now))) throw badRequest('phone.code_incorrect');
}

/** `users/request_phone_code`: a sign-in code to the number. Answers the same whether or not an account has it. */
export async function requestSignInCode(deps: Deps, body: RequestPhoneCodeBody, rc: RequestContext): Promise<void> {
  assertFullName(body.user_name);
  const phone = numberOf(deps, body);
  await hitCodeLimits(deps, phone, rc);
  await issuePhoneCode(deps, phone, 'phone_sign_in', rc.lang);
}

/**
 * `users/verify_phone_code` and `users/phone_register`: the right code signs in to the account of the number, or
 * creates one (named as the form asked: first and last name) on its first sign-in. Starts a session.
 */
export async function signInWithCode(deps: Deps, body: VerifyPhoneCodeBody, rc: RequestContext): Promise<repo.UserRow> {
  const phone = numberOf(deps, body);
  await hit(deps, PHONE_LIMITS.verifyPerIp, addressKey(rc.ip));
  await hit(deps, PHONE_LIMITS.verifyPerNumber, phone);
  const existing = await phoneRepo.findUserByVerifiedPhone(deps.db, phone);
  // A new account needs its name; asked before the code is used up, so a missing name costs no code.
  if (!existing) assertFullName(body.user_name);
  const live = await phoneRepo.latestUnusedCode(deps.db, 'phone_sign_in', { phone });
  const settings = existing ? undefined : await getSettings(deps.db, ['general']);
  // A first phone sign-in ticks the privacy box on its form, as registration does: it accepts the current policy.
  const privacyVersion = existing ? 0 : await currentPrivacyVersion(deps.db);
  const user = await deps.db.transaction(async (tx) => {
    await useCode(deps, tx, live, body.otp);
    // Only who holds the number learns the state of its account.
    if (existing?.isBanned) throw badRequest('auth.login_banned');
    if (existing && existing.status === USER_STATUS.unpublished) throw badRequest('auth.user_not_exist');
    if (existing) {
      return repo.updateUser(tx, existing.id, {
        deviceToken: body.device_token || existing.deviceToken,
        platformName: body.platform_name || existing.platformName,
        language: rc.lang,
        // The code proves the number: an account still waiting on its e-mail code is now reachable and active.
        ...(existing.status === USER_STATUS.pending ? { status: USER_STATUS.active } : {}),
        phoneVerify: true,
      });
    }
    return repo.insertUser(tx, {
      id: newId(ID_PREFIX.user),
      userName: body.user_name.trim().replace(/\s+/g, ' '),
      userPhone: phone,
      phoneId: phone,
      phoneVerify: true,
      roleId: ROLE.user,
      status: USER_STATUS.active,
      deviceToken: body.device_token,
      platformName: body.platform_name,
      language: rc.lang,
      remainingPost: Number(settings?.general.free_posts_on_register) || 0,
      privacyAcceptedVersion: privacyVersion,
      privacyAcceptedAt: deps.clock.now(),
      addedDate: deps.clock.now(),
    });
  }).catch(uniquePhoneConflict);
  rc.sessionCookie.start(await createSession(deps, user.id, rc));
  return user;
}

/** Two first sign-ins of one number at once: the unique `phone_id` lets one win; the other is told it exists. */
function uniquePhoneConflict(err: unknown): never {
  const e = err as { code?: string; cause?: { code?: string } };
  if (e?.code === '23505' || e?.cause?.code === '23505') throw conflict('auth.phone_taken');
  throw err;
}

/**
 * `users/send_mobileverifcation_code`: a code to the new number of the session user's profile. A number another
 * account has verified is refused (409); the account's own number needs no change.
 */
export async function requestNumberChange(deps: Deps, session: SessionUser, body: SendMobileCodeBody, rc: RequestContext): Promise<void> {
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user) throw notFound('auth.user_id_invalid');
  const phone = numberOf(deps, body);
  if (user.phoneId === phone) throw badRequest('phone.same_number');
  if (await phoneRepo.phoneVerifiedByOther(deps.db, phone, user.id)) throw conflict('auth.phone_taken');
  await hit(deps, LIMITS_AUTH.codePerAccount, user.id);
  await hitCodeLimits(deps, phone, rc);
  await issuePhoneCode(deps, phone, 'phone_change', user.language as LanguageCode, user.id);
}

/**
 * `users/verify_mobileverifcation_code`: the code sent to the new number makes it the profile's (verified). When
 * the body names a number, it must be the one the code went to.
 */
export async function confirmNumberChange(deps: Deps, session: SessionUser, body: VerifyMobileCodeBody): Promise<repo.UserRow> {
  await hit(deps, LIMITS_AUTH.verifyPerAccount, session.userId);
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user) throw notFound('auth.user_id_invalid');
  const live = await phoneRepo.latestUnusedCode(deps.db, 'phone_change', { userId: user.id });
  const named = body.user_phone || body.mobile_number ? numberOf(deps, body) : undefined;
  if (named && live && named !== live.phone) throw badRequest('phone.code_incorrect');
  return deps.db
    .transaction(async (tx) => {
      await useCode(deps, tx, live, body.otp);
      if (await phoneRepo.phoneVerifiedByOther(tx, live!.phone, user.id)) throw conflict('auth.phone_taken');
      return repo.updateUser(tx, user.id, { userPhone: live!.phone, phoneId: live!.phone, phoneVerify: true, updatedDate: deps.clock.now() });
    })
    .catch(uniquePhoneConflict);
}
