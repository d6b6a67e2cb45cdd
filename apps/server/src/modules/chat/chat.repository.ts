/**
 * SQL of conversations (decision 013): chat headers, their messages (seq taken from the header row, client ids),
 * offers, reports, and the item row the deal locks. The lock order of a deal step is always the item row, then the
 * header row; a plain message locks the header row only.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { and, asc, desc, eq, exists, fillPlaceholders, getTableColumns, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { CHAT_STATUS } from '@wheeldeal/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { blocks, chatHeaders, chatMessages, chatReports, items, offers, ratings, users } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';
import type { Page } from '../../http/paging.ts';
import type { HitClient } from '../../lib/rate-limit.ts';

export type HeaderRow = typeof chatHeaders.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;

/** What the deal and the conversation rules read of an item. */
export interface ItemFacts {
  id: string;
  title: string;
  status: number;
  isSoldOut: boolean;
  isShop: boolean;
  ownerId: string;
}

const itemFacts = { id: items.id, title: items.title, status: items.status, isSoldOut: items.isSoldOut, isShop: items.businessMode, ownerId: items.addedUserId };

export async function findItemFacts(db: DbOrTx, itemId: string): Promise<ItemFacts | undefined> {
  const [row] = await db.select(itemFacts).from(items).where(eq(items.id, itemId)).limit(1);
  return row;
}

export async function findItemFactsOf(db: DbOrTx, itemIds: readonly string[]): Promise<ItemFacts[]> {
  if (itemIds.length === 0) return [];
  return db.select(itemFacts).from(items).where(inArray(items.id, [...itemIds]));
}

/** Locks the item row until the transaction ends (first in the deal's lock order). */
export async function lockItemFacts(tx: Tx, itemId: string): Promise<ItemFacts | undefined> {
  const [row] = await tx.select(itemFacts).from(items).where(eq(items.id, itemId)).for('update').limit(1);
  return row;
}

/** Marks a single car sold through its deal; false when it already was. */
export async function markItemSold(tx: Tx, itemId: string, patch: { soldToUserId: string; soldBuyerName: string; now: Date; by: string }): Promise<boolean> {
  const rows = await tx
    .update(items)
    .set({ isSoldOut: true, soldType: 'wheeldeal', soldToUserId: patch.soldToUserId, soldBuyerName: patch.soldBuyerName, soldDate: patch.now, updatedDate: patch.now, updatedUserId: patch.by })
    .where(and(eq(items.id, itemId), eq(items.isSoldOut, false)))
    .returning({ id: items.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------ headers

export async function findHeader(db: DbOrTx, id: string): Promise<HeaderRow | undefined> {
  const [row] = await db.select().from(chatHeaders).where(eq(chatHeaders.id, id)).limit(1);
  return row;
}

export async function findHeaderByParties(db: DbOrTx, itemId: string, buyerId: string, sellerId: string): Promise<HeaderRow | undefined> {
  const [row] = await db
    .select()
    .from(chatHeaders)
    .where(and(eq(chatHeaders.itemId, itemId), eq(chatHeaders.buyerUserId, buyerId), eq(chatHeaders.sellerUserId, sellerId)))
    .limit(1);
  return row;
}

export async function lockHeader(tx: Tx, id: string): Promise<HeaderRow | undefined> {
  const [row] = await tx.select().from(chatHeaders).where(eq(chatHeaders.id, id)).for('update').limit(1);
  return row;
}

/** Opens the conversation unless it exists (the unique item + buyer + seller decides); answers the header. */
export async function upsertHeader(db: DbOrTx, values: { id: string; itemId: string; buyerUserId: string; sellerUserId: string; now: Date }): Promise<HeaderRow> {
  await db
    .insert(chatHeaders)
    .values({ id: values.id, itemId: values.itemId, buyerUserId: values.buyerUserId, sellerUserId: values.sellerUserId, addedDate: values.now })
    .onConflictDoNothing();
  return (await findHeaderByParties(db, values.itemId, values.buyerUserId, values.sellerUserId))!;
}

export async function updateHeader(tx: Tx, id: string, patch: Partial<typeof chatHeaders.$inferInsert>): Promise<HeaderRow> {
  const [row] = await tx.update(chatHeaders).set(patch).where(eq(chatHeaders.id, id)).returning();
  return row!;
}

const ACCEPTED_STATUSES = [CHAT_STATUS.accepted, CHAT_STATUS.bought, CHAT_STATUS.sold];

/** Another conversation about the item has reached acceptance (accepted, bought or sold). */
export async function acceptedElsewhere(db: DbOrTx, itemId: string, headerId: string): Promise<boolean> {
  const statuses = ACCEPTED_STATUSES;
  const [row] = await db
    .select({ id: chatHeaders.id })
    .from(chatHeaders)
    .where(and(eq(chatHeaders.itemId, itemId), ne(chatHeaders.id, headerId), inArray(chatHeaders.chatStatus, statuses)))
    .limit(1);
  return row !== undefined;
}

/** The conversations of `itemIds` that have reached acceptance: item id → header ids (for acceptedElsewhere of a page). */
export async function acceptedByItem(db: DbOrTx, itemIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ itemId: chatHeaders.itemId, id: chatHeaders.id })
    .from(chatHeaders)
    .where(and(inArray(chatHeaders.itemId, [...itemIds]), inArray(chatHeaders.chatStatus, ACCEPTED_STATUSES)));
  for (const r of rows) out.set(r.itemId, [...(out.get(r.itemId) ?? []), r.id]);
  return out;
}

/** Live accounts among `ids` (deleted ones are left out, as findUserById does). */
export async function findLiveUsers(db: DbOrTx, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
}

export async function blockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ a: blocks.fromUserId })
    .from(blocks)
    .where(or(and(eq(blocks.fromUserId, a), eq(blocks.toUserId, b)), and(eq(blocks.fromUserId, b), eq(blocks.toUserId, a))))
    .limit(1);
  return row !== undefined;
}

