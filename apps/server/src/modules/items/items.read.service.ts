/**
 * The item read side: one item, item lists (search, followed sellers, promotions, sold, favourites), the gallery,
 * and the two small writes readers cause (favourite toggle, view count). Visibility rules live here: public
 * lists show published items only; an unpublished item is shown to its owner and to staff.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { ITEM_ORDER_FIELDS, ITEM_SEARCH_LIMITS, ITEM_STATUS, LIMITS, ORDER_TYPES, type ItemSearchBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Translate } from '../../lib/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Wire } from '../../lib/wire.ts';
import { pageOf, type Page } from '../../http/paging.ts';
import { CACHE_TTL_MS, catalogNames, catalogSnapshot, presentImage, similarity, trigrams } from '../catalog/index.ts';
import { presentUserOf } from '../users/index.ts';
import { presentItem, presentItems, type ItemView } from './items.presenter.ts';
import {
  countMatches,
  EQUALS_COLUMNS,
  favouritesPageSql,
  findGallery,
  findItemAccess,
  loadPage,
  lookupIdsOf,
  pageIds,
  publishedItemLinks,
  recordTouch,
  searchIds,
  searchPageSql,
  soldPageSql,
  toggleFavourite,
  type EqualsColumn,
  type ItemAccess,
  type ItemFilters,
  type OrderColumn,
  type PageBundle,
  type SearchOrder,
  type TextQuery,
} from './items.read.repository.ts';

export interface ReadOptions {
  /** Staff see contact details and unpublished items. */
  viewerIsStaff?: boolean;
}

export const invalidItem = () => new AppError(404, 'item.invalid_id');

/** The catalogue snapshot's lifetime: always fresh in tests. */
const cacheTtl = (deps: Deps) => (deps.config.env === 'test' ? 0 : CACHE_TTL_MS);

/** A page of items with everything they nest: one statement, plus the catalogue snapshot (memory, short TTL;
 * always fresh in tests). */
async function bundleOf(deps: Deps, ids: readonly string[], viewerId: string | null, now: Date): Promise<PageBundle> {
  const bundle = await loadPage(deps.db, ids, viewerId, now);
  bundle.lookups = (await catalogSnapshot(deps.db, cacheTtl(deps), lookupIdsOf(bundle.items))).byKind;
  return bundle;
}

/** Wire Items for known ids, in the given order (missing ids are skipped). */
export async function presentItemIds(deps: Deps, ids: readonly string[], viewerId: string | null, t: Translate, opts: ReadOptions = {}): Promise<Wire[]> {
  if (ids.length === 0) return [];
  const now = deps.clock.now();
  const bundle = await bundleOf(deps, ids, viewerId, now);
  const view: ItemView = { viewerId, viewerIsStaff: opts.viewerIsStaff ?? false, now, t, locationKey: deps.config.locationKey };
  return presentItems(bundle, view);
}

/**
 * The wire Item of one item as `viewerId` sees it (is_favourited, is_owner, contact details), whatever its
 * status: callers decide visibility. Throws 404 "Invalid Item Id" when the item does not exist. The write side
 * answers items/add, sold-out and image calls with this.
 */
export async function getItemWire(deps: Deps, itemId: string, viewerId: string | null, t: Translate, opts: ReadOptions = {}): Promise<Wire> {
  const [item] = await presentItemIds(deps, [itemId], viewerId, t, opts);
  if (!item) throw invalidItem();
  return item;
}

// ------------------------------------------------------------------------------------------ readers

/** Who is reading: the viewer (null = visitor) and whether they are staff. */
export interface Reader {
  viewerId: string | null;
  isStaff: boolean;
}

const view = (deps: Deps, reader: Reader, t: Translate): ItemView => ({
  viewerId: reader.viewerId,
  viewerIsStaff: reader.isStaff,
  now: deps.clock.now(),
  t,
  locationKey: deps.config.locationKey,
});

/** Presents a page: its ids (page SQL, or known ids), then everything they nest in one prepared statement. */
async function presentPage(deps: Deps, page: SQL | string[], reader: Reader, t: Translate): Promise<Wire[]> {
  const ids = Array.isArray(page) ? page : await pageIds(deps.db, page);
  if (ids.length === 0) return [];
  const v = view(deps, reader, t);
  const bundle = await bundleOf(deps, ids, reader.viewerId, v.now);
  return presentItems(bundle, v);
}

const maySee = (item: ItemAccess, reader: Reader) =>
  item.status === ITEM_STATUS.published || reader.isStaff || (reader.viewerId !== null && reader.viewerId === item.addedUserId);

