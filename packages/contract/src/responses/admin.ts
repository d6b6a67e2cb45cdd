/** Wire shapes of the admin area's own records: catalogue rows, audit entries, outbox messages, settings. The
 * catalogue editor and the settings screen are generic (their columns come from CATALOG_FIELDS / the groups), so
 * those records are open maps of strings; the rest are closed. */
import { z } from 'zod';
import { SETTING_GROUPS } from '../admin.ts';
import { wireDate, wireDateOrNull, wireFlag, wireId, wireInt, wireRecord, wireText } from '../wire.ts';
import { wireImageSlot } from './catalog.ts';
import { wireUser } from './users.ts';

/** A catalogue row with every column under its wire (column) name; default_photo / default_icon for the tables
 * that carry pictures; `translations` (language → name) for the simple lookups. Open: the columns depend on the
 * table. */
export const wireCatalogRow = z
  .object({ id: wireId, default_photo: wireImageSlot.optional(), default_icon: wireImageSlot.optional(), translations: z.record(z.string(), wireText).optional() })
  .catchall(z.union([wireText, wireImageSlot]));

export const wireAuditEntry = wireRecord({
  id: wireId,
  actor_user_id: wireText,
  actor_user_name: wireText,
  action: wireText,
  target_type: wireText,
  target_id: wireText,
  /** What the action changed; open (each action records its own fields, nested values as JSON text). */
  detail: z.record(z.string(), wireText),
  added_date: wireDate,
});

export const wireOutboxMessage = wireRecord({
  id: wireId,
  channel: wireText,
  recipient: wireText,
  subject: wireText,
  body: wireText,
  template: wireText,
  status: wireText,
  attempts: wireInt,
  error: wireText,
  added_date: wireDate,
  sent_date: wireDateOrNull,
});

/** admin/users: the User with whether the account is deleted. */
export const wireAdminUser = wireRecord({ ...wireUser.shape, deleted: wireFlag });

/** A settings group as stored: open (the admin screen edits whatever fields the server knows). */
export const wireSettingsGroup = z.record(z.string(), z.union([wireText, z.array(wireText)]));
export const wireAllSettings = z.strictObject(Object.fromEntries(SETTING_GROUPS.map((g) => [g, wireSettingsGroup])) as Record<(typeof SETTING_GROUPS)[number], typeof wireSettingsGroup>);
