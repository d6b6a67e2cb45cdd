/**
 * The catalogue reads (api-and-config §7.2–7.3): categories, makes, models, lookups, currencies, locations,
 * townships, banners and the item form's lookups in one answer. Sorts are whitelisted (D3); only published
 * (status 1) rows are public.
 */
import type { FormLookupTable } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Translate } from '../../lib/messages.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import {
  presentBanner,
  presentCategory,
  presentCurrency,
  presentLocation,
  presentLookup,
  presentModel,
  presentSubcategory,
  presentTownship,
  type CatalogView,
} from './catalog.presenter.ts';
import * as repo from './catalog.repository.ts';

const view = (deps: Deps, t: Translate): CatalogView => ({ now: deps.clock.now(), t });

/** Parses a whitelisted `order_by` / `order_type` pair; "" takes the defaults. */
function sortOf<K extends string>(columns: Record<K, repo.Sort['column']>, orderBy: string, orderType: string, fallback: K): repo.Sort {
  const key = orderBy.trim() || fallback;
  if (!(key in columns)) throw badRequest('validation.one_of', { field: 'order_by', values: Object.keys(columns).join(', ') });
  const type = orderType.trim().toLowerCase() || 'asc';
  if (type !== 'asc' && type !== 'desc') throw badRequest('validation.one_of', { field: 'order_type', values: 'asc, desc' });
  return { column: columns[key as K], desc: type === 'desc' };
}

export interface CatalogQuery {
  keyword: string;
  order_by: string;
  order_type: string;
}

export async function categories(deps: Deps, q: CatalogQuery, page: Page, t: Translate): Promise<Wire[]> {
  const rows = await repo.findCategories(deps.db, q.keyword.trim(), sortOf(repo.CATEGORY_SORTS, q.order_by, q.order_type, 'cat_ordering'), page);
  const imgs = await repo.firstImagesOf(
    deps.db,
    rows.map((r) => r.id),
    ['category', 'category-icon'],
  );
  const v = view(deps, t);
  return rows.map((c) => presentCategory(c, v, imgs.get(`${c.id}|category`), imgs.get(`${c.id}|category-icon`)));
}

export async function makes(deps: Deps, filter: { catId?: string; keyword?: string }, viewerId: string | null, page: Page, t: Translate): Promise<Wire[]> {
  const rows = await repo.findSubcategories(deps.db, filter, page);
  const ids = rows.map((r) => r.id);
  const [imgs, subscribed] = await Promise.all([repo.firstImagesOf(deps.db, ids, ['subcategory']), repo.subscribedMakes(deps.db, viewerId, ids)]);
  const v = view(deps, t);
  return rows.map((s) => presentSubcategory(s, v, subscribed.has(s.id), imgs.get(`${s.id}|subcategory`)));
}

export async function modelsOf(deps: Deps, filter: { subCatId?: string; keyword?: string }, page: Page): Promise<Wire[]> {
  return (await repo.findModels(deps.db, filter, page)).map((m) => presentModel(m));
}

/** A lookup table's published rows, named in the reader's language (`lang`, else the stored name). */
export async function lookups(deps: Deps, resource: repo.LookupResource, page: Page, lang: string): Promise<Wire[]> {
  return (await repo.findLookups(deps.db, resource, page)).map((l) => presentLookup(l, resource === 'pricetypes', lang));
}

export async function currencies(deps: Deps, page: Page): Promise<Wire[]> {
  return (await repo.findCurrencies(deps.db, page)).map((c) => presentCurrency(c));
}

export async function locations(deps: Deps, q: CatalogQuery, page: Page, t: Translate): Promise<Wire[]> {
  const rows = await repo.findLocations(deps.db, q.keyword.trim(), sortOf(repo.LOCATION_SORTS, q.order_by, q.order_type, 'ordering'), page);
  const v = view(deps, t);
  return rows.map((l) => presentLocation(l, v));
}

export async function townships(deps: Deps, filter: { cityId?: string; keyword?: string }, page: Page, t: Translate): Promise<Wire[]> {
  const v = view(deps, t);
  return (await repo.findTownships(deps.db, filter, page)).map((tw) => presentTownship(tw, v));
}

export async function banners(deps: Deps, page: Page, t: Translate): Promise<Wire[]> {
  const rows = await repo.findBanners(deps.db, page);
  const imgs = await repo.firstImagesOf(
    deps.db,
    rows.map((r) => r.id),
    ['banner'],
  );
  const v = view(deps, t);
  return rows.map((b) => presentBanner(b, v, imgs.get(`${b.id}|banner`)));
}

/** Wire keys of itemvariables/all_variable_front (the contract's FORM_LOOKUP_TABLES, checked by the type): one list
 * per lookup table of the item form, read through its REST resource. */
const FORM_LOOKUPS: Record<FormLookupTable, repo.LookupResource> = {
  item_types: 'itemtypes',
  price_types: 'pricetypes',
  conditions: 'conditions',
  deal_options: 'options',
  fuel_types: 'fueltypes',
  transmissions: 'transmissions',
  colors: 'colors',
  body_styles: 'bodystyles',
  seller_types: 'sellertypes',
  vehicle_types: 'vehicle_types',
  states: 'states',
  tags: 'tags',
};

/** Every lookup the item form needs, in one answer keyed by table (published rows, in display order), named in the
 * reader's language. */
export async function formLookups(deps: Deps, lang: string): Promise<Wire> {
  const entries = await Promise.all(
    Object.entries(FORM_LOOKUPS).map(
      async ([key, resource]) => [key, (await repo.findLookups(deps.db, resource, null)).map((l) => presentLookup(l, resource === 'pricetypes', lang))] as const,
    ),
  );
  const out: Wire = Object.fromEntries(entries);
  out.currencies = (await repo.findCurrencies(deps.db, null)).map((c) => presentCurrency(c));
  return out;
}

/** Published categories for the sitemap (id, name, last change), in display order. */
export const categoryLinks = (deps: Deps, limit: number) => repo.publishedCategoryLinks(deps.db, limit);
