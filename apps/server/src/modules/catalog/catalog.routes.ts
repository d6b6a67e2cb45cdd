/** Catalogue calls of api-and-config §7.2–7.3 and wire contract §4 (lookups). Lists of 30 by default with the
 * 10001/10002 empty-list rule; only published rows. Thin: page, delegate. */
import { z } from 'zod';
import { catalogSearchBody, LIMITS, modelSearchBody, subcategorySearchBody, townshipSearchBody } from '@wheeldeal/contract';
import { defineAction, type ActionContext, type ActionDef } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import type { LookupResource } from './catalog.repository.ts';
import * as service from './catalog.service.ts';

type Paged = { limit?: string; offset?: string } | undefined;
/** limit/offset from the path, else from a POST body. */
const page = (ctx: ActionContext<Paged>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, LIMITS.listPageSize);
const arg = (ctx: ActionContext<unknown>, ...names: string[]) => {
  for (const n of names) {
    const v = ctx.args[n] ?? (ctx.body as Record<string, unknown> | undefined)?.[n];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
};
const noQuery = { keyword: '', order_by: '', order_type: '' };

const LOOKUP_SUMMARIES: Record<LookupResource, string> = {
  itemtypes: 'Item types',
  pricetypes: 'Price types',
  conditions: 'Conditions of item',
  options: 'Deal options',
  fueltypes: 'Fuel types',
  transmissions: 'Transmissions',
  colors: 'Colours',
  bodystyles: 'Body styles',
  sellertypes: 'Seller types',
  vehicle_types: 'Vehicle types',
  states: 'Vehicle registration states',
  tags: 'Tags',
};

const lookupActions: ActionDef<any>[] = (Object.keys(LOOKUP_SUMMARIES) as LookupResource[]).map((resource) =>
  defineAction({
    resource,
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: `${LOOKUP_SUMMARIES[resource]} (published), in display order; name in the caller's language (lang / Accept-Language), else as stored.`,
    handler: (ctx) => service.lookups(ctx.deps, resource, page(ctx as ActionContext<Paged>), ctx.lang),
  }),
);

export const catalogActions: ActionDef<any>[] = [
  defineAction({
    resource: 'categories',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Categories by keyword; order_by cat_ordering (default, asc) | cat_name | added_date.',
    body: catalogSearchBody,
    handler: (ctx) => service.categories(ctx.deps, ctx.body, page(ctx), ctx.t),
  }),
  defineAction({
    resource: 'categories',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Categories in cat_ordering order.',
    handler: (ctx) => service.categories(ctx.deps, noQuery, page(ctx as ActionContext<Paged>), ctx.t),
  }),
  defineAction({
    resource: 'subcategories',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Makes (subcategories) of a category (path cat_id), with is_subscribed_fe for the caller.',
    handler: (ctx) => service.makes(ctx.deps, { catId: arg(ctx, 'cat_id') }, ctx.viewerId, page(ctx as ActionContext<Paged>), ctx.t),
  }),
  defineAction({
    resource: 'subcategories',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Makes by category and keyword, with is_subscribed_fe for the caller.',
    body: subcategorySearchBody,
    handler: (ctx) => service.makes(ctx.deps, { catId: arg(ctx, 'cat_id'), keyword: ctx.body.keyword.trim() }, ctx.viewerId, page(ctx), ctx.t),
  }),
  defineAction({
    resource: 'manufacturers',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Makes (optionally of path cat_id).',
    handler: (ctx) => service.makes(ctx.deps, { catId: arg(ctx, 'cat_id') }, ctx.viewerId, page(ctx as ActionContext<Paged>), ctx.t),
  }),
  defineAction({
    resource: 'models',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Models of a make (path manufacturer_id or sub_cat_id).',
    handler: (ctx) => service.modelsOf(ctx.deps, { subCatId: arg(ctx, 'manufacturer_id', 'sub_cat_id') }, page(ctx as ActionContext<Paged>)),
  }),
  defineAction({
    resource: 'models',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Models by make (sub_cat_id or manufacturer_id) and keyword.',
    body: modelSearchBody,
    handler: (ctx) => service.modelsOf(ctx.deps, { subCatId: arg(ctx, 'sub_cat_id', 'manufacturer_id'), keyword: ctx.body.keyword.trim() }, page(ctx)),
  }),
  ...lookupActions,
  defineAction({
    resource: 'tags',
    action: 'all_tags',
    method: 'ANY',
    auth: 'none',
    list: true,
    summary: 'All published tags.',
    body: catalogSearchBody,
    handler: (ctx) => service.lookups(ctx.deps, 'tags', page(ctx), ctx.lang),
  }),
  defineAction({
    resource: 'currencies',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Currencies (the default first).',
    handler: (ctx) => service.currencies(ctx.deps, page(ctx as ActionContext<Paged>)),
  }),
  defineAction({
    resource: 'itemlocations',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Cities by keyword; order_by ordering (default, asc) | name | added_date.',
    body: catalogSearchBody,
    handler: (ctx) => service.locations(ctx.deps, ctx.body, page(ctx), ctx.t),
  }),
  defineAction({
    resource: 'itemlocations',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Cities in display order.',
    handler: (ctx) => service.locations(ctx.deps, noQuery, page(ctx as ActionContext<Paged>), ctx.t),
  }),
  defineAction({
    resource: 'item_location_townships',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Townships of a city (path city_id).',
    handler: (ctx) => service.townships(ctx.deps, { cityId: arg(ctx, 'city_id') }, page(ctx as ActionContext<Paged>), ctx.t),
  }),
  defineAction({
    resource: 'item_location_townships',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Townships by city and keyword.',
    body: townshipSearchBody,
    handler: (ctx) => service.townships(ctx.deps, { cityId: arg(ctx, 'city_id'), keyword: ctx.body.keyword.trim() }, page(ctx), ctx.t),
  }),
  defineAction({
    resource: 'itemvariables',
    action: 'all_variable_front',
    method: 'ANY',
    auth: 'none',
    summary: 'Every lookup of the item form in one answer, keyed by table.',
    body: z.any(),
    handler: (ctx) => service.formLookups(ctx.deps, ctx.lang),
  }),
  defineAction({
    resource: 'banners',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Published banners with their image.',
    handler: (ctx) => service.banners(ctx.deps, page(ctx as ActionContext<Paged>), ctx.t),
  }),
];
