/** The audit log of staff actions (audit_logs): who did what to which record, with details. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, users } from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';

export interface AuditEntry {
  /** Given when another record of the same action keys on it (a notification); new otherwise. */
  id?: string;
  actorUserId: string;
  /** item_approve, item_reject, user_ban, catalog_delete, settings_update, … */
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

/** Records one staff action; pass the transaction of the change so both commit together. */
export async function audit(db: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLogs).values({
    id: entry.id ?? newId(ID_PREFIX.audit),
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    addedDate: now,
  });
}

/** The log, newest first, optionally by action and actor, with the actor's name. */
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
