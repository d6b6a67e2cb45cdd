/** Reads and writes of `notifications`, `notification_reads` and `push_outbox` rows, and of a user's notification
 * settings. */
import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS, type NotificationChannel, type NotificationKind } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { conditions, currencies, items, notificationReads, notifications, pushOutbox, pushTokens, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import { firstImagesOf, type ImageRow } from '../catalog/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's id, language or join date: a value, or a column of the statement it is part of. */
type Bound<T> = T | SQL;

/**
 * Broadcast rows a user sees: those for everyone or for their language, sent since they joined. Bind as a
 * condition over `notifications`.
 */
export function broadcastVisibleTo(_userId: Bound<string>, language: Bound<string>, joined: Bound<Date>) {
  return and(
    isNull(notifications.userId),
    sql`${notifications.addedDate} >= ${joined}`,
    sql`(${notifications.broadcastId} is null or exists (select 1 from broadcasts b where b.id = ${notifications.broadcastId}
      and (cardinality(b.languages) = 0 or ${language} = any(b.languages))))`,
  );
}

/**
 * Whether a user's choices let `kind` reach them on `channel`, as SQL over their `notification_prefs` column (the
 * fan-outs' statements): what they stored, else the contract's default — the same answer as `resolvePrefs`.
 */
export function prefOn(prefs: SQL, kind: NotificationKind, channel: NotificationChannel): SQL {
  return sql`coalesce((${prefs} -> ${sql.raw(`'${kind}'`)} ->> ${sql.raw(`'${channel}'`)})::boolean, ${sql.raw(String(NOTIFICATION_DEFAULTS[kind][channel]))})`;
}

/** The unread count of a user as an integer expression: their own unread rows and the visible broadcasts they
 * have not read. */
export function unreadExpr(userId: Bound<string>, language: Bound<string>, joined: Bound<Date>): SQL {
  return sql`((select count(*) from ${notifications} where ${notifications.userId} = ${userId} and not ${notifications.isRead})::int
    + (select count(*) from ${notifications} where ${broadcastVisibleTo(userId, language, joined)}
        and not exists (select 1 from ${notificationReads} r where r.notification_id = ${notifications.id} and r.user_id = ${userId}))::int)`;
}

export async function unreadCount(db: DbOrTx, userId: string, language: string, joined: Date): Promise<number> {
  const { rows } = await db.execute(sql`select ${unreadExpr(userId, language, joined)} as n`);
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

/** Inserts one user's notification unless that user already has one for the same event. Answers the row, or
 * undefined when it existed (a retry or a duplicate). */
export async function insertOnce(db: DbOrTx, row: typeof notifications.$inferInsert): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] }).returning();
  return inserted;
}

/** Queues the push of a notification to every registered device of `userId`; answers how many were queued. */
export async function queuePushToUser(db: DbOrTx, notificationId: string, userId: string, batch: string): Promise<number> {
  const { rowCount } = await db.execute(sql`insert into ${pushOutbox} (notification_id, push_token_id, batch)
    select ${notificationId}, ${pushTokens.id}, ${batch} from ${pushTokens} where ${pushTokens.userId} = ${userId}
    on conflict do nothing`);
  return rowCount ?? 0;
}

/** Whether `recipientId` blocked `actorId`. */
export async function hasBlocked(db: DbOrTx, recipientId: string, actorId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from blocks where from_block_user_id = ${recipientId} and to_block_user_id = ${actorId} limit 1`);
  return rows.length > 0;
}

// ------------------------------------------------------------------------------------------ the reader's list

/** Who reads: their own rows plus the broadcasts for their language since they joined. */
export interface Reader {
  id: string;
  language: string;
  joined: Date;
}

export type ReadNotification = NotificationRow & { readByMe: boolean };

const mine = (r: Reader) => or(eq(notifications.userId, r.id), broadcastVisibleTo(r.id, r.language, r.joined))!;

/** A broadcast is read per reader (notification_reads); a user's own row carries is_read. */
const readByMe = (r: Reader) =>
  sql<boolean>`case when ${notifications.userId} is null
    then exists (select 1 from ${notificationReads} nr where nr.notification_id = ${notifications.id} and nr.user_id = ${r.id})
    else ${notifications.isRead} end`;

/** The reader's notifications, newest first. */
export async function findVisible(db: DbOrTx, r: Reader, page: Page): Promise<ReadNotification[]> {
  return db
    .select({ ...getTableColumns(notifications), readByMe: readByMe(r) })
    .from(notifications)
    .where(mine(r))
    .orderBy(desc(notifications.addedDate), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One notification the reader may see, or undefined (unknown, someone else's, a broadcast not for them). */
export async function findVisibleById(db: DbOrTx, r: Reader, id: string): Promise<ReadNotification | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(notifications), readByMe: readByMe(r) })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(r)))
    .limit(1);
  return row;
}

/** Marks one visible notification read for the reader: their row's flag, or a broadcast's read mark. */
export async function markOneRead(db: DbOrTx, r: Reader, row: NotificationRow, now: Date): Promise<void> {
  if (row.userId === null) {
    await db.insert(notificationReads).values({ notificationId: row.id, userId: r.id, addedDate: now }).onConflictDoNothing();
    return;
  }
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.id, row.id), eq(notifications.userId, r.id)));
}

/** Marks every notification the reader sees read: their own rows and every visible broadcast. */
export async function markAllRead(db: DbOrTx, r: Reader, now: Date): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, r.id), eq(notifications.isRead, false)));
  await db.execute(sql`insert into ${notificationReads} (notification_id, user_id, added_date)
    select ${notifications.id}, ${r.id}, ${now} from ${notifications} where ${broadcastVisibleTo(r.id, r.language, r.joined)}
    on conflict do nothing`);
}

/** The photos the list shows, keyed `<parent id>|<img type>`: each listing's first photo, each broadcast's image. */
export function photosOf(db: DbOrTx, rows: readonly NotificationRow[]): Promise<Map<string, ImageRow>> {
  const parents = rows.flatMap((n) => [n.itemId, n.broadcastId]).filter((id): id is string => !!id);
  return firstImagesOf(db, [...new Set(parents)], [...PHOTO_TYPES]);
}

/** The image types a notification's photo comes from: a listing's photos, a broadcast's image. */
export const PHOTO_TYPES = ['item', 'broadcast'] as const;

// ------------------------------------------------------------------------------------------ settings

export async function updateSettings(db: DbOrTx, userId: string, patch: { notificationSetting: boolean; notificationPrefs: unknown }): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, userId));
}

// ------------------------------------------------------------------------------------------ what a click needs

/** A listing's name, price, currency and condition as a chat or alert click carries them (wire Noti fields); the
 * condition in the language of `recipientId` when given (the stored name when that language has none). */
export async function findItemClickFacts(
  db: DbOrTx,
  itemId: string,
  recipientId?: string,
): Promise<{ title: string; price: string; currency: string; condition: string } | undefined> {
  const language = recipientId ? sql`(select u.language from ${users} u where u.id = ${recipientId})` : sql`null::text`;
  const [row] = await db
    .select({
      title: items.title,
      price: items.price,
      currency: currencies.currencySymbol,
      condition: sql<string | null>`coalesce(nullif(${conditions.translations} ->> ${language}, ''), ${conditions.name})`,
    })
    .from(items)
    .leftJoin(currencies, eq(currencies.id, items.itemCurrencyId))
    .leftJoin(conditions, eq(conditions.id, items.conditionOfItemId))
    .where(eq(items.id, itemId))
    .limit(1);
  return row && { title: row.title, price: row.price, currency: row.currency ?? '', condition: row.condition ?? '' };
}
