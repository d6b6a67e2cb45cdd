/**
 * Server-side sessions (departure D1). The browser holds the token in an httpOnly SameSite=Lax cookie; other
 * clients receive it in the X-Session-Token header and send it back as `Authorization: Bearer`. Only the token's
 * SHA-256 is stored. A session expires 24 h after its last use (sliding) and 30 days after login at the latest;
 * logout revokes it server-side.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { SESSION } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { sessions, users } from '../../db/schema.ts';

export interface SessionUser {
  sessionId: string;
  userId: string;
  roleId: number;
  userName: string;
}

/** Sliding renewal is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return req.cookies?.[SESSION.cookieName] || undefined;
}

export async function resolveSession(deps: Deps, req: FastifyRequest): Promise<SessionUser | null> {
  const token = tokenOf(req);
  if (!token || token.length > 200) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt, absolute: sessions.absoluteExpiresAt, roleId: users.roleId, userName: users.userName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        eq(users.isBanned, false),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const idle = new Date(Math.min(now.getTime() + SESSION.idleSeconds * 1000, row.absolute.getTime()));
    await deps.db.update(sessions).set({ lastSeenAt: now, idleExpiresAt: idle }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, roleId: row.roleId, userName: row.userName };
}

export async function createSession(deps: Deps, userId: string, req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION.idleSeconds * 1000),
    absoluteExpiresAt: new Date(now.getTime() + SESSION.absoluteSeconds * 1000),
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(SESSION.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.cookieSecure,
    maxAge: SESSION.absoluteSeconds,
  });
  reply.header(SESSION.tokenHeader, token);
  return token;
}

export async function revokeSession(deps: Deps, sessionId: string, reply: FastifyReply): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
  reply.clearCookie(SESSION.cookieName, { path: '/' });
}

/** Ends every session of a user (password change, ban, deletion), optionally keeping one. */
export async function revokeAllSessions(deps: Deps, userId: string, exceptSessionId?: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
}

/** Housekeeping: deletes sessions that can never be used again (revoked, or past either expiry). Answers how many. */
export async function pruneExpiredSessions(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const gone = await deps.db
    .delete(sessions)
    .where(or(isNotNull(sessions.revokedAt), lte(sessions.idleExpiresAt, now), lte(sessions.absoluteExpiresAt, now)))
    .returning({ id: sessions.id });
  return gone.length;
}