/** items/get: one item; unpublished items only for their owner and staff (others get "Invalid Item Id"). The
 * seller comes with their profile counts (active items, rating breakdown, is_followed). */
export async function getItem(deps: Deps, itemId: string, reader: Reader, t: Translate): Promise<Wire> {
  const access = await findItemAccess(deps.db, itemId);
  if (!access || !maySee(access, reader)) throw invalidItem();
  const v = view(deps, reader, t);
  const bundle = await bundleOf(deps, [itemId], reader.viewerId, v.now);
  const row = bundle.items[0];
  if (!row) throw invalidItem();
  const wire = presentItem(row, bundle, v);
  const seller = bundle.users.get(row.addedUserId);
  if (seller) wire.user = await presentUserOf(deps, seller, reader, t);
  return wire;
}

/** The wire Item of a published listing as a visitor sees it; null when it does not exist or is not published
 * (item pages' meta). */
export async function publishedItemWire(deps: Deps, itemId: string, t: Translate): Promise<Wire | null> {
  const access = await findItemAccess(deps.db, itemId);
  if (!access || access.status !== ITEM_STATUS.published) return null;
  return getItemWire(deps, itemId, null, t);
}

/** Published listings for the sitemap (id, title, last change), newest first. */
export const itemLinks = (deps: Deps, limit: number) => publishedItemLinks(deps.db, limit);

// ------------------------------------------------------------------------------------------ items/search

const NUMBER = /^\d+(\.\d+)?$/;
const SIGNED = /^-?\d+(\.\d+)?$/;
const FLAG = /^[01]$/;

const isSet = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

function decimal(field: string, raw: string): string | undefined {
  const v = raw.trim();
  if (!NUMBER.test(v) || v.length > 15) throw badRequest('validation.number', { field });
  return Number(v) === 0 ? undefined : v;
}

function whole(field: string, raw: string, max = 9999): number {
  const v = raw.trim();
  if (!/^\d{1,9}$/.test(v) || Number(v) > max) throw badRequest('validation.number', { field });
  return Number(v);
}

function flag01(field: string, raw: string): boolean {
  if (!FLAG.test(raw.trim())) throw badRequest('validation.one_of', { field, values: '0, 1' });
  return raw.trim() === '1';
}

function coordinate(field: string, raw: string, limit: number): number {
  const v = raw.trim();
  if (!SIGNED.test(v) || v.length > 25 || Math.abs(Number(v)) > limit) throw badRequest('validation.invalid', { field });
  return Number(v);
}

