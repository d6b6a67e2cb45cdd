/**
 * The admin area's calls (`admin/*`). Staff (admin and moderator) moderate, handle reports and users and read
 * the catalogue, settings and audit log; configuration that can break the site (catalogue writes, settings) and
 * the outbox (it holds codes and reset links) are for admins only. Everyone else: 403.
 */
import { z } from 'zod';
import {
  adminItemIdBody,
  adminItemRejectBody,
  adminItemsBody,
  adminReportDismissBody,
  adminUserIdBody,
  adminUsersBody,
  auditLogBody,
  catalogDeleteBody,
  catalogListBody,
  catalogSaveBody,
  catalogUploadFields,
  LIMITS,
  outboxBody,
  settingsUpdateBody,
  UPLOAD_LIMITS,
} from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { badRequest } from '../../lib/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { presentImage } from '../catalog/catalog.presenter.ts';
import { getItemWire, presentItemIds } from '../items/items.read.service.ts';
import { findImagesOf } from '../media/media.repository.ts';
import { uploadCatalogImage } from '../media/media.service.ts';
import { requireFile, withUploadLimit } from '../media/upload.ts';
import { presentUser } from '../users/users.presenter.ts';
import { CATALOG } from './catalog-tables.ts';
import { presentAudit, presentCatalogRow, presentOutbox, reportFields } from './admin.presenter.ts';
import * as service from './admin.service.ts';

const paging = { limit: z.union([z.string(), z.number()]).optional(), offset: z.union([z.string(), z.number()]).optional() };

