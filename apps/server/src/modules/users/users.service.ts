/**
 * Accounts: registration with e-mail verification, login, logout, forgotten password (e-mailed one-time link),
 * password and profile updates, and e-mail changes confirmed by the new address. Every write that can be abused is
 * rate-limited per IP and per account; wrong passwords are throttled per account and address (decision 010).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, ROLE, USER_STATUS, type ProfileUpdateBody, type RegisterBody } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { hit, LIMITS_AUTH } from '../../lib/rate-limit.ts';
import type { RequestContext } from '../../http/context.ts';
import {
  assertMayTryPassword,
  clearPasswordFailures,
  createSession,
  dummyHash,
  hashPassword,
  recordPasswordFailure,
  recordPasswordSuccess,
  revokeAllSessions,
  revokeSession,
  verifyPassword,
  type SessionUser,
} from '../auth/index.ts';
import { enqueue } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import * as repo from './users.repository.ts';
import { currentPrivacyVersion } from '../content/index.ts';

export const CODE_TTL_MINUTES = 30;
export const RESET_TTL_MINUTES = 60;
const MAX_CODE_ATTEMPTS = 5;

/** Starts a session for the user and hands its token to the client. */
async function startSession(deps: Deps, userId: string, rc: RequestContext): Promise<void> {
  rc.sessionCookie.start(await createSession(deps, userId, rc));
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Replaces the user's live codes of one purpose with a new one (stored as its hash) and queues its e-mail: both
 * commit together, so no code is live without its mail and no mail names a code that was rolled back.
 */
async function issueCode(
  deps: Deps,
  userId: string,
  purpose: 'email_verify' | 'email_change' | 'password_reset',
  hash: string,
  ttlMinutes: number,
  mail: Mail,
  target?: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.retireCodes(tx, userId, purpose, now);
    await repo.insertCode(tx, { id: newId(ID_PREFIX.code), userId, purpose, codeHash: hash, target, expiresAt: new Date(now.getTime() + ttlMinutes * 60_000), createdAt: now });
    await enqueue(tx, 'mail', mail);
  });
}

type Mail = { to: string; subject: string; text: string; template: string };

const newCode = () => String(randomInt(0, 10 ** LIMITS.verifyCodeLength)).padStart(LIMITS.verifyCodeLength, '0');

/** `m***@example.com`: enough for the owner to recognise an address, not enough to hand it to whoever reads the mail. */
const maskEmail = (address: string) => address.replace(/^(.)[^@]*/, '$1***');

/**
 * A user id from the wire that cannot name a user is answered like an unknown user before anything is written for
 * it (a rate-limit window); `findUserById` alone keeps such ids from SQL.
 */
function assertIdShape(id: string, error: AppError): void {
  if (!isIdShape(id)) throw error;
}

async function sendVerificationCode(deps: Deps, user: repo.UserRow): Promise<void> {
  const code = newCode();
  const t = translator(user.language as LanguageCode);
  await issueCode(deps, user.id, 'email_verify', codeHash(user.id, code), CODE_TTL_MINUTES, {
    to: user.userEmail!,
    subject: t('email.verify_subject'),
    text: t('email.verify_body', { name: user.userName, code, minutes: CODE_TTL_MINUTES }),
    template: 'verify',
  });
}

export async function register(deps: Deps, body: RegisterBody, rc: RequestContext): Promise<{ user: repo.UserRow }> {
  await hit(deps, LIMITS_AUTH.registerPerIp, rc.ip);
  const settings = await getSettings(deps.db, ['general']);
  const verification = settings.general.email_verification === '1';
  const existing = await repo.findUserByEmail(deps.db, body.user_email);
  if (existing) {
    if (existing.status !== USER_STATUS.pending) throw badRequest('auth.email_exist');
    // Decision 010: a pending registration never changes the account. Whoever registers again with the same
    // password (the first registrant, back for a new code) gets the code re-sent as the wire contract says;
    // anybody else is told the address is taken and changes nothing: they cannot take over the account.
    if (!(await verifyPassword(existing.passwordHash, body.user_password))) throw badRequest('account.pending_registration');
    await hit(deps, LIMITS_AUTH.codePerAccount, existing.id);
    await sendVerificationCode(deps, existing);
    return { user: existing };
  }
  const passwordHash = await hashPassword(body.user_password, deps.config.passwordCost);
  const user = await repo.insertUser(deps.db, {
    id: newId(ID_PREFIX.user),
    userName: body.user_name,
    userEmail: body.user_email,
    userPhone: body.user_phone,
    passwordHash,
    roleId: ROLE.user,
    status: verification ? USER_STATUS.pending : USER_STATUS.active,
    emailVerify: !verification,
    deviceToken: body.device_token,
    platformName: body.platform_name,
    language: rc.lang,
    remainingPost: Number(settings.general.free_posts_on_register) || 0,
    // Registering needs the privacy agreement (spec §validation): the current policy is accepted with it.
    privacyAcceptedVersion: await currentPrivacyVersion(deps.db),
    privacyAcceptedAt: deps.clock.now(),
    addedDate: deps.clock.now(),
  });
  if (verification) await sendVerificationCode(deps, user);
  else await startSession(deps, user.id, rc);
  return { user };
}

