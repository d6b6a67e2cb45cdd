import { z } from 'zod';
import { AD_POST_TYPES, ITEM_ORDER_FIELDS, ORDER_TYPES } from './enums.ts';
import { wireId, wireInt, wireText } from './wire.ts';

/**
 * Bodies of the catalogue and item-list calls (api-and-config §7.3). Every field is an optional string on the wire
 * and "" means "no filter"; numbers sent by lenient clients are accepted and turned into strings. The meaning of
 * each filter (and its checks: numeric prices, min ≤ max, coordinates, whitelisted order_by) is applied by the
 * server, which answers the wire's field-naming messages.
 */
const filter = (max = 200) =>
  z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v), z.string().max(max).optional().default(''));

/** The item-list filter body of items/search (and items/search_item). */
export const itemSearchBody = z.object({
  searchterm: filter(200),
  cat_id: filter(),
  sub_cat_id: filter(),
  item_type_id: filter(),
  item_price_type_id: filter(),
  item_currency_id: filter(),
  item_location_id: filter(),
  item_location_township_id: filter(),
  deal_option_id: filter(),
  condition_of_item_id: filter(),
  max_price: filter(30),
  min_price: filter(30),
  engine_status: filter(10),
  min_year: filter(10),
  max_year: filter(10),
  /** Mileage range in km (whole numbers, min ≤ max); items without a stated mileage drop out when either is set. */
  min_driven_km: filter(15),
  max_driven_km: filter(15),
  /** "Wanted" posts (the item type named Wanted: a buyer's request, not a vehicle): "" all (what the original
   * clients get), "0" leave them out (the web list's default), "1" only them. */
  wanted: filter(10),
  /** "1": search the words exactly as typed (no typo tolerance): the list's "search instead for …". */
  no_correction: filter(10),
  lat: filter(30),
  lng: filter(30),
  miles: filter(30),
  brand: filter(),
  added_user_id: filter(),
  ad_post_type: filter(50),
  order_by: filter(50),
  order_type: filter(10),
  status: filter(10),
  is_sold_out: filter(10),
  is_discount: filter(10),
  users_post: filter(10),
  /** Also accepted (vehicle filters of the item form). */
  model_id: filter(),
  fuel_type_id: filter(),
  transmission_id: filter(),
  body_style_id: filter(),
  color_id: filter(),
  seller_type_id: filter(),
  vehicle_type_id: filter(),
  /** Some clients send paging and the caller in the body. */
  limit: filter(10),
  offset: filter(10),
  login_user_id: filter(),
});
export type ItemSearchBody = z.infer<typeof itemSearchBody>;

export const ITEM_SEARCH_LIMITS = {
  /** Relevance is ranked over at most this many of the newest matches (plus the requested page). */
  rankWindow: 1000,
  maxSearchWords: 8,
  /** Radius filter: miles, at most half the earth's circumference. */
  maxMiles: 12_500,
} as const;

/**
 * items/search_meta: what the item list shows around the page, for the same filter body as items/search (a
 * separate call, so the original clients keep reading a plain item array from items/search):
 * - `count`: the exact number of matches (computed in the same pass as the facets, so an exact count costs
 *   nothing more than a capped one would; docs/performance.md "Search meta").
 * - `corrections` / `searched_term`: the words of the search term read as typos of a make or model name, with the
 *   name searched as well ("bmv" → "BMW"); `searched_term` is the term with those names in place ("" when nothing
 *   was corrected). Sending `no_correction: "1"` searches the words as typed.
 * - `facets`: counts of the matches by category, make, body style, fuel type and price band, each computed with its own
 *   filter left out (picking BMW still shows how many Audis there are); makes and lookups by count, then name.
 */
export const SEARCH_META_LIMITS = {
  /** Facet values listed per facet (most matches first). */
  maxFacetValues: 50,
} as const;

/** Price bands of the price facet in the listing's price units: a band holds the prices above `min` up to and
 * including `max` (the first band from 0 included; the last band is open, "" max), so a price exactly at an edge is
 * in the lower band. The range a band sets when chosen is the same: min_price = min + 0.01 (none for the first),
 * max_price = max. */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 5_000 },
  { min: 5_000, max: 10_000 },
  { min: 10_000, max: 20_000 },
  { min: 20_000, max: 30_000 },
  { min: 30_000, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: null },
];

const wireFacetValue = z.strictObject({ id: wireId, name: wireText, count: wireInt });
const wirePriceBand = z.strictObject({ min: wireInt, max: z.string().regex(/^(\d+)?$/), count: wireInt });

export const wireSearchMeta = z.strictObject({
  count: wireInt,
  searched_term: wireText,
  corrections: z.array(z.strictObject({ word: wireText, replacement: wireText })),
  facets: z.strictObject({
    /** Categories (cars, motorcycles, trucks…) in the categories' own order. */
    category: z.array(wireFacetValue),
    make: z.array(wireFacetValue),
    body_style: z.array(wireFacetValue),
    fuel_type: z.array(wireFacetValue),
    price_band: z.array(wirePriceBand),
  }),
});

export const AD_POST_TYPE_VALUES = AD_POST_TYPES;
export const ITEM_ORDER_BY = ITEM_ORDER_FIELDS;
export const ORDER_TYPE_VALUES = ORDER_TYPES;

/** categories/search and itemlocations/search: `{keyword, order_by, order_type}`. */
export const catalogSearchBody = z.object({
  keyword: filter(100),
  order_by: filter(50),
  order_type: filter(10),
  limit: filter(10),
  offset: filter(10),
});
export type CatalogSearchBody = z.infer<typeof catalogSearchBody>;

/** subcategories/search: `{cat_id, keyword}`; models/search: `{sub_cat_id | manufacturer_id, keyword}`;
 * item_location_townships/search: `{city_id, keyword}`. */
export const subcategorySearchBody = catalogSearchBody.extend({ cat_id: filter() });
export const modelSearchBody = catalogSearchBody.extend({ sub_cat_id: filter(), manufacturer_id: filter() });
export const townshipSearchBody = catalogSearchBody.extend({ city_id: filter() });

/** Bodies of the item reads that name a user: followed sellers, sold items, favourites. */
export const itemsOfUserBody = z.object({
  user_id: filter(),
  login_user_id: filter(),
  limit: filter(10),
  offset: filter(10),
});

/** favourites/press and touches/touch_item: `{item_id, user_id}` (visitors send user_id "nologinuser"). */
export const itemUserBody = z.object({
  item_id: z.string().trim().min(1).max(100),
  user_id: filter(),
});