/** limit/offset from the path, else from the body. */
function pageFrom(ctx: ActionContext<unknown>, size: number) {
  const b = (ctx.body ?? {}) as { limit?: unknown; offset?: unknown };
  const pick = (arg: string | undefined, v: unknown) => arg ?? (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return pageOf({ limit: pick(ctx.args.limit, b.limit), offset: pick(ctx.args.offset, b.offset) }, size);
}

const staffItems = (ctx: ActionContext<unknown>, ids: string[]) => presentItemIds(ctx.deps, ids, ctx.session!.userId, ctx.t, { viewerIsStaff: true });
const staffItem = (ctx: ActionContext<unknown>, id: string) => getItemWire(ctx.deps, id, ctx.session!.userId, ctx.t, { viewerIsStaff: true });

const moderation = (action: 'approve' | 'disable' | 'enable', summary: string) =>
  defineAction({
    resource: 'admin',
    action: `item_${action}`,
    method: 'POST',
    auth: 'staff',
    summary,
    body: adminItemIdBody,
    async handler(ctx) {
      await service.moderate(ctx.deps, ctx.session!, ctx.body.item_id, action);
      return staffItem(ctx, ctx.body.item_id);
    },
  });

export const adminActions = [
  // ---------------------------------------------------------------------------------------- moderation
  defineAction({
    resource: 'admin',
    action: 'items_pending',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'The moderation queue: pending listings, longest waiting first; each Item also carries `images` (every photo). + limit/offset.',
    body: z.object(paging).optional().default({}),
    async handler(ctx) {
      const ids = await service.pendingItemIds(ctx.deps, pageFrom(ctx, LIMITS.itemPageSize));
      const [wires, photos] = await Promise.all([staffItems(ctx, ids), findImagesOf(ctx.deps.db, ids, ['item'])]);
      return wires.map((w) => ({ ...w, images: photos.filter((p) => p.imgParentId === w.id).map(presentImage) }));
    },
  }),
  moderation('approve', 'Approve a pending (or rejected) listing: published; the owner is notified in-app and by e-mail. Answers the Item.'),
  defineAction({
    resource: 'admin',
    action: 'item_reject',
    method: 'POST',
    auth: 'staff',
    summary: 'Reject a pending or published listing with a reason (required; stored in reject_reason and sent to the owner). Answers the Item.',
    body: adminItemRejectBody,
    async handler(ctx) {
      await service.moderate(ctx.deps, ctx.session!, ctx.body.item_id, 'reject', ctx.body.reason);
      return staffItem(ctx, ctx.body.item_id);
    },
  }),
  moderation('disable', 'Disable a listing (taken down; its open reports are closed as actioned); the owner is notified. Answers the Item.'),
  moderation('enable', 'Enable a disabled listing again (published); the owner is notified. Answers the Item.'),
  defineAction({
    resource: 'admin',
    action: 'items',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Listings by state (status published | disabled | rejected | pending | hidden | all) and keyword (title, item id or owner id), newest first. + limit/offset.',
    body: adminItemsBody.extend(paging),
    async handler(ctx) {
      return staffItems(ctx, await service.adminItemIds(ctx.deps, ctx.body.status, ctx.body.keyword, pageFrom(ctx, LIMITS.itemPageSize)));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'reported_items',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Listings with open reports, most reported first; each Item carries report_count, report_reasons (array) and last_reported_date. + limit/offset.',
    body: z.object(paging).optional().default({}),
    async handler(ctx) {
      const reports = await service.reportedItems(ctx.deps, pageFrom(ctx, LIMITS.itemPageSize));
      const wires = await staffItems(ctx, reports.map((r) => r.itemId));
      return wires.map((w) => ({ ...w, ...reportFields(reports.find((r) => r.itemId === w.id)!) }));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'report_dismiss',
    method: 'POST',
    auth: 'staff',
    summary: 'Dismiss every open report of a listing (404 when it has none).',
    body: adminReportDismissBody,
    async handler(ctx) {
      await service.dismissReports(ctx.deps, ctx.session!, ctx.body.item_id);
      return success(ctx, 'admin.reports_dismissed');
    },
  }),

  // ---------------------------------------------------------------------------------------- users
  defineAction({
    resource: 'admin',
    action: 'users',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Users by status (all | active | pending | unpublished | banned | deleted) and keyword (name, e-mail, phone or id), by name. + limit/offset.',
    body: adminUsersBody.extend(paging),
    async handler(ctx) {
      const rows = await service.findUsers(ctx.deps, ctx.body.status, ctx.body.keyword, pageFrom(ctx, LIMITS.listPageSize));
      const view = { viewerId: ctx.session!.userId, viewerIsStaff: true, now: ctx.deps.clock.now(), t: ctx.t };
      return rows.map((u) => ({ ...presentUser(u, view), deleted: u.deletedAt ? '1' : '0' }));
    },
  }),
  ...([true, false] as const).map((banned) =>
    defineAction({
      resource: 'admin',
      action: banned ? 'user_ban' : 'user_unban',
      method: 'POST',
      auth: 'staff',
      summary: banned
        ? 'Ban a user: every session ends at once. A system account cannot be banned (403); only an admin may ban staff. Answers the User.'
        : 'Lift a ban. Answers the User.',
      body: adminUserIdBody,
      async handler(ctx) {
        const user = await service.setBan(ctx.deps, ctx.session!, ctx.body.user_id, banned);
        return presentUser(user, { viewerId: ctx.session!.userId, viewerIsStaff: true, now: ctx.deps.clock.now(), t: ctx.t });
      },
    }),
  ),

  // ---------------------------------------------------------------------------------------- catalogue
  defineAction({
    resource: 'admin',
    action: 'catalog_list',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Rows of a catalogue table (table: categories | subcategories | models | item_types | price_types | conditions | deal_options | fuel_types | transmissions | colors | body_styles | seller_types | vehicle_types | states | tags | currencies | locations | townships), by keyword. + limit/offset.',
    body: catalogListBody.extend(paging),
    async handler(ctx) {
      const def = CATALOG[ctx.body.table];
      const rows = await service.catalogRows(ctx.deps, ctx.body.table, ctx.body.keyword, pageFrom(ctx, LIMITS.listPageSize));
      const pictures = new Map<string, Awaited<ReturnType<typeof findImagesOf>>[number]>();
      if (def.imageTypes.length && rows.length) {
        for (const img of await findImagesOf(ctx.deps.db, rows.map((r) => String(r.id)), def.imageTypes)) {
          const key = `${img.imgParentId}|${img.imgType}`;
          if (!pictures.has(key)) pictures.set(key, img);
        }
      }
      return rows.map((r) => presentCatalogRow(def, r, pictures));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'catalog_save',
    method: 'POST',
    auth: 'admin',
    summary: 'Create (empty id) or update a catalogue row: {table, id?, …fields of CATALOG_FIELDS[table]}. Answers the row.',
    body: catalogSaveBody,
    async handler(ctx) {
      const { table, id, ...fields } = ctx.body;
      const row = await service.saveCatalogRow(ctx.deps, ctx.session!, table, id, fields, ctx.t);
      return presentCatalogRow(CATALOG[table], row);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'catalog_delete',
    method: 'POST',
    auth: 'admin',
    summary: 'Delete a catalogue row (409 while listings or child rows use it); recorded in delete_history.',
    body: catalogDeleteBody,
    async handler(ctx) {
      await service.deleteCatalogRow(ctx.deps, ctx.session!, ctx.body.table, ctx.body.id);
      return success(ctx, 'success.deleted');
    },
  }),
  withUploadLimit(
    defineAction({
      resource: 'admin',
      action: 'catalog_upload',
      method: 'POST',
      auth: 'admin',
      multipart: true,
      summary: 'Picture of a category (img_type category = photo, category-icon = icon) or make (subcategory): multipart {file, table, id, img_type}; replaces the previous one. Answers the Image.',
      body: catalogUploadFields,
      async handler(ctx) {
        const { table, id, img_type } = ctx.body;
        const allowed = CATALOG[table].imageTypes;
        if (!(allowed as readonly string[]).includes(img_type)) throw badRequest('validation.invalid', { field: 'img_type' });
        await service.requireCatalogRow(ctx.deps, table, id);
        return presentImage(await uploadCatalogImage(ctx.deps, id, img_type, requireFile(ctx.req)));
      },
    }),
    UPLOAD_LIMITS.imageBytes,
  ),

  // ---------------------------------------------------------------------------------------- settings and logs
  defineAction({
    resource: 'admin',
    action: 'settings_get',
    method: 'ANY',
    auth: 'staff',
    summary: 'Every settings group with its values (general, version, app_setting, item_upload_config, payment, frontend_config).',
    handler: (ctx) => service.allSettings(ctx.deps),
  }),
  defineAction({
    resource: 'admin',
    action: 'settings_update',
    method: 'POST',
    auth: 'admin',
    summary: 'Merge {group, values} into a settings group (unknown fields: 400); app info returns the new values. Answers the group.',
    body: settingsUpdateBody,
    handler: (ctx) => service.updateSettingsGroup(ctx.deps, ctx.session!, ctx.body.group, ctx.body.values, ctx.t),
  }),
  defineAction({
    resource: 'admin',
    action: 'audit_log',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Staff actions, newest first, optionally by action and actor_user_id. + limit/offset.',
    body: auditLogBody.extend(paging),
    async handler(ctx) {
      const rows = await service.auditRows(ctx.deps, { action: ctx.body.action, actorUserId: ctx.body.actor_user_id }, pageFrom(ctx, LIMITS.listPageSize));
      return rows.map((r) => presentAudit(r.log, r.actorName));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'outbox',
    method: 'POST',
    auth: 'admin',
    list: true,
    summary: 'E-mails and SMS recorded by the mail adapters, newest first, by channel and recipient. + limit/offset.',
    body: outboxBody.extend(paging),
    async handler(ctx) {
      const rows = await service.outboxRows(ctx.deps, { channel: ctx.body.channel, recipient: ctx.body.recipient }, pageFrom(ctx, LIMITS.listPageSize));
      return rows.map(presentOutbox);
    },
  }),
];
