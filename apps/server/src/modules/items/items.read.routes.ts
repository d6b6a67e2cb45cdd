/** Item reads of the wire contract §4 (search, one item, followed sellers, promotions, sold, favourites, gallery)
 * and the two writes a reader causes (favourite toggle, view count). Thin: validate, delegate, answer. */
import { z } from 'zod';
import { itemSearchBody, itemsOfUserBody, itemUserBody, LIMITS, NO_LOGIN_USER } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { pageOf } from '../../http/paging.ts';
import { isIdShape } from '../../lib/ids.ts';
import { signedInViewer, viewerOf } from '../../http/viewer.ts';
import * as service from './items.read.service.ts';

const pageFrom = (ctx: ActionContext<{ limit?: string; offset?: string }>, size: number) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, size);

const search = (action: string, summary: string) =>
  defineAction({
    resource: 'items',
    action,
    method: 'POST',
    auth: 'none',
    list: true,
    summary,
    body: itemSearchBody,
    handler: (ctx) => service.searchItems(ctx.deps, ctx.body, ctx.args, viewerOf(ctx), ctx.t),
  });

export const itemsReadActions = [
  search(
    'search',
    'Search published items with the filter body (keyword with typo tolerance, catalogue, price, year, radius, promotion, sort); + limit/offset/login_user_id.',
  ),
  search('search_item', 'Alias of items/search.'),
  defineAction({
    resource: 'items',
    action: 'search_meta',
    method: 'POST',
    auth: 'none',
    summary:
      'For the filter body of items/search: the exact count of matches, the typo corrections of the search term ("bmv" → BMW) and the counts by make, body style, fuel type and price band (each facet without its own filter).',
    body: itemSearchBody,
    handler: (ctx) => service.searchMeta(ctx.deps, ctx.body, ctx.args, viewerOf(ctx), ctx.t.lang),
  }),
  defineAction({
    resource: 'items',
    action: 'get',
    method: 'GET',
    auth: 'none',
    summary: 'One item (path id, optional login_user_id). Unpublished items only for their owner and staff.',
    async handler(ctx) {
      const id = ctx.args.id ?? ctx.args.item_id;
      if (!id) throw service.invalidItem();
      return service.getItem(ctx.deps, id, viewerOf(ctx), ctx.t);
    },
  }),
  defineAction({
    resource: 'items',
    action: 'get_item_by_followuser',
    method: 'ANY',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id', 'user_id'],
    summary: 'Published items of the sellers the signed-in user follows, newest first.',
    body: itemsOfUserBody,
    handler: (ctx) => service.followedSellersItems(ctx.deps, signedInViewer(ctx), pageFrom(ctx, LIMITS.itemPageSize), ctx.t),
  }),
  defineAction({
    resource: 'items',
    action: 'get_sold_item_list',
    method: 'ANY',
    auth: 'none',
    list: true,
    summary: 'Sold items, of one seller when user_id is given (else of login_user_id, else everyone).',
    body: itemsOfUserBody,
    async handler(ctx) {
      const userId = ctx.args.user_id || ctx.body.user_id || ctx.args.login_user_id || ctx.body.login_user_id || undefined;
      if (!userId || userId === NO_LOGIN_USER) return service.soldItems(ctx.deps, undefined, viewerOf(ctx), pageFrom(ctx, LIMITS.itemPageSize), ctx.t);
      // A seller id that cannot be an id names nobody: no items, and nothing sent to SQL.
      return isIdShape(userId) ? service.soldItems(ctx.deps, userId, viewerOf(ctx), pageFrom(ctx, LIMITS.itemPageSize), ctx.t) : [];
    },
  }),
  defineAction({
    resource: 'items',
    action: 'get_favourite',
    method: 'ANY',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id', 'user_id'],
    summary: "The signed-in user's favourite items, most recently favourited first.",
    body: itemsOfUserBody,
    handler: (ctx) => service.favouriteItems(ctx.deps, signedInViewer(ctx), pageFrom(ctx, LIMITS.itemPageSize), ctx.t),
  }),
  defineAction({
    resource: 'favourites',
    action: 'press',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Toggle a favourite; answers the item with its new is_favourited and favourite_count.',
    body: itemUserBody,
    handler: (ctx) => service.pressFavourite(ctx.deps, ctx.body.item_id, signedInViewer(ctx), ctx.t),
  }),
  defineAction({
    resource: 'touches',
    action: 'touch_item',
    method: 'POST',
    auth: 'none',
    actsFor: ['user_id'],
    summary: 'Count a view of an item: once per visitor (session user, else IP + user agent) per item per day.',
    body: itemUserBody,
    async handler(ctx) {
      const userId = ctx.session?.userId ?? null;
      await service.touchItem(ctx.deps, ctx.body.item_id, service.visitorKey(userId, ctx.ip, ctx.rc.userAgent), userId);
      return success(ctx, 'success.touch_inserted', 201);
    },
  }),
  defineAction({
    resource: 'images',
    action: 'get_item_gallery',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: "An item's images by ordering (path img_parent_id, img_type item | item-video | item-video-icon).",
    body: z.any(),
    async handler(ctx) {
      const type = ctx.args.img_type || 'item';
      if (!['item', 'item-video', 'item-video-icon'].includes(type)) return [];
      return service.itemGallery(ctx.deps, ctx.args.img_parent_id ?? '', type, viewerOf(ctx));
    },
  }),
];
