/**
 * The admin area's own rules: the catalogue is edited table by table with the contract's field schemas (a row
 * still referenced elsewhere is not deleted: 409); settings are validated per group and merged over the stored
 * values; the audit log and the outbox are read. Moderation is the items module's and bans the users module's:
 * the admin routes call their services.
 */
import { CATALOG_FIELDS, SETTING_RULES, toMinor, type CatalogTable, type SettingGroupName } from '@wheeldeal/contract';
import { LANGUAGE_CODES } from '@wheeldeal/i18n';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import { newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { audit, auditRows as readAuditRows } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { invalidateCatalogCache, type ImageRow } from '../catalog/index.ts';
import { deleteImagesOfParents, findImagesOf, removeFiles } from '../media/index.ts';
import { getSettings, SETTING_DEFAULTS, updateSettings, type SettingGroup } from '../settings/index.ts';
import { CATALOG } from './catalog-tables.ts';
import * as repo from './admin.repository.ts';

// ------------------------------------------------------------------------------------------ catalogue

const isFkViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } })?.code === '23503' || (err as { cause?: { code?: string } })?.cause?.code === '23503';

/** Rows of a catalogue table by keyword, with the first picture of each kind the table carries
 * (`${rowId}|${imgType}` → image). */
export async function catalogRows(deps: Deps, table: CatalogTable, keyword: string, page: Page): Promise<{ rows: Record<string, unknown>[]; pictures: Map<string, ImageRow> }> {
  const def = CATALOG[table];
  const rows = await repo.catalogRows(deps.db, def, keyword, page);
  const pictures = new Map<string, ImageRow>();
  if (def.imageTypes.length && rows.length) {
    for (const img of await findImagesOf(
      deps.db,
      rows.map((r) => String(r.id)),
      def.imageTypes,
    )) {
      const key = `${img.imgParentId}|${img.imgType}`;
      if (!pictures.has(key)) pictures.set(key, img);
    }
  }
  return { rows, pictures };
}

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
  if (group === 'payment') {
    // The price of a promotion day must be chargeable in the site currency (5.5 JPY cannot be; issue 13).
    const current = (await getSettings(deps.db, ['payment'])).payment;
    const currency = String(patch.currency_short_form ?? current.currency_short_form).toUpperCase();
    if (toMinor(String(patch.oneday ?? current.oneday), currency) === null) throw badRequest('validation.invalid', { field: 'values.oneday' });
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

export const auditRows = (deps: Deps, filter: { action: string; actorUserId: string }, page: Page) => readAuditRows(deps.db, filter, page);
export const outboxRows = (deps: Deps, filter: { channel: string; recipient: string }, page: Page) => repo.outboxRows(deps.db, filter, page);

