/**
 * Presence rows (decision 013): per user and server process, the number of open sockets and the process's last
 * heartbeat. Online = some row with sockets and a heartbeat younger than PRESENCE_STALE_MS, so the rows of a killed
 * process stop counting by themselves.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userPresence, users } from '../../db/schema.ts';

export const HEARTBEAT_MS = 30_000;
export const PRESENCE_STALE_MS = 2 * HEARTBEAT_MS + 5_000;

/**
 * A socket of `userId` opened on this process: its row counts it, the user's last_seen_at moves on and, with
 * `announce`, the watchers are told (presenceNotifyCall). One statement, one commit: when a process dies, all its
 * clients come here at once on the others.
 */
export async function presenceUp(db: DbOrTx, userId: string, processId: string, now: Date, announce: SQL | null): Promise<void> {
  await db.execute(sql`
    with up as (
      insert into user_presence (user_id, process_id, connections, heartbeat_at) values (${userId}, ${processId}, 1, ${now}::timestamptz)
      on conflict (user_id, process_id) do update set connections = user_presence.connections + 1, heartbeat_at = excluded.heartbeat_at
    ), seen as (
      update users set last_seen_at = ${now}::timestamptz where id = ${userId}
    )
    select ${announce ?? sql`1`}`);
}

export async function presenceDown(db: DbOrTx, userId: string, processId: string, now: Date): Promise<void> {
  await db
    .update(userPresence)
    .set({ connections: sql`greatest(${userPresence.connections} - 1, 0)` })
    .where(and(eq(userPresence.userId, userId), eq(userPresence.processId, processId)));
  await db.delete(userPresence).where(and(eq(userPresence.userId, userId), eq(userPresence.processId, processId), eq(userPresence.connections, 0)));
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
}

/** The process is alive: its rows stay fresh, and its users' last_seen_at moves on. */
export async function heartbeat(db: DbOrTx, processId: string, userIds: string[], now: Date): Promise<void> {
  await db.update(userPresence).set({ heartbeatAt: now }).where(eq(userPresence.processId, processId));
  if (userIds.length > 0) await db.update(users).set({ lastSeenAt: now }).where(inArray(users.id, userIds));
}

/** Removes this process's rows (a clean shutdown). */
export async function presenceClear(db: DbOrTx, processId: string): Promise<void> {
  await db.delete(userPresence).where(eq(userPresence.processId, processId));
}

export interface PresenceState {
  userId: string;
  online: boolean;
  lastSeen: Date | null;
}

/** Who of `userIds` is online now, and when each was last seen. */
export async function presenceOf(db: DbOrTx, userIds: string[], now: Date): Promise<PresenceState[]> {
  if (userIds.length === 0) return [];
  const fresh = new Date(now.getTime() - PRESENCE_STALE_MS);
  const online = await db
    .selectDistinct({ userId: userPresence.userId })
    .from(userPresence)
    .where(and(inArray(userPresence.userId, userIds), gt(userPresence.connections, 0), gt(userPresence.heartbeatAt, fresh)));
  const onlineIds = new Set(online.map((r) => r.userId));
  const seen = await db.select({ id: users.id, lastSeenAt: users.lastSeenAt }).from(users).where(inArray(users.id, userIds));
  return seen.map((u) => ({ userId: u.id, online: onlineIds.has(u.id), lastSeen: u.lastSeenAt }));
}
