/** SQL of reported conversations in the admin area: open reports with their conversation, the reported user's
 * messages (never the reporter's), and closing a report. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatHeaders, chatMessages, chatReports, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';

export type ChatReportRow = typeof chatReports.$inferSelect & { itemId: string };
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Open reports, newest first, with the conversation's item. */
export async function openReports(db: DbOrTx, page: Page): Promise<ChatReportRow[]> {
  const rows = await db
    .select({ report: chatReports, itemId: chatHeaders.itemId })
    .from(chatReports)
    .innerJoin(chatHeaders, eq(chatHeaders.id, chatReports.chatHeaderId))
    .where(eq(chatReports.status, 'open'))
    .orderBy(desc(chatReports.addedDate), desc(chatReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r.report, itemId: r.itemId }));
}

/**
 * The latest `max` messages `senderUserId` wrote in each conversation of `pairs`, oldest first, and how many
 * they wrote in all. Only that sender's rows are read: the reporter's side never leaves the database.
 */
export async function messagesBy(db: DbOrTx, pairs: readonly { chatHeaderId: string; senderUserId: string }[], max: number) {
  const out = new Map<string, { rows: ChatMessageRow[]; total: number }>();
  for (const { chatHeaderId, senderUserId } of pairs) {
    const bySender = and(eq(chatMessages.chatHeaderId, chatHeaderId), eq(chatMessages.senderUserId, senderUserId));
    const rows = await db.select().from(chatMessages).where(bySender).orderBy(desc(chatMessages.seq)).limit(max);
    const [total] = await db.select({ n: count() }).from(chatMessages).where(bySender);
    out.set(`${chatHeaderId}|${senderUserId}`, { rows: rows.reverse(), total: Number(total?.n ?? 0) });
  }
  return out;
}

/** Live users by id (a deleted account is shown as the empty user). */
export async function usersByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(and(inArray(users.id, [...new Set(ids)]), sql`${users.deletedAt} is null`));
}

export async function findReport(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(chatReports).where(eq(chatReports.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Closes one open report; false when it was not open. */
export async function closeReport(db: DbOrTx, id: string, status: 'dismissed' | 'actioned'): Promise<boolean> {
  const rows = await db
    .update(chatReports)
    .set({ status })
    .where(and(eq(chatReports.id, id), eq(chatReports.status, 'open')))
    .returning({ id: chatReports.id });
  return rows.length > 0;
}

/** Closes every open report of conversations against `reportedUserId` as actioned (after a ban); how many. */
export async function actionReportsAgainst(db: DbOrTx, reportedUserId: string): Promise<number> {
  const rows = await db
    .update(chatReports)
    .set({ status: 'actioned' })
    .where(and(eq(chatReports.reportedUserId, reportedUserId), eq(chatReports.status, 'open')))
    .returning({ id: chatReports.id });
  return rows.length;
}
