/** SQL of the admin area: moderation queues, reports, users, the catalogue tables, the audit log and the outbox. */
import { and, asc, desc, eq, getTableColumns, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ITEM_STATUS, USER_STATUS } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, deleteHistory, itemReports, items, outbox, users } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import type { CatalogDef } from './catalog-tables.ts';


// ------------------------------------------------------------------------------------------ items

/** The moderation queue: pending listings, the longest waiting first. */
export async function pendingItemIds(db: DbOrTx, page: Page): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.status, ITEM_STATUS.pending))
    .orderBy(asc(sql`coalesce(${items.updatedDate}, ${items.addedDate})`), asc(items.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

export async function adminItemIds(db: DbOrTx, status: number | null, keyword: string, page: Page): Promise<string[]> {
  const conds: (SQL | undefined)[] = [status === null ? undefined : eq(items.status, status)];
  if (keyword) conds.push(or(ilike(items.title, containsPattern(keyword)), eq(items.id, keyword), eq(items.addedUserId, keyword)));
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(...conds))
    .orderBy(desc(items.addedDate), desc(items.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

export interface ReportSummary {
  itemId: string;
  count: number;
  reasons: string[];
  lastReported: Date;
}

/** Items with open reports, the most reported first. */
export async function reportedItems(db: DbOrTx, page: Page): Promise<ReportSummary[]> {
  const rows = await db
    .select({
      itemId: itemReports.itemId,
      count: sql<number>`count(*)::int`,
      reasons: sql<string[]>`coalesce(array_agg(${itemReports.reason} order by ${itemReports.addedDate} desc) filter (where ${itemReports.reason} <> ''), '{}')`,
      lastReported: sql<string>`max(${itemReports.addedDate})`,
    })
    .from(itemReports)
    .where(eq(itemReports.status, 'open'))
    .groupBy(itemReports.itemId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${itemReports.addedDate})`), asc(itemReports.itemId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r, lastReported: new Date(r.lastReported) }));
}

/** Closes the open reports of an item; answers how many. */
export async function closeReports(db: DbOrTx, itemId: string, outcome: 'dismissed' | 'actioned'): Promise<number> {
  const rows = await db
    .update(itemReports)
    .set({ status: outcome })
    .where(and(eq(itemReports.itemId, itemId), eq(itemReports.status, 'open')))
    .returning({ id: itemReports.id });
  return rows.length;
}

// ------------------------------------------------------------------------------------------ users

export type UserRow = typeof users.$inferSelect;

const USER_FILTERS: Record<string, SQL | undefined> = {
  all: isNull(users.deletedAt),
  active: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.active), eq(users.isBanned, false)),
  pending: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.pending)),
  unpublished: and(isNull(users.deletedAt), eq(users.status, USER_STATUS.unpublished)),
  banned: and(isNull(users.deletedAt), eq(users.isBanned, true)),
  deleted: isNotNull(users.deletedAt),
};

export async function findUsers(db: DbOrTx, status: string, keyword: string, page: Page): Promise<UserRow[]> {
  const kw = keyword ? or(ilike(users.userName, containsPattern(keyword)), ilike(users.userEmail, containsPattern(keyword)), eq(users.id, keyword), eq(users.userPhone, keyword)) : undefined;
  return db
    .select()
    .from(users)
    .where(and(USER_FILTERS[status], kw))
    .orderBy(asc(users.userName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function setBanned(db: DbOrTx, userId: string, banned: boolean, now: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ isBanned: banned, updatedDate: now }).where(eq(users.id, userId)).returning();
  return row!;
}

// ------------------------------------------------------------------------------------------ catalogue

/** Property key of each database column name of a catalogue table. */
export function columnsByName(def: CatalogDef): Map<string, { key: string; column: AnyPgColumn }> {
  return new Map(Object.entries(getTableColumns(def.table)).map(([key, column]) => [(column as AnyPgColumn).name, { key, column: column as AnyPgColumn }]));
}

export async function catalogRows(db: DbOrTx, def: CatalogDef, keyword: string, page: Page): Promise<Record<string, unknown>[]> {
  return (db as any)
    .select()
    .from(def.table)
    .where(keyword ? or(ilike(def.search, containsPattern(keyword)), eq(def.table.id, keyword)) : undefined)
    .orderBy(...def.orderBy.map((c) => asc(c)), asc(def.table.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function catalogRow(db: DbOrTx, def: CatalogDef, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await (db as any).select().from(def.table).where(eq(def.table.id, id)).limit(1);
  return row;
}

export async function insertCatalogRow(db: DbOrTx, def: CatalogDef, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [row] = await (db as any).insert(def.table).values(values).returning();
  return row;
}

export async function updateCatalogRow(db: DbOrTx, def: CatalogDef, id: string, values: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const [row] = await (db as any).update(def.table).set(values).where(eq(def.table.id, id)).returning();
  return row;
}

/** Clears the default flag of every other currency. */
export async function clearDefaultCurrency(db: DbOrTx, def: CatalogDef, exceptId: string): Promise<void> {
  const cols = columnsByName(def);
  const flag = cols.get('is_default')!.column;
  await (db as any)
    .update(def.table)
    .set({ [cols.get('is_default')!.key]: false })
    .where(and(eq(flag, true), sql`${def.table.id} <> ${exceptId}`));
}

/** How many rows point at `id` from the tables that reference it. */
export async function referenceCount(db: DbOrTx, def: CatalogDef, id: string): Promise<number> {
  let total = 0;
  for (const column of def.referencedBy) {
    const [row] = await (db as any).select({ n: sql<number>`count(*)::int` }).from(column.table).where(eq(column, id));
    total += Number(row?.n ?? 0);
  }
  return total;
}

export async function deleteCatalogRow(db: DbOrTx, def: CatalogDef, id: string, now: Date): Promise<boolean> {
  const rows = await (db as any).delete(def.table).where(eq(def.table.id, id)).returning({ id: def.table.id });
  if (rows.length === 0) return false;
  await db.insert(deleteHistory).values({ id: newId(ID_PREFIX.history), typeId: id, typeName: def.historyType, deletedDate: now });
  return true;
}

// ------------------------------------------------------------------------------------------ logs

export async function auditRows(db: DbOrTx, filter: { action: string; actorUserId: string }, page: Page) {
  return db
    .select({ log: auditLogs, actorName: users.userName })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .where(and(filter.action ? eq(auditLogs.action, filter.action) : undefined, filter.actorUserId ? eq(auditLogs.actorUserId, filter.actorUserId) : undefined))
    .orderBy(desc(auditLogs.addedDate), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function outboxRows(db: DbOrTx, filter: { channel: string; recipient: string }, page: Page) {
  return db
    .select()
    .from(outbox)
    .where(and(filter.channel ? eq(outbox.channel, filter.channel) : undefined, filter.recipient ? ilike(outbox.recipient, containsPattern(filter.recipient)) : undefined))
    .orderBy(desc(outbox.addedDate), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}
