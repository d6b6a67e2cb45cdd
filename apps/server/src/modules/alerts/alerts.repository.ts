/** Reads and writes of make subscriptions, saved searches and digest entries, and the listing an alert is about. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertDigestEntries, notifications, savedSearches, subcategorySubscriptions, users } from '../../db/schema.ts';
import { notificationUnreadCount } from '../notifications/index.ts';
import type { Page } from '../../http/paging.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchInsert = typeof savedSearches.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

// ------------------------------------------------------------------------------------------ the listing

export interface AlertItem {
  id: string;
  title: string;
  price: string;
  status: number;
  ownerId: string;
  makeName: string;
  currency: string;
  /** The condition's stored name, and its names by language (catalogue translations). */
  condition: string;
  conditionTranslations: Partial<Record<string, string>>;
}

export async function alertItem(db: DbOrTx, id: string): Promise<AlertItem | undefined> {
  const { rows } = await db.execute(sql`select i.id, i.title, i.price::text as price, i.status, i.added_user_id as "ownerId",
      coalesce(s.name, '') as "makeName", coalesce(c.currency_symbol, '') as currency, coalesce(cd.name, '') as condition,
      coalesce(cd.translations, '{}'::jsonb) as "conditionTranslations"
    from items i left join subcategories s on s.id = i.sub_cat_id left join currencies c on c.id = i.item_currency_id
      left join conditions cd on cd.id = i.condition_of_item_id
    where i.id = ${id}`);
  const r = rows[0] as (AlertItem & { status: number | string }) | undefined;
  return r && { ...r, status: Number(r.status) };
}

/** New notifications to show as toasts, each with its reader's language and unread count. */
export async function notificationsForToast(db: DbOrTx, ids: string[]): Promise<{ row: NotificationRow; language: string; unread: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: notifications, language: users.language, joined: users.addedDate })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(inArray(notifications.id, ids));
  return Promise.all(rows.map(async (r) => ({ row: r.row, language: r.language, unread: await notificationUnreadCount(db, r.row.userId!, r.language, r.joined) })));
}

// ------------------------------------------------------------------------------------------ make subscriptions

/** A published make (and its category), or undefined. */
export async function publishedMake(db: DbOrTx, subCatId: string): Promise<{ id: string; catId: string } | undefined> {
  const { rows } = await db.execute(sql`select s.id, s.cat_id as "catId" from subcategories s join categories c on c.id = s.cat_id
    where s.id = ${subCatId} and s.status = 1 and c.status = 1`);
  return rows[0] as { id: string; catId: string } | undefined;
}

/** Toggles the user's subscription to a make; true when now subscribed. */
export async function toggleSubscription(db: DbOrTx, userId: string, subCatId: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(subcategorySubscriptions).values({ userId, subCatId, addedDate: now }).onConflictDoNothing().returning();
  if (inserted.length > 0) return true;
  await db.delete(subcategorySubscriptions).where(and(eq(subcategorySubscriptions.userId, userId), eq(subcategorySubscriptions.subCatId, subCatId)));
  return false;
}

export async function unsubscribeMake(db: DbOrTx, userId: string, subCatId: string): Promise<void> {
  await db.delete(subcategorySubscriptions).where(and(eq(subcategorySubscriptions.userId, userId), eq(subcategorySubscriptions.subCatId, subCatId)));
}

export interface SubscribedMakeRow {
  subCatId: string;
  subCatName: string;
  catId: string;
  catName: string;
  /** The category's name per language (migration 0020). */
  catTranslations: Record<string, string>;
  addedDate: Date;
}

export async function subscribedMakes(db: DbOrTx, userId: string, page: Page): Promise<SubscribedMakeRow[]> {
  const { rows } = await db.execute(sql`select s.id as "subCatId", s.name as "subCatName", c.id as "catId", c.cat_name as "catName", c.translations as "catTranslations", ss.added_date as "addedDate"
    from subcategory_subscriptions ss join subcategories s on s.id = ss.sub_cat_id join categories c on c.id = s.cat_id
    where ss.user_id = ${userId} order by s.name, s.id limit ${page.limit} offset ${page.offset}`);
  return (rows as unknown as (SubscribedMakeRow & { addedDate: Date | string })[]).map((r) => ({ ...r, addedDate: new Date(r.addedDate) }));
}

// ------------------------------------------------------------------------------------------ saved searches

/** Inserts a saved search unless the user already has `max`; the count and the insert are one statement under a
 * lock on the user's row, so two requests at once cannot both take the last place. */
export async function insertSavedSearch(db: DbOrTx, row: SavedSearchInsert, max: number): Promise<SavedSearchRow | undefined> {
  await db.execute(sql`select 1 from users where id = ${row.userId} for update`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from saved_searches where user_id = ${row.userId}`)).rows as [{ n: number }];
  if (n >= max) return undefined;
  const [inserted] = await db.insert(savedSearches).values(row).returning();
  return inserted;
}

export async function savedSearchOf(db: DbOrTx, userId: string, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row;
}

export const savedSearchesOf = (db: DbOrTx, userId: string, page: Page) =>
  db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.addedDate), asc(savedSearches.id)).limit(page.limit).offset(page.offset);

export async function updateSavedSearch(db: DbOrTx, userId: string, id: string, patch: Partial<SavedSearchInsert>): Promise<SavedSearchRow | undefined> {
  const [row] = await db.update(savedSearches).set(patch).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning();
  return row;
}

export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** One-click unsubscribe of a saved search (no session: the token names it). */
export async function turnOffSavedSearch(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(savedSearches).set({ frequency: 'off', updatedDate: now }).where(eq(savedSearches.id, id));
}

// ------------------------------------------------------------------------------------------ daily digest

/** Users with matches waiting for the digest. */
export async function digestUsers(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: alertDigestEntries.userId }).from(alertDigestEntries);
  return rows.map((r) => r.userId);
}

export interface DigestEntry {
  searchId: string;
  searchName: string;
  itemId: string;
  itemTitle: string;
  price: string;
  currency: string;
}

/** A user's waiting entries, locked (a second digest run waits, then finds them gone): still-daily searches only,
 * published listings only; the others are dropped with the sent ones. */
export async function lockDigestEntries(db: DbOrTx, userId: string): Promise<{ send: DigestEntry[]; all: { searchId: string; itemId: string }[] }> {
  const { rows } = await db.execute(sql`select e.saved_search_id as "searchId", s.name as "searchName", s.frequency, e.item_id as "itemId",
      i.title as "itemTitle", i.price::text as price, i.status, coalesce(c.currency_symbol, '') as currency
    from alert_digest_entries e join saved_searches s on s.id = e.saved_search_id join items i on i.id = e.item_id
      left join currencies c on c.id = i.item_currency_id
    where e.user_id = ${userId} order by s.name, s.id, e.added_date, e.item_id for update of e`);
  const all = rows as unknown as (DigestEntry & { frequency: string; status: number | string })[];
  return { send: all.filter((r) => r.frequency === 'daily' && Number(r.status) === 1), all };
}

export async function deleteDigestEntries(db: DbOrTx, userId: string, entries: { searchId: string; itemId: string }[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`delete from alert_digest_entries e using jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) d("searchId" text, "itemId" text)
    where e.user_id = ${userId} and e.saved_search_id = d."searchId" and e.item_id = d."itemId"`);
}

export async function markDigestSent(db: DbOrTx, searchIds: string[], now: Date): Promise<void> {
  if (searchIds.length > 0) await db.update(savedSearches).set({ lastDigestAt: now }).where(inArray(savedSearches.id, searchIds));
}
