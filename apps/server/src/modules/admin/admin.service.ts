/**
 * The admin area's rules. Moderation moves listings along the contract's state machine (staff transitions),
 * stores the reason of a rejection, tells the owner in-app and by e-mail, and writes the audit log. Bans revoke
 * every session at once; system accounts cannot be banned and only an admin may ban staff. The catalogue is
 * edited table by table with the contract's field schemas; a row still referenced elsewhere is not deleted
 * (409). Settings are validated per group and merged over the stored values.
 */
import {
  CATALOG_FIELDS,
  ITEM_STATUS,
  ROLE,
  SETTING_RULES,
  transitionByName,
  type CatalogTable,
  type ItemTransition,
  type SettingGroupName,
} from '@wheeldeal/contract';
import { LANGUAGE_CODES } from '@wheeldeal/i18n';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import { newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { getSettings, SETTING_DEFAULTS, updateSettings, type SettingGroup } from '../settings/settings.service.ts';
import { revokeAllSessions, type SessionUser } from '../auth/sessions.service.ts';
import { findUserById } from '../users/users.repository.ts';
import * as itemsRepo from '../items/items.write.repository.ts';
import { illegalTransition } from '../items/items.write.service.ts';
import { deleteImagesOfParents } from '../media/media.repository.ts';
import { removeFiles } from '../media/media.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { invalidateCatalogCache } from '../catalog/catalog.cache.ts';
import { audit } from './audit.ts';
import { CATALOG } from './catalog-tables.ts';
import * as repo from './admin.repository.ts';

// ------------------------------------------------------------------------------------------ moderation

type StaffAction = Extract<ItemTransition['name'], 'approve' | 'reject' | 'disable' | 'enable'>;

/** The owner's notification texts per moderation action. */
const NOTICES: Record<StaffAction, { title: string; body: string }> = {
  approve: { title: 'notify.item_approved_title', body: 'notify.item_approved_body' },
  reject: { title: 'notify.item_rejected_title', body: 'notify.item_rejected_body' },
  disable: { title: 'notify.item_disabled_title', body: 'notify.item_disabled_body' },
  enable: { title: 'notify.item_enabled_title', body: 'notify.item_enabled_body' },
};

/** The item page of the web app: /item/{lower-case title with dashes}?item_id=… */
export function itemLink(publicUrl: string, itemId: string, title: string): string {
  const slug = title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'item';
  return `${publicUrl}/item/${encodeURIComponent(slug)}?item_id=${encodeURIComponent(itemId)}`;
}

export async function moderate(deps: Deps, staff: SessionUser, itemId: string, action: StaffAction, reason = ''): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await itemsRepo.lockItem(tx, itemId);
    if (!row) throw badRequest('item.invalid_id');
    const transition = transitionByName(action, row.status, 'staff');
    if (!transition) throw illegalTransition(row.status);
    await itemsRepo.updateItem(tx, row.id, {
      status: transition.to,
      rejectReason: transition.needsReason ? reason : transition.to === ITEM_STATUS.published ? '' : row.rejectReason,
    });
    // A listing taken down closes the reports that pointed at it.
    if (action === 'disable') await repo.closeReports(tx, row.id, 'actioned');
    await audit(tx, { actorUserId: staff.userId, action: `item_${action}`, targetType: 'item', targetId: row.id, detail: { from: row.status, to: transition.to, ...(reason ? { reason } : {}) } }, now);
    // The owner's notice and its e-mail commit with the change; the e-mail is a queued job, so a mail server
    // that is down delays it without holding up (or undoing) the moderation.
    await notifyUser(deps, tx, {
      userId: row.addedUserId,
      flag: 'approval',
      titleKey: NOTICES[action].title,
      messageKey: NOTICES[action].body,
      vars: { title: row.title, reason },
      data: { item_id: row.id, status: String(transition.to) },
      email: { template: `item_${action}`, link: itemLink(deps.config.publicUrl, row.id, row.title) },
    });
  });
}

