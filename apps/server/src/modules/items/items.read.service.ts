/**
 * The item read side: one item, item lists (search, followed sellers, promotions, sold, favourites), the gallery,
 * and the two small writes readers cause (favourite toggle, view count). Visibility rules live here: public
 * lists show published items only; an unpublished item is shown to its owner and to staff.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { ITEM_ORDER_FIELDS, ITEM_SEARCH_LIMITS, ITEM_STATUS, LIMITS, ORDER_TYPES, PRICE_BANDS, SEARCH_META_LIMITS, type ItemSearchBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Translate } from '../../lib/messages.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Wire } from '../../lib/wire.ts';
import { pageOf, type Page } from '../../http/paging.ts';
import { CACHE_TTL_MS, catalogNames, catalogSnapshot, categoryName, lookupName, presentImage, similarity, trigrams, type CatalogSnapshot } from '../catalog/index.ts';
import { presentUserOf } from '../users/index.ts';
import { presentItem, presentItems, type ItemView } from './items.presenter.ts';
import {
  countMatches,
  EQUALS_COLUMNS,
  facetCounts,
  facetCountsFromTable,
  facetTablePlan,
  favouritesPageSql,
  findGallery,
  bandEdges,
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

/** The catalogue snapshot of one request, taken at most once however many steps need it. */
type CatalogOf = () => Promise<CatalogSnapshot>;
function catalogOnce(deps: Deps): CatalogOf {
  let snapshot: Promise<CatalogSnapshot> | undefined;
  return () => (snapshot ??= catalogSnapshot(deps.db, cacheTtl(deps), new Map()));
}

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

/** The text filter of a search term; undefined when the term has nothing searchable. With `correct` (the default)
 * a word that is no make/model name but close to one also matches that name (typo tolerance). */
export async function textQueryOf(deps: Deps, term: string, correct = true, catalog: CatalogOf = catalogOnce(deps)): Promise<TextQuery | undefined> {
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
  const names = correct ? catalogNames(await catalog()) : [];
  return {
    kind: 'words',
    words: words.map((word, i) => {
      const prefix = i === words.length - 1;
      const close = correct ? closeNames(word, names, prefix) : [];
      const alternatives = [...new Set(close.map((c) => c.name.toLowerCase()))].slice(0, 3);
      return close[0] ? { word, prefix, alternatives, best: close[0].name } : { word, prefix, alternatives };
    }),
  };
}

/**
 * Make/model names a word is a likely typo of, closest first; none when the word is a name itself. Words of four
 * letters or more: pg_trgm's similarity ("toyta" ~ "toyota", "mercedez" ~ "Mercedes-Benz"). Three-letter words
 * have too few trigrams for that ("bmv" ~ "bmw" is 0.33), so they count as a typo of a three-letter name one
 * substitution or swap away ("bmv" → BMW, "kai" → Kia).
 */
