/**
 * Publishing to the realtime channel (decision 013): a frame for some users, sent with PostgreSQL NOTIFY on the
 * caller's connection. Called inside the transaction of the change it reports, the frame goes out exactly when the
 * change commits (and never if it rolls back); every server process LISTENs and hands it to its own sockets of
 * those users, so two processes behind one address behave as one.
 */
import { SQL, sql } from 'drizzle-orm';
import type { RealtimeServerFrame } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';

export const REALTIME_CHANNEL = 'wd_realtime';

/** NOTIFY payloads must stay under 8000 bytes; a bigger frame travels as a "stale" hint (the client syncs). */
const PAYLOAD_MAX_BYTES = 7_800;

/** What travels on the channel: the frame, for the sockets of users `u`, or for the watchers of user `w`'s presence. */
export interface RealtimeEnvelope {
  u?: string[];
  w?: string;
  f: RealtimeServerFrame;
}

export function envelopeOf(userIds: string[], frame: RealtimeServerFrame): string {
  const payload = JSON.stringify({ u: userIds, f: frame } satisfies RealtimeEnvelope);
  if (Buffer.byteLength(payload) <= PAYLOAD_MAX_BYTES) return payload;
  const chatId = 'chat_id' in frame ? frame.chat_id : '';
  return JSON.stringify({ u: userIds, f: { t: 'stale', chat_id: chatId } } satisfies RealtimeEnvelope);
}

/** Tells the watchers of `userId` (on every process) that they came or went. */
export async function publishPresence(db: DbOrTx, userId: string, frame: RealtimeServerFrame): Promise<void> {
  await db.execute(sql`select ${presenceNotifyCall(userId, frame)}`);
}

/** The `pg_notify(…)` of publishPresence, for a select list. */
export function presenceNotifyCall(userId: string, frame: RealtimeServerFrame): SQL {
  return sql`pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ w: userId, f: frame } satisfies RealtimeEnvelope)})`;
}

/** One frame for some users. */
export interface Publication {
  userIds: readonly string[];
  frame: RealtimeServerFrame;
}

/** The `pg_notify(…)` calls of `items` (frames, or calls built by unreadNotifyCall), in order, for a select list
 * (null when none has a recipient). */
export function notifyCalls(items: readonly (Publication | SQL)[]): SQL | null {
  const calls: SQL[] = [];
  for (const item of items) {
    if (item instanceof SQL) {
      calls.push(item);
      continue;
    }
    const to = [...new Set(item.userIds)].filter(Boolean);
    if (to.length > 0) calls.push(sql`pg_notify(${REALTIME_CHANNEL}, ${envelopeOf(to, item.frame)})`);
  }
  return calls.length ? sql.join(calls, sql`, `) : null;
}

/**
 * The `pg_notify(…)` of a user's `unread` frame whose two totals are SQL expressions (integers) of the statement it
 * is part of, so the totals need no statement of their own.
 */
export function unreadNotifyCall(userId: string, buyer: SQL, seller: SQL): SQL {
  return sql`pg_notify(${REALTIME_CHANNEL}, json_build_object('u', json_build_array(${userId}::text), 'f',
    json_build_object('t', 'unread', 'buyer_unread_count', (${buyer})::text, 'seller_unread_count', (${seller})::text))::text)`;
}

/** Sends `frame` to every open socket of `userIds`, on commit of `db`'s transaction (at once outside one). */
export async function publish(db: DbOrTx, userIds: readonly string[], frame: RealtimeServerFrame): Promise<void> {
  await publishAll(db, [{ userIds, frame }]);
}

/** Several frames in one statement (`select pg_notify(…), pg_notify(…)`), sent in this order. */
export async function publishAll(db: DbOrTx, items: readonly (Publication | SQL)[]): Promise<void> {
  const calls = notifyCalls(items);
  if (calls) await db.execute(sql`select ${calls}`);
}
