/**
 * The item-list filters as they travel in the query string (spec §2.2), and their translation into the
 * `items/search` filter body (api-and-config §7.3). The URL is the only state of the list: a filter change is a
 * navigation, so links can be shared and back/reload restore the same results.
 *
 * Besides the spec's names the list accepts a few of its own for the vehicle filters the server supports
 * (model_id, fuel_type_id, transmission_id, body_style_id, seller_type_id, item_location_township_id) and display
 * names that keep chips readable before lookups load (model_name, item_location_township_name, added_user_name).
 */
import { pathFor } from '../../../app/routes';

export const LIST_KEYS = [
  'searchterm',
  'cat_id',
  'cat_name',
  'sub_cat_id',
  'sub_cat_name',
  'model_id',
  'model_name',
  'brand',
  'item_type_id',
  'item_type_name',
  'item_price_type_id',
  'item_price_type_name',
  'deal_option_id',
  'deal_option_name',
  'item_currency_id',
  'min_price',
  'max_price',
  'condition_of_item_id',
  'item_condition_name',
  'min_year',
  'max_year',
  'min_driven_km',
  'max_driven_km',
  'fuel_type_id',
  'transmission_id',
  'body_style_id',
  'seller_type_id',
  'engine_status_id',
  'engine_status_name',
  'item_location_id',
  'item_location_name',
  'item_location_township_id',
  'item_location_township_name',
  'lat',
  'lng',
  'mile',
  'addedUserId',
  'added_user_name',
  'is_discount',
  'is_sold_out',
  'users_post',
  'isPaid',
  'ad_post_type',
  'status',
  'sorting_id',
  'sorting_name',
  'order_by',
  'orderType',
  'wanted',
  'no_correction',
] as const;

export type ListKey = (typeof LIST_KEYS)[number];
export type ListQuery = Partial<Record<ListKey, string>>;

/** Keys that are not filters: sorting, and display names that only travel with their id. */
const NON_FILTER_KEYS: ReadonlySet<ListKey> = new Set<ListKey>([
  'sorting_id',
  'sorting_name',
  'order_by',
  'orderType',
  'status',
  'cat_name',
  'sub_cat_name',
  'model_name',
  'item_type_name',
  'item_price_type_name',
  'deal_option_name',
  'item_condition_name',
  'engine_status_name',
  'item_location_name',
  'item_location_township_name',
  'added_user_name',
  'ad_post_type',
  'no_correction',
]);

const isKey = (k: string): k is ListKey => (LIST_KEYS as readonly string[]).includes(k);

/** The filters of a URL; `manufacturerName` (the `/item-list/{make}` path) pre-filters by make name. */
export function parseListQuery(search: URLSearchParams, manufacturerName?: string): ListQuery {
  const q: ListQuery = {};
  for (const [k, v] of search) {
    const value = v.trim();
    if (isKey(k) && value !== '') q[k] = value;
  }
  if (manufacturerName?.trim()) q.brand = manufacturerName.trim();
  // ad_post_type mirrors isPaid (spec §2.2).
  if (q.ad_post_type && !q.isPaid) q.isPaid = q.ad_post_type;
  if (q.isPaid) q.ad_post_type = q.isPaid;
  return normaliseSorting(q);
}

// ------------------------------------------------------------------------------------------ sorting

export interface SortOption {
  id: string;
  name: string;
  order_by: string;
  order_type: 'asc' | 'desc';
  /** Key in the items namespace. */
  labelKey: string;
}