const ADMIN_STATUS: Record<string, number | null> = { ...ITEM_STATUS, all: null };

export const pendingItemIds = (deps: Deps, page: Page) => repo.pendingItemIds(deps.db, page);
export const adminItemIds = (deps: Deps, status: string, keyword: string, page: Page) => repo.adminItemIds(deps.db, ADMIN_STATUS[status] ?? null, keyword, page);
export const reportedItems = (deps: Deps, page: Page) => repo.reportedItems(deps.db, page);

export async function dismissReports(deps: Deps, staff: SessionUser, itemId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const n = await repo.closeReports(tx, itemId, 'dismissed');
    if (n === 0) throw notFound('record_not_found');
    await audit(tx, { actorUserId: staff.userId, action: 'report_dismiss', targetType: 'item', targetId: itemId, detail: { reports: n } }, now);
  });
}

// ------------------------------------------------------------------------------------------ users

export const findUsers = (deps: Deps, status: string, keyword: string, page: Page) => repo.findUsers(deps.db, status, keyword, page);

export async function setBan(deps: Deps, staff: SessionUser, userId: string, banned: boolean): Promise<repo.UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw badRequest('auth.user_id_invalid');
  if (banned) {
    if (user.isSysAdmin) throw forbidden('auth.system_account');
    if (user.id === staff.userId) throw forbidden('admin.cannot_ban_self');
    if (user.roleId !== ROLE.user && staff.roleId !== ROLE.admin) throw forbidden('admin.cannot_ban_staff');
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.setBanned(tx, user.id, banned, now);
    await audit(tx, { actorUserId: staff.userId, action: banned ? 'user_ban' : 'user_unban', targetType: 'user', targetId: user.id }, now);
    return updated;
  });
  if (banned) await revokeAllSessions(deps, user.id);
  return row;
}

// ------------------------------------------------------------------------------------------ catalogue

const isFkViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } })?.code === '23503' || (err as { cause?: { code?: string } })?.cause?.code === '23503';

export const catalogRows = (deps: Deps, table: CatalogTable, keyword: string, page: Page) => repo.catalogRows(deps.db, CATALOG[table], keyword, page);

/** Field values (wire strings) → column values of the table. */
function toColumns(table: CatalogTable, fields: Record<string, unknown>): Record<string, unknown> {
  const cols = repo.columnsByName(CATALOG[table]);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const col = cols.get(name);
    if (!col) continue;
    const type = col.column.columnType;
    if (type === 'PgBoolean') out[col.key] = value === '1';
    else if (type === 'PgSmallInt' || type === 'PgInteger' || type === 'PgDoublePrecision') out[col.key] = Number(value);
    else out[col.key] = value;
  }
  return out;
}

export async function saveCatalogRow(deps: Deps, staff: SessionUser, table: CatalogTable, id: string, raw: Record<string, unknown>, t: Translate): Promise<Record<string, unknown>> {
  const def = CATALOG[table];
  const fields = parseOrThrow(CATALOG_FIELDS[table] as z.ZodType<Record<string, unknown>>, raw, t);
  const values = toColumns(table, fields);
  const now = deps.clock.now();
  try {
    const saved = await deps.db.transaction(async (tx) => {
      let row: Record<string, unknown> | undefined;
      if (id) {
        row = await repo.updateCatalogRow(tx, def, id, { ...values, updatedDate: now });
        if (!row) throw notFound('record_not_found');
      } else {
        row = await repo.insertCatalogRow(tx, def, { ...values, id: newId(def.idPrefix), addedDate: now });
      }
      if (table === 'currencies' && fields.is_default === '1') await repo.clearDefaultCurrency(tx, def, row.id as string);
      await audit(tx, { actorUserId: staff.userId, action: id ? 'catalog_update' : 'catalog_create', targetType: table, targetId: row.id as string, detail: fields }, now);
      return row;
    });
    // Item answers read catalogue names from an in-memory copy; an edit must show at once.
    invalidateCatalogCache(deps.db);
    return saved;
  } catch (err) {
    if (isFkViolation(err)) throw badRequest('validation.invalid', { field: def.parentField ?? 'id' });
    throw err;
  }
}

