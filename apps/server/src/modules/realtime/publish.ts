/**
 * Publishing to the realtime channel (decision 013): a frame for some users, sent with PostgreSQL NOTIFY on the
 * caller's connection. Called inside the transaction of the change it reports, the frame goes out exactly when the
 * change commits (and never if it rolls back); every server process LISTENs and hands it to its own sockets of
 * those users, so two processes behind one address behave as one.
 */
import { sql } from 'drizzle-orm';
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
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ w: userId, f: frame } satisfies RealtimeEnvelope)})`);
}

/** Sends `frame` to every open socket of `userIds`, on commit of `db`'s transaction (at once outside one). */
export async function publish(db: DbOrTx, userIds: readonly string[], frame: RealtimeServerFrame): Promise<void> {
  const to = [...new Set(userIds)].filter(Boolean);
  if (to.length === 0) return;
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${envelopeOf(to, frame)})`);
}
