/**
 * Accounts: registration with e-mail verification, login, logout, forgotten password (e-mailed one-time link),
 * password and profile updates. Every write that can be abused is rate-limited per IP and per account.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, ROLE, USER_STATUS, type ProfileUpdateBody, type RegisterBody } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { translator } from '../../lib/messages.ts';
import { hit, LIMITS_AUTH } from '../../lib/rate-limit.ts';
import type { RequestContext } from '../../http/context.ts';
import { createSession, dummyHash, hashPassword, revokeAllSessions, revokeSession, verifyPassword, type SessionUser } from '../auth/index.ts';
import { enqueue } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import * as repo from './users.repository.ts';

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
  purpose: 'email_verify' | 'password_reset',
  hash: string,
  ttlMinutes: number,
  mail: { to: string; subject: string; text: string; template: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.retireCodes(tx, userId, purpose, now);
    await repo.insertCode(tx, { id: newId(ID_PREFIX.code), userId, purpose, codeHash: hash, expiresAt: new Date(now.getTime() + ttlMinutes * 60_000), createdAt: now });
    await enqueue(tx, 'mail', mail);
  });
}

async function sendVerificationCode(deps: Deps, user: repo.UserRow): Promise<void> {
  const code = String(randomInt(0, 10 ** LIMITS.verifyCodeLength)).padStart(LIMITS.verifyCodeLength, '0');
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
  const passwordHash = await hashPassword(body.user_password, deps.config.passwordCost);
  const existing = await repo.findUserByEmail(deps.db, body.user_email);
  if (existing) {
    if (existing.status !== USER_STATUS.pending) throw badRequest('auth.email_exist');
    // Registering again with a pending e-mail re-sends the code (wire contract §4); the mailbox owner still
    // has to prove it, so replacing the unverified name and password is safe.
    await hit(deps, LIMITS_AUTH.codePerAccount, existing.id);
    const user = await repo.updateUser(deps.db, existing.id, { userName: body.user_name, passwordHash, userPhone: body.user_phone, language: rc.lang, updatedDate: deps.clock.now() });
    await sendVerificationCode(deps, user);
    return { user };
  }
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
    addedDate: deps.clock.now(),
  });
  if (verification) await sendVerificationCode(deps, user);
  else await startSession(deps, user.id, rc);
  return { user };
}

export async function verifyEmail(deps: Deps, userId: string, code: string, rc: RequestContext): Promise<repo.UserRow> {
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
  await hit(deps, LIMITS_AUTH.loginPerAccount, body.user_email);
  const user = await repo.findUserByEmail(deps.db, body.user_email);
  if (!user) {
    await verifyPassword(await dummyHash(deps.config.passwordCost), body.user_password);
    throw badRequest('auth.user_not_exist');
  }
  if (!(await verifyPassword(user.passwordHash, body.user_password))) throw badRequest('auth.user_not_exist');
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
  // Following the link proves the mailbox, so a pending account becomes verified too.
  await repo.updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(password, deps.config.passwordCost),
    updatedDate: now,
    ...(user.status === USER_STATUS.pending ? { status: USER_STATUS.active, emailVerify: true } : {}),
  });
  await revokeAllSessions(deps, user.id);
}

export async function updatePassword(deps: Deps, session: SessionUser, password: string): Promise<void> {
  await repo.updateUser(deps.db, session.userId, { passwordHash: await hashPassword(password, deps.config.passwordCost), updatedDate: deps.clock.now() });
  // Other devices are signed out; this one stays.
  await revokeAllSessions(deps, session.userId, session.sessionId);
}

export async function updateProfile(deps: Deps, userId: string, body: ProfileUpdateBody): Promise<repo.UserRow> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound('auth.user_id_invalid');
  if (body.user_email !== (user.userEmail ?? '').toLowerCase() && (await repo.emailTakenByOther(deps.db, body.user_email, userId))) throw conflict('auth.email_taken');
  if (body.user_phone && body.user_phone !== user.userPhone && (await repo.phoneTakenByOther(deps.db, body.user_phone, userId))) throw conflict('auth.phone_taken');
  const lat = body.user_lat === '' ? null : Number(body.user_lat);
  const lng = body.user_lng === '' ? null : Number(body.user_lng);
  if (lat !== null && !(Number.isFinite(lat) && Math.abs(lat) <= 90)) throw badRequest('validation.invalid', { field: 'user_lat' });
  if (lng !== null && !(Number.isFinite(lng) && Math.abs(lng) <= 180)) throw badRequest('validation.invalid', { field: 'user_lng' });
  const emailChanged = body.user_email !== (user.userEmail ?? '').toLowerCase();
  return repo.updateUser(deps.db, userId, {
    userName: body.user_name,
    userEmail: body.user_email,
    userPhone: body.user_phone,
    userAddress: body.user_address,
    city: body.city,
    userAboutMe: body.user_about_me,
    whatsapp: body.whatsapp,
    messenger: body.messenger,
    isShowEmail: body.is_show_email === '1',
    isShowPhone: body.is_show_phone === '1',
    userLat: lat,
    userLng: lng,
    // A new address is not verified until its owner proves it.
    ...(emailChanged ? { emailVerify: false } : {}),
    updatedDate: deps.clock.now(),
  });
}

export async function getUser(deps: Deps, userId: string): Promise<repo.UserRow> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || user.status === USER_STATUS.unpublished) throw notFound('record_not_found');
  if (user.isBanned) throw new AppError(404, 'auth.account_banned');
  return user;
}