export async function deleteCatalogRow(deps: Deps, staff: SessionUser, table: CatalogTable, id: string): Promise<void> {
  const def = CATALOG[table];
  const now = deps.clock.now();
  let removed: Awaited<ReturnType<typeof deleteImagesOfParents>> = [];
  try {
    await deps.db.transaction(async (tx) => {
      const used = await repo.referenceCount(tx, def, id);
      if (used > 0) throw conflict('admin.catalog_in_use', { count: used });
      if (!(await repo.deleteCatalogRow(tx, def, id, now))) throw notFound('record_not_found');
      if (def.imageTypes.length) removed = await deleteImagesOfParents(tx, [id], def.imageTypes);
      await audit(tx, { actorUserId: staff.userId, action: 'catalog_delete', targetType: table, targetId: id }, now);
    });
  } catch (err) {
    // A row referenced between our count and the delete: the foreign key still says no.
    if (isFkViolation(err)) throw conflict('admin.catalog_in_use', { count: 1 });
    throw err;
  }
  invalidateCatalogCache(deps.db);
  await removeFiles(deps, removed);
}

export async function requireCatalogRow(deps: Deps, table: CatalogTable, id: string): Promise<void> {
  if (!(await repo.catalogRow(deps.db, CATALOG[table], id))) throw notFound('record_not_found');
}

// ------------------------------------------------------------------------------------------ settings

const languageCode = z.enum(LANGUAGE_CODES);

/** The schema of one settings group: every known field optional, unknown fields refused. */
function groupSchema(group: SettingGroupName) {
  const defaults = SETTING_DEFAULTS[group as SettingGroup] as Record<string, unknown>;
  const rules = SETTING_RULES[group] ?? {};
  const shape: Record<string, z.ZodType> = {};
  for (const key of Object.keys(defaults)) {
    if (group === 'frontend_config' && key === 'default_language') shape[key] = languageCode;
    else if (group === 'frontend_config' && key === 'exclude_language') shape[key] = z.array(languageCode).max(LANGUAGE_CODES.length - 1);
    else shape[key] = rules[key] ?? z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(2000));
  }
  return z.object(shape).partial().strict();
}

export async function updateSettingsGroup(deps: Deps, staff: SessionUser, group: SettingGroupName, values: Record<string, unknown>, t: Translate): Promise<Record<string, unknown>> {
  const known = SETTING_DEFAULTS[group as SettingGroup] as Record<string, unknown>;
  const unknownKey = Object.keys(values).find((k) => !(k in known));
  if (unknownKey) throw badRequest('validation.invalid', { field: `values.${unknownKey}` });
  const patch = parseOrThrow(groupSchema(group), values, t) as Record<string, unknown>;
  if (group === 'frontend_config') {
    const current = (await getSettings(deps.db, ['frontend_config'])).frontend_config;
    const def = (patch.default_language as string | undefined) ?? current.default_language;
    const excluded = (patch.exclude_language as string[] | undefined) ?? current.exclude_language;
    if (excluded.includes(def)) throw badRequest('validation.invalid', { field: 'values.exclude_language' });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateSettings(tx, group as SettingGroup, patch as never);
    await audit(tx, { actorUserId: staff.userId, action: 'settings_update', targetType: 'settings', targetId: group, detail: patch }, now);
  });
  return (await getSettings(deps.db, [group as SettingGroup]))[group as SettingGroup] as Record<string, unknown>;
}

export const allSettings = (deps: Deps) => getSettings(deps.db);

// ------------------------------------------------------------------------------------------ logs

export const auditRows = (deps: Deps, filter: { action: string; actorUserId: string }, page: Page) => repo.auditRows(deps.db, filter, page);
export const outboxRows = (deps: Deps, filter: { channel: string; recipient: string }, page: Page) => repo.outboxRows(deps.db, filter, page);

