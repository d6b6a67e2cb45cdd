/**
 * Server-side sessions (departure D1). The browser holds the token in an httpOnly SameSite=Lax cookie; other
 * clients receive it in the X-Session-Token header and send it back as `Authorization: Bearer`. Only the token's
 * SHA-256 is stored. A session expires 24 h after its last use (sliding) and 30 days after login at the latest;
 * logout revokes it server-side. Reading the token from the request and writing the cookie are the transport's
 * (http/session-cookie.ts): this file only knows tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
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

/** The session of a token the client sent, or null (none, unknown, expired, revoked, banned or deleted user). */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<SessionUser | null> {
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

/** Which of these session ids (token hashes) are still live: not revoked, not expired, the user neither banned nor deleted. */
export async function liveSessionIds(deps: Deps, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        eq(users.isBanned, false),
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Where a session was started from (kept on the row for the user's device list). */
export interface SessionClient {
  ip: string;
  userAgent: string;
}

/** Starts a session and answers its token; the caller hands the token to the client (RequestContext.sessionCookie). */
export async function createSession(deps: Deps, userId: string, client: SessionClient): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION.idleSeconds * 1000),
    absoluteExpiresAt: new Date(now.getTime() + SESSION.absoluteSeconds * 1000),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
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
