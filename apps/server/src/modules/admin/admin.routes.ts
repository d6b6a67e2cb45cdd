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
import type { Deps } from '../../deps.ts';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { badRequest } from '../../lib/errors.ts';
import { pageOf } from '../../http/paging.ts';
import { requireFile, withUploadLimit } from '../../http/upload.ts';
import { presentImage } from '../catalog/index.ts';
import { dismissReports, moderate, pendingQueue, reportedListings, searchListings, staffItem } from '../items/index.ts';
import { uploadCatalogImage } from '../media/index.ts';
import { findUsersForStaff, presentUser, setBan } from '../users/index.ts';
import { CATALOG } from './catalog-tables.ts';
import { presentAudit, presentCatalogRow, presentOutbox } from './admin.presenter.ts';
import * as service from './admin.service.ts';

const paging = { limit: z.union([z.string(), z.number()]).optional(), offset: z.union([z.string(), z.number()]).optional() };

/** limit/offset from the path, else from the body. */
function pageFrom(ctx: ActionContext<unknown>, size: number) {
  const b = (ctx.body ?? {}) as { limit?: unknown; offset?: unknown };
  const pick = (arg: string | undefined, v: unknown) => arg ?? (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return pageOf({ limit: pick(ctx.args.limit, b.limit), offset: pick(ctx.args.offset, b.offset) }, size);
}

/** Users as staff see them (every contact detail). */
/** A catalogue picture: a kind the table has, on a row that exists. */
async function checkCatalogUpload(deps: Deps, body: { table: keyof typeof CATALOG; id: string; img_type: string }): Promise<void> {
  if (!(CATALOG[body.table].imageTypes as readonly string[]).includes(body.img_type)) throw badRequest('validation.invalid', { field: 'img_type' });
  await service.requireCatalogRow(deps, body.table, body.id);
}

const staffView = (ctx: ActionContext<unknown>) => ({ viewerId: ctx.session!.userId, viewerIsStaff: true, now: ctx.deps.clock.now(), t: ctx.t });

const moderation = (action: 'approve' | 'disable' | 'enable', summary: string) =>
  defineAction({
    resource: 'admin',
    action: `item_${action}`,
    method: 'POST',
    auth: 'staff',
    summary,
    body: adminItemIdBody,
    async handler(ctx) {
      await moderate(ctx.deps, ctx.session!.userId, ctx.body.item_id, action);
      return staffItem(ctx.deps, ctx.body.item_id, ctx.session!.userId, ctx.t);
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
      return pendingQueue(ctx.deps, pageFrom(ctx, LIMITS.itemPageSize), ctx.session!.userId, ctx.t);
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
      await moderate(ctx.deps, ctx.session!.userId, ctx.body.item_id, 'reject', ctx.body.reason);
      return staffItem(ctx.deps, ctx.body.item_id, ctx.session!.userId, ctx.t);
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
      return searchListings(ctx.deps, ctx.body.status, ctx.body.keyword, pageFrom(ctx, LIMITS.itemPageSize), ctx.session!.userId, ctx.t);
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
      return reportedListings(ctx.deps, pageFrom(ctx, LIMITS.itemPageSize), ctx.session!.userId, ctx.t);
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
      await dismissReports(ctx.deps, ctx.session!.userId, ctx.body.item_id);
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
      const rows = await findUsersForStaff(ctx.deps, ctx.body.status, ctx.body.keyword, pageFrom(ctx, LIMITS.listPageSize));
      const view = staffView(ctx);
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
        return presentUser(await setBan(ctx.deps, ctx.session!, ctx.body.user_id, banned), staffView(ctx));
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
      const { rows, pictures } = await service.catalogRows(ctx.deps, ctx.body.table, ctx.body.keyword, pageFrom(ctx, LIMITS.listPageSize));
      return rows.map((r) => presentCatalogRow(CATALOG[ctx.body.table], r, pictures));
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
      // The picture kind and the row are checked before the file is received, and again with it.
      beforeFile: (ctx) => checkCatalogUpload(ctx.deps, ctx.body),
      async handler(ctx) {
        const { id, img_type } = ctx.body;
        await checkCatalogUpload(ctx.deps, ctx.body);
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
    summary: 'Every settings group with its values (general, version, app_setting, item_upload_config, payment, frontend_config, limits).',
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
