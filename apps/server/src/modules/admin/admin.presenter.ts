/** Wire shapes of the admin area's own records: catalogue rows (every column, by its wire name), audit entries
 * and outbox messages. Every scalar a string. (Items and users are presented by their own modules.) */
import type { WireOf, wireAuditEntry, wireCatalogRow, wireOutboxMessage } from '@wheeldeal/contract';
import { presentImage, type ImageRow } from '../catalog/index.ts';
import { flag, str, wireDate } from '../../lib/wire.ts';
import type { CatalogDef } from './catalog-tables.ts';
import { columnsByName } from './admin.repository.ts';
import type { auditLogs, outbox } from '../../db/schema.ts';

/** A lookup's translations (its only JSON column) as language → name, strings only. */
const translationsOf = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(v && typeof v === 'object' ? v : {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/** A catalogue row with every column under its wire (column) name; `default_photo` / `default_icon` for the
 * tables that carry pictures. */
export function presentCatalogRow(def: CatalogDef, row: Record<string, unknown>, pictures: Map<string, ImageRow> = new Map()): WireOf<typeof wireCatalogRow> {
  const out: WireOf<typeof wireCatalogRow> = { id: String(row.id) };
  for (const [name, { key, column }] of columnsByName(def)) {
    const v = row[key];
    if (column.columnType === 'PgJsonb') out.translations = translationsOf(v);
    else out[name] = v instanceof Date ? wireDate(v) : column.columnType === 'PgBoolean' ? flag(v) : str(v);
  }
  const id = String(row.id);
  if (def.imageTypes.length) {
    out.default_photo = presentImage(pictures.get(`${id}|${def.imageTypes[0]}`));
    if (def.imageTypes.includes('category-icon')) out.default_icon = presentImage(pictures.get(`${id}|category-icon`));
  }
  return out;
}

const detailOf = (detail: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (detail && typeof detail === 'object') for (const [k, v] of Object.entries(detail)) out[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : str(v);
  return out;
};

export function presentAudit(log: typeof auditLogs.$inferSelect, actorName: string | null): WireOf<typeof wireAuditEntry> {
  return {
    id: log.id,
    actor_user_id: log.actorUserId,
    actor_user_name: str(actorName),
    action: log.action,
    target_type: log.targetType,
    target_id: log.targetId,
    detail: detailOf(log.detail),
    added_date: wireDate(log.addedDate),
  };
}

export function presentOutbox(m: typeof outbox.$inferSelect): WireOf<typeof wireOutboxMessage> {
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    template: m.template,
    status: m.status,
    attempts: String(m.attempts),
    error: m.error,
    added_date: wireDate(m.addedDate),
    sent_date: wireDate(m.sentDate),
  };
}
