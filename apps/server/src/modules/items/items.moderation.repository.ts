/** SQL of moderation: the queue of pending listings, the staff's listing search, reports and their closing. */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ITEM_STATUS } from '@wheeldeal/contract';
import { containsPattern } from '../../db/like.ts';
import type { DbOrTx } from '../../db/client.ts';
import { itemReports, items } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';

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