/**
 * Latest (id 0) and Popular (spec §9; shown as id 2 "POPULAR" whenever order_by is touch_count, §2.2), plus the
 * price orders the server whitelists (unit_price) and, for a keyword, the server's relevance ranking.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: '0', name: 'LATEST', order_by: 'added_date', order_type: 'desc', labelKey: 'sort.latest' },
  { id: '2', name: 'POPULAR', order_by: 'touch_count', order_type: 'desc', labelKey: 'sort.popular' },
  { id: '3', name: 'PRICE_LOW', order_by: 'unit_price', order_type: 'asc', labelKey: 'sort.price_low' },
  { id: '4', name: 'PRICE_HIGH', order_by: 'unit_price', order_type: 'desc', labelKey: 'sort.price_high' },
  { id: '6', name: 'MILEAGE_LOW', order_by: 'driven_km', order_type: 'asc', labelKey: 'sort.mileage_low' },
];
export const RELEVANCE_SORT: SortOption = { id: '5', name: 'RELEVANCE', order_by: '', order_type: 'desc', labelKey: 'sort.relevance' };

/** The sort option a query stands for (order_by/orderType decide; sorting_id is only its label). */
export function sortOf(q: ListQuery): SortOption {
  const by = q.order_by ?? '';
  const type = (q.orderType ?? 'desc').toLowerCase();
  if (by === 'touch_count') return SORT_OPTIONS[1]!;
  if (by === 'unit_price' || by === 'price') return type === 'asc' ? SORT_OPTIONS[2]! : SORT_OPTIONS[3]!;
  if (by === 'driven_km') return SORT_OPTIONS[4]!;
  if (by) return SORT_OPTIONS[0]!;
  // A link that names only the sorting (Popular is id 1 in the spec's options, shown as id 2).
  if (q.sorting_id === '1' || q.sorting_id === '2' || q.sorting_name === 'POPULAR') return SORT_OPTIONS[1]!;
  if (q.sorting_id === '0' || !q.searchterm) return SORT_OPTIONS[0]!;
  return RELEVANCE_SORT;
}

/** Options offered for a query (relevance only with a keyword). */
export function sortOptionsFor(q: ListQuery): readonly SortOption[] {
  return q.searchterm ? [RELEVANCE_SORT, ...SORT_OPTIONS] : SORT_OPTIONS;
}

function normaliseSorting(q: ListQuery): ListQuery {
  if (!q.order_by && !q.sorting_id) return q;
  const sort = sortOf(q);
  return { ...q, sorting_id: sort.id, sorting_name: sort.name };
}

/** The query with a sort applied (its id, name, order_by and orderType). */
export function withSort(q: ListQuery, sort: SortOption): ListQuery {
  const next: ListQuery = { ...q, sorting_id: sort.id, sorting_name: sort.name, order_by: sort.order_by, orderType: sort.order_type };
  if (sort === RELEVANCE_SORT) {
    delete next.order_by;
    delete next.orderType;
    delete next.sorting_id;
    delete next.sorting_name;
  }
  return next;
}

// ------------------------------------------------------------------------------------------ editing

/** Changing a parent clears what depends on it (make after category, model after make, township after city). */
const DEPENDENTS: Partial<Record<ListKey, ListKey[]>> = {
  // "Search instead for …" applies to the term it was offered for.
  searchterm: ['no_correction'],
  cat_id: ['cat_name', 'sub_cat_id', 'sub_cat_name', 'model_id', 'model_name'],
  sub_cat_id: ['sub_cat_name', 'model_id', 'model_name'],
  model_id: ['model_name'],
  item_location_id: ['item_location_name', 'item_location_township_id', 'item_location_township_name'],
  item_location_township_id: ['item_location_township_name'],
  item_type_id: ['item_type_name'],
  item_price_type_id: ['item_price_type_name'],
  deal_option_id: ['deal_option_name'],
  condition_of_item_id: ['item_condition_name'],
  engine_status_id: ['engine_status_name'],
  addedUserId: ['added_user_name'],
  isPaid: ['ad_post_type'],
  lat: ['lng', 'mile'],
};

/** Applies a patch: "" or undefined removes a key, and a changed parent drops its dependants first. */
export function patchQuery(q: ListQuery, patch: ListQuery): ListQuery {
  const next: ListQuery = { ...q };
  for (const [k, v] of Object.entries(patch) as [ListKey, string | undefined][]) {
    if ((next[k] ?? '') !== (v ?? '')) for (const d of DEPENDENTS[k] ?? []) if (!(d in patch)) delete next[d];
  }
  for (const [k, v] of Object.entries(patch) as [ListKey, string | undefined][]) {
    if (v === undefined || v === '') delete next[k];
    else next[k] = v;
  }
  if (next.isPaid) next.ad_post_type = next.isPaid;
  return next;
}

/** Every filter removed; the sort stays. */
export function clearFilters(q: ListQuery): ListQuery {
  const next: ListQuery = {};
  for (const k of ['sorting_id', 'sorting_name', 'order_by', 'orderType'] as const) if (q[k]) next[k] = q[k];
  return next;
}