function closeNames(word: string, names: readonly { name: string; grams: Set<string> }[], prefix: boolean): { name: string; score: number }[] {
  if (/^\d+$/.test(word) || word.length < 3) return [];
  // A word of a name ("mercedes", "benz" of Mercedes-Benz), or the start of one being typed, is no typo.
  for (const n of names) for (const token of n.name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) if (token === word || (prefix && token.startsWith(word))) return [];
  const close: { name: string; score: number }[] = [];
  if (word.length >= 4) {
    const grams = trigrams(word);
    for (const n of names) {
      const score = similarity(grams, n.grams);
      if (score >= 0.999) return [];
      if (score >= TYPO_MIN_SIMILARITY) close.push({ name: n.name, score });
    }
  } else {
    for (const n of names) {
      const lower = n.name.toLowerCase();
      if (lower.length === 3 && oneEditApart(word, lower)) close.push({ name: n.name, score: 0.5 });
    }
  }
  return close.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** Same length, and one substituted letter or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  if (diff.length === 1) return /\p{L}/u.test(a[diff[0]!]!);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
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
export async function searchRequestOf(
  deps: Deps,
  body: ItemSearchBody,
  args: Record<string, string>,
  reader: Reader,
  catalog: CatalogOf = catalogOnce(deps),
): Promise<SearchRequest> {
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
  const noCorrection = isSet(body.no_correction) && flag01('no_correction', body.no_correction);
  if (isSet(body.searchterm)) filters.text = await textQueryOf(deps, body.searchterm, !noCorrection, catalog);
  if (isSet(body.brand)) filters.brand = body.brand.trim();
  if (isSet(body.min_price)) filters.minPrice = decimal('min_price', body.min_price);
  if (isSet(body.max_price)) filters.maxPrice = decimal('max_price', body.max_price);
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && Number(filters.minPrice) > Number(filters.maxPrice))
    throw badRequest('item.price_range_invalid');
  if (isSet(body.min_year)) filters.minYear = whole('min_year', body.min_year) || undefined;
  if (isSet(body.max_year)) filters.maxYear = whole('max_year', body.max_year) || undefined;
  if (isSet(body.min_driven_km)) filters.minKm = whole('min_driven_km', body.min_driven_km, MAX_KM) || undefined;
  if (isSet(body.max_driven_km)) filters.maxKm = whole('max_driven_km', body.max_driven_km, MAX_KM) || undefined;
  if (filters.minKm !== undefined && filters.maxKm !== undefined && filters.minKm > filters.maxKm) throw badRequest('item.driven_km_range_invalid');
  if (isSet(body.wanted)) {
    const typeIds = await wantedTypeIds(catalog);
    filters.wanted = { mode: flag01('wanted', body.wanted) ? 'only' : 'exclude', typeIds };
  }
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
  // Mileage reads naturally low to high: ascending unless asked otherwise.
  let desc = column !== 'driven_km';
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

/** The highest mileage a filter takes (km). */
const MAX_KM = 10_000_000;

/** The item types that are "wanted" posts (a buyer's request): the ones named Wanted. The catalogue has no key
 * column for item types, so the name decides (the demo data and the admin's lookup editor both use "Wanted"). */
async function wantedTypeIds(catalog: CatalogOf): Promise<string[]> {
  const types = (await catalog()).byKind.get('item_types');
  return [...(types?.values() ?? [])].filter((r: { name: string }) => r.name.trim().toLowerCase() === 'wanted').map((r: { id: string }) => r.id);
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

// ------------------------------------------------------------------------------------------ items/search_meta

/** Answers of items/search_meta for the same filters, kept a short while (not in tests): the landing list and
 * the popular makes are asked for over and over, and their counts may lag a new listing by that much.
 * `ttlMs`: that while (0: no cache nor in-flight sharing; the bench measures the uncached statements so). `table`:
 * answer from the facet-count table when it covers the filters (off: always count the listings; the tests and the
 * bench compare both). */
export const META_TUNING = { ttlMs: 30_000, table: true };
const META_CACHE_SIZE = 500;
const metaCaches = new WeakMap<object, Map<string, { at: number; value: Wire }>>();
/** Answers being computed, by the same key: requests for the same filters while one is on its way wait for it
 * instead of each running the count/facet statement (the landing list after the cache entry expired). */
const metaInFlight = new WeakMap<object, Map<string, Promise<Wire>>>();

/** items/search_meta: the exact count of matches, the corrections of the search term and the facet counts. */
export async function searchMeta(deps: Deps, body: ItemSearchBody, args: Record<string, string>, reader: Reader, lang?: string): Promise<Wire> {
  const catalog = catalogOnce(deps);
  const req = await searchRequestOf(deps, body, args, reader, catalog);
  const ttl = deps.config.env === 'test' ? 0 : META_TUNING.ttlMs;
  // The facets name categories, body styles and fuel types in the reader's language.
  const key = JSON.stringify([req.filters, reader.viewerId, lang ?? '']);
  let cache = metaCaches.get(deps.db);
  if (!cache) metaCaches.set(deps.db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value;
  if (ttl <= 0) return computeSearchMeta(deps, req, catalog, lang);

  let inFlight = metaInFlight.get(deps.db);
  if (!inFlight) metaInFlight.set(deps.db, (inFlight = new Map()));
  const pending = inFlight.get(key);
  if (pending) return pending;
  const computing = computeSearchMeta(deps, req, catalog, lang).finally(() => inFlight.delete(key));
  inFlight.set(key, computing);
  const value = await computing;
  if (cache.size >= META_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: Date.now(), value });
  return value;
}

async function computeSearchMeta(deps: Deps, req: SearchRequest, catalog: CatalogOf, lang: string | undefined): Promise<Wire> {
  const bands = bandEdges();
  // The facet-count table when it covers the filters and was counted with these band edges; else the listings.
  const plan = META_TUNING.table ? facetTablePlan(req.filters, bands) : undefined;
  const rows =
    (plan && (await facetCountsFromTable(deps.db, req.filters, plan, bands))) ?? (await facetCounts(deps.db, req.filters, deps.clock.now(), bands));
  const snapshot = await catalog();
  // Make names stay as brands write them; body styles and fuel types are lookups with a name per language.
  const nameOf = (kind: string, id: string) => {
    const row = snapshot.byKind.get(kind)?.get(id) as { name: string; translations: Record<string, string> } | undefined;
    if (!row) return '';
    return kind === 'subcategories' ? row.name : lookupName(row, lang);
  };
  const facet = (kind: string, counts: Map<string, number>) =>
    [...counts]
      .map(([id, count]) => ({ id, name: nameOf(kind, id), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1))
      .slice(0, SEARCH_META_LIMITS.maxFacetValues)
      .map((v) => ({ id: v.id, name: v.name, count: String(v.count) }));

  const text = req.filters.text;
  const corrections = text?.kind === 'words' ? text.words.filter((w) => w.best).map((w) => ({ word: w.word, replacement: w.best! })) : [];
  const value: Wire = {
    count: String(rows.total),
    searched_term: corrections.length && text?.kind === 'words' ? text.words.map((w) => w.best ?? w.word).join(' ') : '',
    corrections,
    facets: {
      category: [...rows.category]
        .map(([id, count]) => ({
          id,
          row: snapshot.byKind.get('categories')?.get(id) as { catName: string; catOrdering: number; translations: Record<string, string> } | undefined,
          count,
        }))
        .sort(
          (a, b) =>
            (a.row?.catOrdering ?? 0) - (b.row?.catOrdering ?? 0) || (a.row?.catName ?? '').localeCompare(b.row?.catName ?? '') || (a.id < b.id ? -1 : 1),
        )
        .map((c) => ({ id: c.id, name: c.row ? categoryName(c.row, lang) : '', count: String(c.count) })),
      make: facet('subcategories', rows.make),
      body_style: facet('body_styles', rows.bodyStyle),
      fuel_type: facet('fuel_types', rows.fuelType),
      price_band: PRICE_BANDS.map((b, i) => ({ min: String(b.min), max: b.max === null ? '' : String(b.max), count: String(rows.priceBand.get(i) ?? 0) })),
    },
  };
  return value;
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