export async function verifyEmail(deps: Deps, userId: string, code: string, rc: RequestContext): Promise<repo.UserRow> {
  assertIdShape(userId, badRequest('auth.user_id_invalid'));
  await hit(deps, LIMITS_AUTH.verifyPerAccount, userId);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw badRequest('auth.user_id_invalid');
  if (user.isBanned) throw badRequest('auth.login_banned');
  if (user.status === USER_STATUS.active) throw badRequest('auth.already_verified');
  const now = deps.clock.now();
  const live = await repo.latestLiveCode(deps.db, user.id, 'email_verify', now);
  if (!live || live.attempts >= MAX_CODE_ATTEMPTS) throw badRequest(live ? 'auth.code_expired' : 'auth.code_invalid');
  if (!sameHash(live.codeHash, codeHash(user.id, code.trim()))) {
    await repo.countCodeAttempt(deps.db, live.id);
    throw badRequest('auth.code_invalid');
  }
  await repo.markCodeUsed(deps.db, live.id, now);
  const verified = await repo.updateUser(deps.db, user.id, { status: USER_STATUS.active, emailVerify: true, updatedDate: now });
  await startSession(deps, verified.id, rc);
  return verified;
}

/** Re-sends the code to a pending account. Answers the same whether or not the account exists. */
export async function requestCode(deps: Deps, email: string, rc: RequestContext): Promise<void> {
  await hit(deps, LIMITS_AUTH.codePerIp, rc.ip);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.status !== USER_STATUS.pending || user.isBanned) return;
  await hit(deps, LIMITS_AUTH.codePerAccount, user.id);
  await sendVerificationCode(deps, user);
}

export async function login(deps: Deps, body: { user_email: string; user_password: string; device_token: string; platform_name: string }, rc: RequestContext): Promise<repo.UserRow> {
  await hit(deps, LIMITS_AUTH.loginPerIp, rc.ip);
  // Per account AND address, so a stranger's wrong passwords slow the stranger, not the owner (decision 010).
  await assertMayTryPassword(deps, body.user_email, rc.ip);
  const user = await repo.findUserByEmail(deps.db, body.user_email);
  if (!user) {
    await verifyPassword(await dummyHash(deps.config.passwordCost), body.user_password);
    await recordPasswordFailure(deps, body.user_email, rc.ip);
    throw badRequest('auth.user_not_exist');
  }
  if (!(await verifyPassword(user.passwordHash, body.user_password))) {
    await recordPasswordFailure(deps, body.user_email, rc.ip);
    throw badRequest('auth.user_not_exist');
  }
  await recordPasswordSuccess(deps, body.user_email, rc.ip);
  if (user.isBanned) throw badRequest('auth.login_banned');
  if (user.status === USER_STATUS.pending) {
    // Not verified yet: a fresh code goes out and the client continues to the verify screen; no session.
    await hit(deps, LIMITS_AUTH.codePerAccount, user.id);
    await sendVerificationCode(deps, user);
    return user;
  }
  if (user.status !== USER_STATUS.active) throw badRequest('auth.user_not_exist');
  const updated = await repo.updateUser(deps.db, user.id, {
    deviceToken: body.device_token || user.deviceToken,
    platformName: body.platform_name || user.platformName,
    language: rc.lang,
  });
  await startSession(deps, user.id, rc);
  return updated;
}