/** Header ids (of `ids`) with a block between their two parties. */
export async function blockedHeaders(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: chatHeaders.id })
    .from(chatHeaders)
    .where(
      and(
        inArray(chatHeaders.id, [...ids]),
        exists(
          db
            .select({ x: sql`1` })
            .from(blocks)
            .where(
              or(
                and(eq(blocks.fromUserId, chatHeaders.buyerUserId), eq(blocks.toUserId, chatHeaders.sellerUserId)),
                and(eq(blocks.fromUserId, chatHeaders.sellerUserId), eq(blocks.toUserId, chatHeaders.buyerUserId)),
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Who has reviewed each deal (ratings tied to the header): header id → author ids. */
export async function reviewersOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (ids.length === 0) return out;
  const rows = await db.select({ h: ratings.chatHeaderId, from: ratings.fromUserId }).from(ratings).where(inArray(ratings.chatHeaderId, [...ids]));
  for (const r of rows) {
    if (!r.h) continue;
    let set = out.get(r.h);
    if (!set) out.set(r.h, (set = new Set()));
    set.add(r.from);
  }
  return out;
}

/** The latest message of each header (list rows). */
export async function lastMessagesOf(db: DbOrTx, headers: readonly Pick<HeaderRow, 'id' | 'lastSeq'>[]): Promise<Map<string, MessageRow>> {
  const withMessages = headers.filter((h) => h.lastSeq > 0);
  if (withMessages.length === 0) return new Map();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(or(...withMessages.map((h) => and(eq(chatMessages.chatHeaderId, h.id), eq(chatMessages.seq, h.lastSeq)))));
  return new Map(rows.map((m) => [m.chatHeaderId, m]));
}

/** Conversations of a user on one side, latest message first (only those with messages). */
export async function listHeaders(db: DbOrTx, userId: string, side: 'buyer' | 'seller', page: Page, withOffers: boolean): Promise<HeaderRow[]> {
  const mine = side === 'buyer' ? eq(chatHeaders.buyerUserId, userId) : eq(chatHeaders.sellerUserId, userId);
  const offered = exists(db.select({ x: sql`1` }).from(offers).where(eq(offers.chatHeaderId, chatHeaders.id)));
  return db
    .select()
    .from(chatHeaders)
    .where(and(mine, gt(chatHeaders.lastSeq, 0), withOffers ? offered : undefined))
    .orderBy(sql`${chatHeaders.lastMessageAt} desc nulls last`, desc(chatHeaders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A user's unread messages: as buyer (from sellers) and as seller (from buyers). */
export async function unreadTotals(db: DbOrTx, userId: string): Promise<{ buyer: number; seller: number }> {
  const res = await db.execute(sql`
    select
      coalesce((select sum(buyer_unread_count) from chat_headers where buyer_user_id = ${userId}), 0)::int as buyer,
      coalesce((select sum(seller_unread_count) from chat_headers where seller_user_id = ${userId}), 0)::int as seller`);
  const r = res.rows[0] as { buyer: number; seller: number };
  return { buyer: Number(r.buyer), seller: Number(r.seller) };
}

/** A user's unread totals as two SQL expressions (scalar subqueries) for a statement that publishes them. */
export function unreadTotalsSql(userId: string) {
  return {
    buyer: sql`coalesce((select sum(buyer_unread_count) from chat_headers where buyer_user_id = ${userId}), 0)::int`,
    seller: sql`coalesce((select sum(seller_unread_count) from chat_headers where seller_user_id = ${userId}), 0)::int`,
  };
}

/** The reader has read the conversation up to its latest message: their read seq and unread count, under the
 * header's row lock (the update takes it). Answers the header after it; undefined when there is no such header. */
export async function markHeaderRead(tx: Tx, id: string, side: 'buyer' | 'seller'): Promise<HeaderRow | undefined> {
  const patch = side === 'buyer' ? { buyerReadSeq: sql`${chatHeaders.lastSeq}`, buyerUnreadCount: 0 } : { sellerReadSeq: sql`${chatHeaders.lastSeq}`, sellerUnreadCount: 0 };
  const [row] = await tx.update(chatHeaders).set(patch).where(eq(chatHeaders.id, id)).returning();
  return row;
}

/** Unread notifications of a user: their own unread ones and the broadcasts since they joined without a read mark. */
// ------------------------------------------------------------------------------------------ messages

export async function findByClientId(db: DbOrTx, headerId: string, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  if (!clientId) return undefined;
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatHeaderId, headerId), eq(chatMessages.senderUserId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row;
}

/** A page of messages, oldest first: after `afterSeq`, before `beforeSeq`, or the latest. */
export async function pageOfMessages(db: DbOrTx, headerId: string, where: { afterSeq?: number; beforeSeq?: number }, limit: number): Promise<MessageRow[]> {
  const own = eq(chatMessages.chatHeaderId, headerId);
  if (where.afterSeq !== undefined) {
    return db.select().from(chatMessages).where(and(own, gt(chatMessages.seq, where.afterSeq))).orderBy(asc(chatMessages.seq)).limit(limit);
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(own, where.beforeSeq !== undefined ? lt(chatMessages.seq, where.beforeSeq) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The reader has read everything the other party wrote up to `seq`. */
export async function markMessagesRead(tx: Tx, headerId: string, readerId: string, seq: number): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ isRead: true })
    .where(and(eq(chatMessages.chatHeaderId, headerId), ne(chatMessages.senderUserId, readerId), eq(chatMessages.isRead, false), sql`${chatMessages.seq} <= ${seq}`));
}

// ------------------------------------------------------------------------------------------ offers and reports

/** The standing offer of the conversation, if any, gets `status` (accepted, rejected, withdrawn). */
export async function closeStandingOffer(tx: Tx, headerId: string, status: 'accepted' | 'rejected' | 'withdrawn', now: Date): Promise<void> {
  await tx
    .update(offers)
    .set({ status, respondedAt: now })
    .where(and(eq(offers.chatHeaderId, headerId), eq(offers.status, 'offered')));
}

export async function insertOffer(tx: Tx, values: typeof offers.$inferInsert): Promise<void> {
  await tx.insert(offers).values(values);
}

export async function insertReport(db: DbOrTx, values: typeof chatReports.$inferInsert): Promise<boolean> {
  const rows = await db.insert(chatReports).values(values).onConflictDoNothing().returning({ id: chatReports.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------ sending (hot path)

// A message goes out on every keystroke's send: its statements are plain SQL (no query building) and few. Rows of
// `execute` come with the driver's text for timestamps; these turn them into the schema's rows.
type Raw = Record<string, unknown>;

/**
 * Runs `query` as a named statement on the connection under `db` (the pool, or a transaction's client), so
 * PostgreSQL parses and plans each shape of it once per connection instead of on every message.
 */
async function runNamed(db: DbOrTx, query: SQL): Promise<Raw[]> {
  const { sql: text, params } = driverOf(db).dialect.sqlToQuery(query);
  return runText(db, { name: statementName(text), text, params }, {});
}

type Driver = { dialect: PgDialect; session: { client: { query: (q: pg.QueryConfig) => Promise<pg.QueryResult<Raw>> } } };
const driverOf = (db: DbOrTx) => db as unknown as Driver;
const statementName = (text: string) => `wd_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
interface Built {
  name: string;
  text: string;
  params: unknown[];
}
/** The connection under a transaction, for helpers that take a pg client (rate limits counted in the transaction). */
export const clientOf = (tx: Tx): HitClient => driverOf(tx).session.client as unknown as HitClient;

async function runText(db: DbOrTx, b: Built, values: Record<string, unknown>): Promise<Raw[]> {
  return (await driverOf(db).session.client.query({ name: b.name, text: b.text, values: fillPlaceholders(b.params, values) })).rows;
}

/**
 * A statement of fixed shape whose values are `sql.placeholder`s: its text (and name) is built once, on first use,
 * so a call costs no query building, only filling in the values. For the statements every message runs.
 */
function fixedStatement(query: SQL): (db: DbOrTx, values: Record<string, unknown>) => Promise<Raw[]> {
  let built: Built | undefined;
  return (db, values) => {
    if (!built) {
      const { sql: text, params } = driverOf(db).dialect.sqlToQuery(query);
      built = { name: statementName(text), text, params };
    }
    return runText(db, built, values);
  };
}
const toDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** A raw row (pg has parsed its values) as the table's row type: each column under its SQL name, after `prefix`. */
function rowOf<T extends typeof chatHeaders | typeof chatMessages>(table: T, r: Raw, prefix = ''): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) out[key] = r[prefix + column.name] ?? null;
  return out as T['$inferSelect'];
}

const headerFromRaw = (r: Raw): HeaderRow => rowOf(chatHeaders, r);

/** The message columns under an `m_` prefix (a message read beside its header in one row). */
const MESSAGE_COLUMNS = sql.raw(
  Object.values(getTableColumns(chatMessages))
    .map((c) => `m.${c.name} as m_${c.name}`)
    .join(', '),
);

function messageFromRaw(r: Raw): MessageRow | undefined {
  return r.m_id === null || r.m_id === undefined ? undefined : rowOf(chatMessages, r, 'm_');
}

/** The message of the sender with the client id (placeholders) in the header `h` (an alias in scope), joined as `m`. */
const byClientId = sql`
  left join lateral (
    select * from chat_messages x
    where x.chat_header_id = h.id and x.sender_user_id = ${sql.placeholder('senderId')} and x.client_id = ${sql.placeholder('clientId')} and x.client_id <> ''
  ) m on true`;

const syncPageStatement = fixedStatement(sql`
    select h.*, ${MESSAGE_COLUMNS}
    from chat_headers h
    left join lateral (
      select * from chat_messages x where x.chat_header_id = h.id and x.seq > ${sql.placeholder('afterSeq')} order by x.seq limit ${sql.placeholder('limit')}
    ) m on true
    where h.id = ${sql.placeholder('headerId')}
    order by m.seq`);

/**
 * A conversation's header and up to `limit` of its messages after `afterSeq`, oldest first, in one statement (what
 * a reconnecting socket asks for; undefined header: no such conversation).
 */
export async function headerAndMessagesAfter(db: DbOrTx, headerId: string, afterSeq: number, limit: number): Promise<{ header?: HeaderRow; messages: MessageRow[] }> {
  const rows = await syncPageStatement(db, { headerId, afterSeq, limit });
  if (rows.length === 0) return { messages: [] };
  return { header: headerFromRaw(rows[0]!), messages: rows.map(messageFromRaw).filter((m): m is MessageRow => m !== undefined) };
}

/** What appending a message needs to know of the conversation under its row lock. */
export interface AppendFacts {
  /** When the latest message was written (null: none yet). */
  lastAddedDate: Date | null;
  /** Whether a text or image message is there yet (the guard's first-message rule). */
  started: boolean;
  /** The message the sender's client id already names. */
  again?: MessageRow;
  /** Whether a block stands between the two parties. */
  blocked: boolean;
}

const appendFacts = (lock: boolean) =>
  fixedStatement(sql`
    select h.*, ${MESSAGE_COLUMNS}, last.seq as last_message_seq, last.added_date as last_message_date,
      exists (select 1 from chat_messages s where s.chat_header_id = h.id and s.type in (0, 1)) as started,
      exists (select 1 from blocks b where (b.from_block_user_id, b.to_block_user_id) in ((h.buyer_user_id, h.seller_user_id), (h.seller_user_id, h.buyer_user_id))) as blocked
    from chat_headers h
    left join lateral (select l.seq, l.added_date from chat_messages l where l.chat_header_id = h.id and l.seq = h.last_seq) last on true
    ${byClientId}
    where h.id = ${sql.placeholder('headerId')}
    ${lock ? sql`for update of h` : sql``}`);
const appendFactsLocking = appendFacts(true);
const appendFactsAgain = appendFacts(false);

function appendFactsOf(db: DbOrTx, headerId: string, senderId: string, clientId: string, lock: boolean) {
  return (lock ? appendFactsLocking : appendFactsAgain)(db, { headerId, senderId, clientId });
}

/**
 * Locks the header row (`for update`) and reads, in the same statement, what appending needs: the latest message's
 * date, whether the conversation has started, the message the client id names, whether a block stands between the
 * parties (undefined: no such conversation). When the lock had to wait for
 * another writer, PostgreSQL hands back the header as that writer committed it but the rest of the statement still
 * sees the older snapshot: then the message with the header's last seq is not visible, and the facts are read
 * again (the lock is held, a new statement sees everything committed).
 */
export async function lockForAppend(tx: Tx, headerId: string, senderId: string, clientId: string): Promise<{ header: HeaderRow; facts: AppendFacts } | undefined> {
  let r = (await appendFactsOf(tx, headerId, senderId, clientId, true))[0];
  if (!r) return undefined;
  if ((r.last_seq as number) > 0 && r.last_message_seq !== r.last_seq) r = (await appendFactsOf(tx, headerId, senderId, clientId, false))[0]!;
  const facts = { lastAddedDate: toDateOrNull(r.last_message_date), started: r.started === true, again: messageFromRaw(r), blocked: r.blocked === true };
  return { header: headerFromRaw(r), facts };
}

/** The latest message's date of a conversation whose header row the transaction holds. */
export async function lastAddedDate(tx: Tx, headerId: string): Promise<Date | null> {
  const { rows } = await tx.execute(sql`select added_date from chat_messages where chat_header_id = ${headerId} order by seq desc limit 1`);
  return toDateOrNull((rows[0] as Raw | undefined)?.added_date);
}

/** One append, as one statement: the header's seq, unread count and last message time, the date separator when
 * there is one, the message, and the notifications (the recipient's unread totals among them). */
export interface AppendWrite {
  headerId: string;
  lastSeq: number;
  unreadSide: 'buyer' | 'seller';
  recipientId: string;
  now: Date;
  separator?: NewMessage;
  message: NewMessage;
  /** The `pg_notify(…)` calls of the append's frames (publish's notifyCalls), given the recipient's new unread
   * totals as SQL expressions. */
  notifies: (buyer: ReturnType<typeof sql>, seller: ReturnType<typeof sql>) => ReturnType<typeof sql>;
}

const insertValues = (m: NewMessage) => sql`(
  ${m.id}, ${m.chatHeaderId}, ${m.senderUserId}, ${m.type ?? 0}, ${m.message ?? ''}, ${m.clientId ?? ''}, ${m.imgPath ?? ''},
  ${m.imgWidth ?? null}::int, ${m.imgHeight ?? null}::int, ${m.offerAmount ?? null}::numeric, ${m.dealAction ?? ''},
  ${sql.param(m.warningKinds ?? [])}::text[], ${m.seq}, ${m.addedDate ?? null}::timestamptz)`;

/** Runs an AppendWrite; answers the header after it. */
export async function writeAppend(tx: Tx, w: AppendWrite): Promise<HeaderRow> {
  const unread = sql.raw(w.unreadSide === 'buyer' ? 'buyer_unread_count' : 'seller_unread_count');
  const rows = [w.separator, w.message].filter((m): m is NewMessage => m !== undefined);
  const buyerPlus = w.unreadSide === 'buyer' ? 1 : 0;
  const out = await runNamed(tx, sql`
    with hdr as (
      update chat_headers set last_seq = ${w.lastSeq}, ${unread} = ${unread} + 1, last_message_at = ${w.now}::timestamptz
      where id = ${w.headerId} returning *
    ), msg as (
      insert into chat_messages (id, chat_header_id, sender_user_id, type, message, client_id, img_path, img_width, img_height, offer_amount, deal_action, warning_kinds, seq, added_date)
      values ${sql.join(rows.map(insertValues), sql`, `)}
    ), tot as (
      -- The other statements' changes are not visible here: this header's new unread message is added by hand.
      select
        coalesce((select sum(buyer_unread_count) from chat_headers where buyer_user_id = ${w.recipientId}), 0)::int + ${buyerPlus}::int as buyer,
        coalesce((select sum(seller_unread_count) from chat_headers where seller_user_id = ${w.recipientId}), 0)::int + ${1 - buyerPlus}::int as seller
    )
    select hdr.*, ${w.notifies(sql`tot.buyer`, sql`tot.seller`)}
    from hdr, tot`);
  return headerFromRaw(out[0] as Raw);
}
