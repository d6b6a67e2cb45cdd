import { z } from 'zod';
import { AD_POST_TYPES, ITEM_ORDER_FIELDS, ORDER_TYPES } from './enums.ts';

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