export async function logout(deps: Deps, session: SessionUser, rc: RequestContext): Promise<void> {
  await revokeSession(deps, session.sessionId);
  rc.sessionCookie.end();
}

/** E-mails a one-time reset link. Answers the same whether or not the address has an account. */
export async function requestPasswordReset(deps: Deps, email: string, rc: RequestContext): Promise<void> {
  await hit(deps, LIMITS_AUTH.resetPerIp, rc.ip);
  await hit(deps, LIMITS_AUTH.resetPerAccount, email);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.isBanned || !user.userEmail) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  const t = translator(rc.lang);
  await issueCode(deps, user.id, 'password_reset', sha256(token), RESET_TTL_MINUTES, {
    to: user.userEmail,
    subject: t('email.reset_subject'),
    text: t('email.reset_body', { name: user.userName, link, minutes: RESET_TTL_MINUTES }),
    template: 'reset',
  });
}

export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const now = deps.clock.now();
  const code = await repo.findLiveCodeByHash(deps.db, 'password_reset', sha256(token), now);
  if (!code) throw badRequest('auth.reset_link_invalid');
  const user = await repo.findUserById(deps.db, code.userId);
  if (!user || user.isBanned) throw badRequest('auth.reset_link_invalid');
  await repo.markCodeUsed(deps.db, code.id, now);
  // Following the link proves the mailbox, so a pending account becomes verified too — and whatever password a
  // registrant before the mailbox owner chose is gone (decision 010: no pre-registration takeover).
  await repo.updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(password, deps.config.passwordCost),
    updatedDate: now,
    ...(user.status === USER_STATUS.pending ? { status: USER_STATUS.active, emailVerify: true } : {}),
  });
  await revokeAllSessions(deps, user.id);
  // The reset link is the way in for an owner whom wrong passwords locked out: their counters go with it.
  if (user.userEmail) await clearPasswordFailures(deps, user.userEmail);
}

/**
 * Proves the person at the keyboard knows the password before a credential changes (ASVS 2.5, decision 010).
 * Wrong guesses count against the account like sign-in failures, so a borrowed session cannot brute-force it.
 */
async function assertCurrentPassword(deps: Deps, user: repo.UserRow, current: string, rc: RequestContext): Promise<void> {
  if (!current) throw badRequest('account.current_password_required');
  const key = user.userEmail ?? user.id;
  await assertMayTryPassword(deps, key, rc.ip);
  if (!(await verifyPassword(user.passwordHash, current))) {
    await recordPasswordFailure(deps, key, rc.ip);
    throw badRequest('auth.current_password_wrong');
  }
}

export async function updatePassword(deps: Deps, session: SessionUser, body: { current_password: string; user_password: string }, rc: RequestContext): Promise<void> {
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user) throw notFound('auth.user_id_invalid');
  await assertCurrentPassword(deps, user, body.current_password, rc);
  const passwordHash = await hashPassword(body.user_password, deps.config.passwordCost);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash, updatedDate: now });
    if (user.userEmail) {
      const t = translator(user.language as LanguageCode);
      await enqueue(tx, 'mail', { to: user.userEmail, subject: t('account.password_changed_subject'), text: t('account.password_changed_body', { name: user.userName }), template: 'password_changed' });
    }
  });
  // Other devices are signed out; this one stays.
  await revokeAllSessions(deps, session.userId, session.sessionId);
}

/**
 * Saves the profile of the session's user. A new e-mail address does not take effect here: it needs the current
 * password, and a code mailed to the new address (confirmEmailChange) makes it the account's address. Nor does a
 * new phone number: only its code does (phone.service.ts).
 */