/** Number of active filters (a range or the map radius counts once). */
export function countFilters(q: ListQuery): number {
  let n = 0;
  for (const k of LIST_KEYS) if (q[k] && !NON_FILTER_KEYS.has(k)) n++;
  if (q.min_price && q.max_price) n--;
  if (q.min_year && q.max_year) n--;
  if (q.min_driven_km && q.max_driven_km) n--;
  if (q.lat) n -= [q.lng, q.mile].filter(Boolean).length;
  return Math.max(0, n);
}

// ------------------------------------------------------------------------------------------ validation

const NUMBER = /^\d+(\.\d+)?$/;

/** Spec §5: min and max price must be valid numbers with min ≤ max. */
export function isPriceRangeValid(min: string | undefined, max: string | undefined): boolean {
  const a = (min ?? '').trim();
  const b = (max ?? '').trim();
  if (a && !NUMBER.test(a)) return false;
  if (b && !NUMBER.test(b)) return false;
  if (a && b && Number(a) > Number(b) && Number(b) !== 0) return false;
  return true;
}

export function hasRadius(q: ListQuery): boolean {
  return Boolean(q.lat && q.lng && q.mile && Number(q.mile) > 0 && !(Number(q.lat) === 0 && Number(q.lng) === 0));
}

// ------------------------------------------------------------------------------------------ wire and URL

export type SearchBody = Record<string, string>;

/** The items/search filter body of a query (every field present, "" = no filter). */
export function searchBodyOf(q: ListQuery): SearchBody {
  const radius = hasRadius(q);
  const sort = sortOf(q);
  return {
    searchterm: q.searchterm ?? '',
    cat_id: q.cat_id ?? '',
    sub_cat_id: q.sub_cat_id ?? '',
    item_type_id: q.item_type_id ?? '',
    item_price_type_id: q.item_price_type_id ?? '',
    item_currency_id: q.item_currency_id ?? '',
    item_location_id: radius ? '' : (q.item_location_id ?? ''),
    item_location_township_id: radius ? '' : (q.item_location_township_id ?? ''),
    deal_option_id: q.deal_option_id ?? '',
    condition_of_item_id: q.condition_of_item_id ?? '',
    max_price: q.max_price ?? '',
    min_price: q.min_price ?? '',
    engine_status: q.engine_status_id ?? '',
    min_year: q.min_year ?? '',
    max_year: q.max_year ?? '',
    min_driven_km: q.min_driven_km ?? '',
    max_driven_km: q.max_driven_km ?? '',
    // "Wanted" posts (a buyer's request, not a vehicle) only when asked for: the toggle, or the listing type.
    wanted: q.wanted === '1' ? '1' : q.item_type_id ? '' : '0',
    no_correction: q.no_correction === '1' ? '1' : '',
    lat: radius ? (q.lat ?? '') : '',
    lng: radius ? (q.lng ?? '') : '',
    miles: radius ? (q.mile ?? '') : '',
    brand: q.brand ?? '',
    added_user_id: q.addedUserId ?? '',
    ad_post_type: q.isPaid ?? q.ad_post_type ?? '',
    order_by: sort.order_by,
    order_type: sort.order_by ? sort.order_type : '',
    status: q.status ?? '1',
    is_sold_out: q.is_sold_out ?? '',
    is_discount: q.is_discount ?? '',
    users_post: q.users_post ?? '',
    model_id: q.model_id ?? '',
    fuel_type_id: q.fuel_type_id ?? '',
    transmission_id: q.transmission_id ?? '',
    body_style_id: q.body_style_id ?? '',
    seller_type_id: q.seller_type_id ?? '',
  };
}

/** The address of a query: `/item-list/{make}` keeps its path while the make is unchanged. */
export function listHref(q: ListQuery, pathMake?: string): string {
  const params = new URLSearchParams();
  const keepPath = Boolean(pathMake && q.brand === pathMake);
  for (const k of LIST_KEYS) {
    const v = q[k];
    if (!v) continue;
    if (k === 'brand' && keepPath) continue;
    params.set(k, v);
  }
  return pathFor('item-list', keepPath ? { manufacturerName: pathMake } : {}, params);
}
