/**
 * Publishing to the realtime channel (decision 013): a frame for some users, sent with PostgreSQL NOTIFY on the
 * caller's connection. Called inside the transaction of the change it reports, the frame goes out exactly when the
 * change commits (and never if it rolls back); every server process LISTENs and hands it to its own sockets of
 * those users, so two processes behind one address behave as one.
 */
import { sql, type SQL } from 'drizzle-orm';
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

/** An envelope written by the statement it is part of (its values are SQL expressions there): unreadEnvelope. */
export class SqlEnvelope {
  constructor(
    readonly text: SQL,
    /** The most bytes its text can take. */
    readonly maxBytes: number,
  ) {}
}

/**
 * The `pg_notify(…)` calls of `items`, in order, for a select list (null when none has a recipient). Together they
 * are one notification when they fit in one payload (a JSON array of envelopes: every process parses one payload
 * and PostgreSQL queues one entry instead of one per frame); otherwise one each, in order.
 */
export function notifyCalls(items: readonly (Publication | SqlEnvelope)[]): SQL | null {
  const parts: (string | SqlEnvelope)[] = [];
  for (const item of items) {
    if (item instanceof SqlEnvelope) {
      parts.push(item);
      continue;
    }
    const to = [...new Set(item.userIds)].filter(Boolean);
    if (to.length > 0) parts.push(envelopeOf(to, item.frame));
  }
  if (parts.length === 0) return null;
  const bytes = parts.reduce((n, p) => n + 1 + (typeof p === 'string' ? Buffer.byteLength(p) : p.maxBytes), 1);
  const texts = parts.map((p) => (typeof p === 'string' ? sql`${p}::text` : p.text));
  if (parts.length > 1 && bytes <= PAYLOAD_MAX_BYTES) return sql`pg_notify(${REALTIME_CHANNEL}, '[' || ${sql.join(texts, sql` || ',' || `)} || ']')`;
  return sql.join(
    texts.map((text) => sql`pg_notify(${REALTIME_CHANNEL}, ${text})`),
    sql`, `,
  );
}

/** A user's `unread` frame whose two totals are SQL expressions (integers) of the statement it is part of, so the
 * totals need no statement of their own. */
export function unreadEnvelope(userId: string, buyer: SQL, seller: SQL): SqlEnvelope {
  return new SqlEnvelope(
    sql`json_build_object('u', json_build_array(${userId}::text), 'f',
      json_build_object('t', 'unread', 'buyer_unread_count', (${buyer})::text, 'seller_unread_count', (${seller})::text))::text`,
    // {"u" : ["<id>"], "f" : {"t" : "unread", "buyer_unread_count" : "<int>", "seller_unread_count" : "<int>"}}
    120 + Buffer.byteLength(userId) + 2 * 11,
  );
}

/** Several frames in one statement (`select pg_notify(…)`), sent in this order. */
export async function publishAll(db: DbOrTx, items: readonly (Publication | SqlEnvelope)[]): Promise<void> {
  const calls = notifyCalls(items);
  if (calls) await db.execute(sql`select ${calls}`);
}

/** Sends `frame` to every open socket of `userIds`, on commit of `db`'s transaction (at once outside one). */
export async function publish(db: DbOrTx, userIds: readonly string[], frame: RealtimeServerFrame): Promise<void> {
  await publishAll(db, [{ userIds, frame }]);
}