export async function updateProfile(deps: Deps, session: SessionUser, body: ProfileUpdateBody, rc: RequestContext): Promise<repo.UserRow> {
  const userId = session.userId;
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound('auth.user_id_invalid');
  const emailChanged = body.user_email !== (user.userEmail ?? '').toLowerCase();
  if (emailChanged && (await repo.emailTakenByOther(deps.db, body.user_email, userId))) throw conflict('auth.email_taken');
  // An account without a password (social or phone sign-in) has nothing to prove here; the code still does.
  if (emailChanged && user.passwordHash) await assertCurrentPassword(deps, user, body.current_password, rc);
  if (body.user_phone && body.user_phone !== user.userPhone && (await repo.phoneTakenByOther(deps.db, body.user_phone, userId))) throw conflict('auth.phone_taken');
  // A new number is stored only once the code sent to it is entered (users/send_mobileverifcation_code, issue 14);
  // here a number can only be removed, and not from an account that has no e-mail to sign in with instead.
  const removesPhone = body.user_phone === '' && user.userPhone !== '' && !!user.userEmail;
  const lat = body.user_lat === '' ? null : Number(body.user_lat);
  const lng = body.user_lng === '' ? null : Number(body.user_lng);
  if (lat !== null && !(Number.isFinite(lat) && Math.abs(lat) <= 90)) throw badRequest('validation.invalid', { field: 'user_lat' });
  if (lng !== null && !(Number.isFinite(lng) && Math.abs(lng) <= 180)) throw badRequest('validation.invalid', { field: 'user_lng' });
  if (emailChanged) await hit(deps, LIMITS_AUTH.codePerAccount, userId);
  const updated = await repo.updateUser(deps.db, userId, {
    userName: body.user_name,
    ...(removesPhone ? { userPhone: '', phoneId: null, phoneVerify: false } : {}),
    userAddress: body.user_address,
    city: body.city,
    userAboutMe: body.user_about_me,
    whatsapp: body.whatsapp,
    messenger: body.messenger,
    isShowEmail: body.is_show_email === '1',
    isShowPhone: body.is_show_phone === '1',
    ...(body.show_profile !== undefined ? { showProfile: body.show_profile === '1' } : {}),
    userLat: lat,
    userLng: lng,
    updatedDate: deps.clock.now(),
  });
  if (emailChanged) await sendEmailChangeCode(deps, updated, body.user_email);
  return updated;
}

/** Mails a code to the new address; the change waits on its code row (target = the new address). */
async function sendEmailChangeCode(deps: Deps, user: repo.UserRow, newEmail: string): Promise<void> {
  const code = newCode();
  const t = translator(user.language as LanguageCode);
  await issueCode(
    deps,
    user.id,
    'email_change',
    codeHash(user.id, code),
    CODE_TTL_MINUTES,
    { to: newEmail, subject: t('account.email_change_subject'), text: t('account.email_change_body', { name: user.userName, code, minutes: CODE_TTL_MINUTES }), template: 'email_change' },
    newEmail,
  );
}

/**
 * The code from the new address makes it the account's address. The old address is told in the same transaction,
 * so a change the owner did not make cannot pass unnoticed.
 */
export async function confirmEmailChange(deps: Deps, session: SessionUser, code: string): Promise<repo.UserRow> {
  await hit(deps, LIMITS_AUTH.verifyPerAccount, session.userId);
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user) throw notFound('auth.user_id_invalid');
  const now = deps.clock.now();
  const live = await repo.latestLiveCode(deps.db, user.id, 'email_change', now);
  if (!live?.target || live.attempts >= MAX_CODE_ATTEMPTS) throw badRequest(live ? 'auth.code_expired' : 'account.no_email_change');
  if (!sameHash(live.codeHash, codeHash(user.id, code.trim()))) {
    await repo.countCodeAttempt(deps.db, live.id);
    throw badRequest('auth.code_invalid');
  }
  const newEmail = live.target;
  if (await repo.emailTakenByOther(deps.db, newEmail, user.id)) {
    await repo.markCodeUsed(deps.db, live.id, now);
    throw conflict('auth.email_taken');
  }
  return deps.db.transaction(async (tx) => {
    await repo.markCodeUsed(tx, live.id, now);
    const updated = await repo.updateUser(tx, user.id, { userEmail: newEmail, emailVerify: true, updatedDate: now });
    if (user.userEmail) {
      const t = translator(user.language as LanguageCode);
      await enqueue(tx, 'mail', {
        to: user.userEmail,
        subject: t('account.email_changed_subject'),
        text: t('account.email_changed_body', { name: user.userName, email: maskEmail(newEmail) }),
        template: 'email_changed',
      });
    }
    return updated;
  });
}

export async function getUser(deps: Deps, userId: string): Promise<repo.UserRow> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status === USER_STATUS.unpublished) throw notFound('record_not_found');
  if (user.isBanned) throw new AppError(404, 'auth.account_banned');
  return user;
}
