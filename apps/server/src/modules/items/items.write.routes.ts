/** The owner's item calls (wire contract §4, D3, D4): create/update, delete, mark sold, hide/unhide, own lists
 * and counts. Thin: validate (contract), delegate (service), answer the wire Item of the read side. */
import { itemAddBody, itemCountsBody, itemDeleteBody, itemIdBody, LIMITS, ownerItemsBody, soldOutBody } from '@wheeldeal/contract';
import { z } from 'zod';
import { defineAction, Respond, type ActionContext } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { pageOf } from '../../http/paging.ts';
import { isStaffRole } from '../../http/context.ts';
import { getItemWire, presentItemIds } from './items.read.service.ts';
import * as service from './items.write.service.ts';

const actor = (ctx: ActionContext<unknown>): service.Actor => ({ userId: ctx.session!.userId, isStaff: isStaffRole(ctx.session!.roleId) });

/** The Item as the caller sees it. */
const answerItem = (ctx: ActionContext<unknown>, itemId: string) => getItemWire(ctx.deps, itemId, ctx.session!.userId, ctx.t, { viewerIsStaff: isStaffRole(ctx.session!.roleId) });

/** limit/offset from the path, else from the body. */
const pageFrom = (ctx: ActionContext<unknown>, size: number) => {
  const b = (ctx.body ?? {}) as { limit?: unknown; offset?: unknown };
  const pick = (arg: string | undefined, body: unknown) => arg ?? (typeof body === 'string' || typeof body === 'number' ? String(body) : undefined);
  return pageOf({ limit: pick(ctx.args.limit, b.limit), offset: pick(ctx.args.offset, b.offset) }, size);
};

const pagingFields = { limit: z.union([z.string(), z.number()]).optional(), offset: z.union([z.string(), z.number()]).optional() };

export const itemsWriteActions = [
  defineAction({
    resource: 'items',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary:
      'Create (empty id; 201) or update (id; owner only) a listing. New: pending when general.item_approval is "1", else published; with app_setting.is_paid_app "1" a regular user spends one remaining_post (none left: 400). New listings per account and per address per hour and day are limited by the admin settings (group limits; 429 with Retry-After). An edit of a live listing goes back to pending when approval is on. Answers the Item.',
    body: itemAddBody,
    async handler(ctx) {
      const { id, created } = await service.saveItem(ctx.deps, actor(ctx), ctx.body, ctx.ip);
      const item = await answerItem(ctx, id);
      return created ? new Respond(201, item) : item;
    },
  }),
  defineAction({
    resource: 'items',
    action: 'item_delete',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    staffMayActFor: true,
    summary: 'Delete a listing (owner or staff) with its chats, favourites, reports, views, photos and video; recorded in delete_history.',
    body: itemDeleteBody,
    async handler(ctx) {
      await service.deleteItem(ctx.deps, actor(ctx), ctx.body.item_id);
      return success(ctx, 'success.deleted');
    },
  }),
  defineAction({
    resource: 'items',
    action: 'sold_out_from_itemdetails',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'Mark the caller\'s listing sold, once (again: 400), with sold_type and buyer_user_id or sold_buyer_name. Answers the Item with is_sold_out "1".',
    body: soldOutBody,
    async handler(ctx) {
      await service.markSold(ctx.deps, actor(ctx), ctx.body);
      return answerItem(ctx, ctx.body.item_id);
    },
  }),
  ...(['hide', 'unhide'] as const).map((name) =>
    defineAction({
      resource: 'items',
      action: name,
      method: 'POST',
      auth: 'user',
      actsFor: ['login_user_id'],
      summary: name === 'hide' ? 'Hide the caller\'s published listing from every public list (status 4).' : 'Show the caller\'s hidden listing again (status 1).',
      body: itemIdBody,
      async handler(ctx) {
        await service.ownerTransition(ctx.deps, actor(ctx), ctx.body.item_id, name);
        return answerItem(ctx, ctx.body.item_id);
      },
    }),
  ),
  defineAction({
    resource: 'items',
    action: 'get_owner_items',
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id', 'user_id'],
    summary: 'The caller\'s own listings in one list: status active | pending | rejected | disabled | hidden | sold | paid; newest first; + limit/offset. Rejected ones carry reject_reason.',
    body: ownerItemsBody.extend(pagingFields),
    async handler(ctx) {
      const ids = await service.ownerItemIds(ctx.deps, ctx.session!.userId, ctx.body.status, pageFrom(ctx, LIMITS.itemPageSize));
      return presentItemIds(ctx.deps, ids, ctx.session!.userId, ctx.t);
    },
  }),
  defineAction({
    resource: 'items',
    action: 'get_reported_item_by_loginuser',
    method: 'ANY',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id', 'user_id'],
    summary: 'Items the caller reported, most recent report first; + limit/offset/login_user_id.',
    body: z.object(pagingFields).loose().optional().default({}),
    async handler(ctx) {
      const ids = await service.reportedItemIds(ctx.deps, ctx.session!.userId, pageFrom(ctx, LIMITS.itemPageSize));
      return presentItemIds(ctx.deps, ids, ctx.session!.userId, ctx.t);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'item_counts',
    method: 'POST',
    auth: 'none',
    summary: 'How many listings a user has per list {user_id, active, pending, rejected, disabled, hidden, sold, paid}; only active and sold for other people ("" for the rest).',
    body: itemCountsBody,
    handler: (ctx) => service.itemCounts(ctx.deps, ctx.body.user_id, ctx.session ? actor(ctx) : null),
  }),
];