const WEBSEARCH_SYNTAX = /["]|(^|\s)-\S|\sor\s/i;

/** The text filter of a search term; undefined when the term has nothing searchable. */
export async function textQueryOf(deps: Deps, term: string): Promise<TextQuery | undefined> {
  const trimmed = term.trim();
  if (!trimmed) return undefined;
  const words = (
    trimmed
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, ITEM_SEARCH_LIMITS.maxSearchWords)
    .map((w) => w.slice(0, 50));
  if (words.length === 0) return undefined;
  if (WEBSEARCH_SYNTAX.test(trimmed)) return { kind: 'websearch', term: trimmed };
  // Typo tolerance: a word that is no make/model name but close to some (pg_trgm's similarity, over the cached
  // catalogue) also matches those names.
  const names = catalogNames(await catalogSnapshot(deps.db, cacheTtl(deps), new Map()));
  return {
    kind: 'words',
    words: words.map((word, i) => {
      const close: { name: string; score: number }[] = [];
      if (word.length >= 4 && !/^\d+$/.test(word)) {
        const grams = trigrams(word);
        for (const n of names) {
          const score = similarity(grams, n.grams);
          if (score >= TYPO_MIN_SIMILARITY) close.push({ name: n.name, score });
        }
      }
      const exact = close.some((c) => c.score >= 0.999);
      const alternatives = exact ? [] : [...new Set(close.sort((a, b) => b.score - a.score).map((c) => c.name.toLowerCase()))].slice(0, 3);
      return { word, prefix: i === words.length - 1, alternatives };
    }),
  };
}
/** pg_trgm similarity from which a word counts as a typo of a make/model name ("toyta" ~ "toyota" is 0.44,
 * "civc" ~ "civic" 0.375). */
const TYPO_MIN_SIMILARITY = 0.35;

export interface SearchRequest {
  filters: ItemFilters;
  order: SearchOrder;
  page: Page;
  adPostType: 'only_paid_item' | 'paid_item_first' | 'normal_ads_only' | '';
}

/** Validates and interprets the filter body of items/search (api-and-config §7.3). */
export async function searchRequestOf(deps: Deps, body: ItemSearchBody, args: Record<string, string>, reader: Reader): Promise<SearchRequest> {
  const page = pageOf({ limit: args.limit ?? (body.limit || undefined), offset: args.offset ?? (body.offset || undefined) }, LIMITS.itemPageSize);
  const equals: ItemFilters['equals'] = {};
  for (const field of Object.keys(EQUALS_COLUMNS) as EqualsColumn[]) {
    const v = body[field];
    if (isSet(v)) equals[field] = v.trim();
  }

  // Status: published unless the owner asks about their own items, or staff ask.
  let statuses: number[] = [ITEM_STATUS.published];
  if (isSet(body.status)) {
    const wanted = whole('status', body.status, 9);
    const ownList = reader.viewerId !== null && equals.added_user_id === reader.viewerId;
    if (wanted !== ITEM_STATUS.published && (ownList || reader.isStaff)) statuses = [wanted];
  }

  const filters: ItemFilters = { statuses, equals };
  if (isSet(body.searchterm)) filters.text = await textQueryOf(deps, body.searchterm);
  if (isSet(body.brand)) filters.brand = body.brand.trim();
  if (isSet(body.min_price)) filters.minPrice = decimal('min_price', body.min_price);
  if (isSet(body.max_price)) filters.maxPrice = decimal('max_price', body.max_price);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && Number(filters.minPrice) > Number(filters.maxPrice))
    throw badRequest('item.price_range_invalid');
  if (isSet(body.min_year)) filters.minYear = whole('min_year', body.min_year) || undefined;
  if (isSet(body.max_year)) filters.maxYear = whole('max_year', body.max_year) || undefined;
  if (isSet(body.engine_status)) filters.engineStatus = flag01('engine_status', body.engine_status) ? 1 : 0;
  if (isSet(body.is_sold_out)) filters.isSoldOut = flag01('is_sold_out', body.is_sold_out);
  if (isSet(body.users_post)) filters.usersPost = flag01('users_post', body.users_post);
  if (isSet(body.is_discount)) filters.discounted = flag01('is_discount', body.is_discount) || undefined;

  // Radius: lat/lng/miles together; then the city filter is ignored. "0.000000" pairs mean "no coordinates".
  const lat = isSet(body.lat) ? coordinate('lat', body.lat, 90) : undefined;
  const lng = isSet(body.lng) ? coordinate('lng', body.lng, 180) : undefined;
  const miles = isSet(body.miles) ? Number(decimal('miles', body.miles) ?? 0) : 0;
  if (miles > ITEM_SEARCH_LIMITS.maxMiles) throw badRequest('validation.max_value', { field: 'miles', max: ITEM_SEARCH_LIMITS.maxMiles });
  if (lat !== undefined && lng !== undefined && miles > 0 && !(lat === 0 && lng === 0)) {
    filters.radius = { lat, lng, miles };
    delete equals.item_location_id;
  }

  if (reader.viewerId !== null && equals.added_user_id !== reader.viewerId) filters.excludeForViewer = reader.viewerId;

  let column: OrderColumn | null = filters.text ? null : 'added_date';
  if (isSet(body.order_by)) {
    const ob = body.order_by.trim();
    if (!(ITEM_ORDER_FIELDS as readonly string[]).includes(ob))
      throw badRequest('validation.one_of', { field: 'order_by', values: ITEM_ORDER_FIELDS.join(', ') });
    column = ob === 'unit_price' ? 'price' : (ob as OrderColumn);
  }
  let desc = true;
  if (isSet(body.order_type)) {
    const ot = body.order_type.trim().toLowerCase();
    if (!(ORDER_TYPES as readonly string[]).includes(ot)) throw badRequest('validation.one_of', { field: 'order_type', values: ORDER_TYPES.join(', ') });
    desc = ot === 'desc';
  }

  const apt = body.ad_post_type.trim().toLowerCase();
  const adPostType: SearchRequest['adPostType'] =
    apt === 'only_paid_item' || apt === 'paid_item_first' || apt === 'normal_ads_only' ? apt : apt.includes('google') ? 'paid_item_first' : '';
  if (adPostType === 'only_paid_item') filters.promoted = true;
  if (adPostType === 'normal_ads_only') filters.promoted = false;

  return { filters, order: { column, desc }, page, adPostType };
}

/** Up to `sparseBox` items in a radius's bounding box, the box is read first (bounded work, whatever the date
 * order); beyond it, matches are dense enough that walking the sort order finds a page quickly. (An object so
 * tests can exercise both paths.) */
export const RADIUS_TUNING = { sparseBox: 2000 };

/** items/search: a page of wire Items. Promoted-first pages are stitched from the (small) running-promotion set
 * and the rest, so both parts keep their index-ordered scans. */
