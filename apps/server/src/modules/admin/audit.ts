/** The audit log of staff actions (audit_logs): who did what to which record, with details. */
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';

export interface AuditEntry {
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
    id: newId(ID_PREFIX.audit),
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    addedDate: now,
  });
}