export async function searchItems(deps: Deps, body: ItemSearchBody, args: Record<string, string>, reader: Reader, t: Translate): Promise<Wire[]> {
  const req = await searchRequestOf(deps, body, args, reader);
  const now = deps.clock.now();
  const window = ITEM_SEARCH_LIMITS.rankWindow;
  // A radius with few items in its box is read box-first; a dense one walks the sort order (decided inside the
  // search statement, see searchPageSql).
  const opts = { sparseBox: RADIUS_TUNING.sparseBox };
  if (req.adPostType !== 'paid_item_first') return presentPage(deps, searchPageSql(req.filters, req.order, req.page, now, window, opts), reader, t);

  const paid: ItemFilters = { ...req.filters, promoted: true };
  const normal: ItemFilters = { ...req.filters, promoted: false };
  const paidCount = await countMatches(deps.db, paid, now);
  const { limit, offset } = req.page;
  let ids: string[];
  if (offset < paidCount) {
    ids = await searchIds(deps.db, paid, req.order, { limit, offset }, now, window, opts);
    ids.push(...(await searchIds(deps.db, normal, req.order, { limit: limit - ids.length, offset: 0 }, now, window, opts)));
  } else {
    ids = await searchIds(deps.db, normal, req.order, { limit, offset: offset - paidCount }, now, window, opts);
  }
  return presentPage(deps, ids, reader, t);
}

// ------------------------------------------------------------------------------------------ other lists

/** items/get_item_by_followuser: published items of the sellers the viewer follows, newest first. */
export function followedSellersItems(deps: Deps, reader: Reader & { viewerId: string }, page: Page, t: Translate): Promise<Wire[]> {
  const f: ItemFilters = { statuses: [ITEM_STATUS.published], equals: {}, followedBy: reader.viewerId, excludeForViewer: reader.viewerId };
  return presentPage(deps, searchPageSql(f, { column: 'added_date', desc: true }, page, deps.clock.now(), 0), reader, t);
}

/** items/get_sold_item_list: sold published items, of one seller when `userId` is given. */
export function soldItems(deps: Deps, userId: string | undefined, reader: Reader, page: Page, t: Translate): Promise<Wire[]> {
  const f: ItemFilters = { statuses: [ITEM_STATUS.published], equals: userId ? { added_user_id: userId } : {} };
  if (reader.viewerId && reader.viewerId !== userId) f.excludeForViewer = reader.viewerId;
  return presentPage(deps, soldPageSql(f, page, deps.clock.now()), reader, t);
}

/** items/get_favourite: the viewer's favourites, most recently favourited first. */
export function favouriteItems(deps: Deps, reader: Reader & { viewerId: string }, page: Page, t: Translate): Promise<Wire[]> {
  return presentPage(deps, favouritesPageSql(reader.viewerId, page), reader, t);
}

/** images/get_item_gallery: an item's images by ordering (none when the reader may not see the item). */
export async function itemGallery(deps: Deps, itemId: string, imgType: string, reader: Reader): Promise<Wire[]> {
  const access = await findItemAccess(deps.db, itemId);
  if (!access || !maySee(access, reader)) return [];
  return (await findGallery(deps.db, itemId, imgType)).map((img) => presentImage(img));
}

// ------------------------------------------------------------------------------------------ reader writes

/** favourites/press: toggles the favourite and answers the item with its new is_favourited/favourite_count. */
export async function pressFavourite(deps: Deps, itemId: string, reader: Reader & { viewerId: string }, t: Translate): Promise<Wire> {
  const access = await findItemAccess(deps.db, itemId);
  if (!access || !maySee(access, reader)) throw invalidItem();
  const now = deps.clock.now();
  await deps.db.transaction((tx) => toggleFavourite(tx, reader.viewerId, itemId, now));
  return getItemWire(deps, itemId, reader.viewerId, t, { viewerIsStaff: reader.isStaff });
}

/** The visitor key of a view: the signed-in user, else a hash of IP and user agent (no raw IPs stored). */
export const visitorKey = (userId: string | null, ip: string, userAgent: string) =>
  userId ? `u:${userId}` : `v:${createHash('sha256').update(`${ip}|${userAgent}`).digest('hex').slice(0, 32)}`;

/** touches/touch_item: counts one view per visitor per item per (UTC) day. */
export async function touchItem(deps: Deps, itemId: string, key: string, userId: string | null): Promise<boolean> {
  const access = await findItemAccess(deps.db, itemId);
  if (!access) throw invalidItem();
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  return deps.db.transaction((tx) => recordTouch(tx, itemId, key, userId, day, now));
}
