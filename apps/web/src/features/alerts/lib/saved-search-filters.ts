/**
 * A saved search's filters are the `items/search` body the item list sent (wire names). This turns them back into
 * what people read — the make, model, price and year ranges, place and words, with the catalogue's names — and
 * into the item list's address (spec §2.2 query names), so "open" shows the same list it was saved from.
 */
import type { TFunction } from 'i18next';
import { pathFor } from '../../../app/routes';
import { rangeText } from '../../../components/alerts/range-text';

export type Filters = Record<string, string>;

/** Names of the ids in a filter body, as far as the catalogue has them. */
export interface FilterNames {
  category?: string;
  make?: string;
  model?: string;
  city?: string;
  township?: string;
}

/** Body field → item-list query name, where they differ. */
const URL_NAME: Record<string, string> = {
  engine_status: 'engine_status_id',
  miles: 'mile',
  added_user_id: 'addedUserId',
  ad_post_type: 'isPaid',
  order_type: 'orderType',
};

/** Body fields the item list has no query name for, or that only describe the request. */
const NOT_IN_URL = new Set(['limit', 'offset', 'login_user_id', 'color_id', 'vehicle_type_id']);

/** The item list showing a saved search (its display names ride along so chips read well at once). */
export function itemListHref(filters: Filters, names: FilterNames): string {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters)) {
    if (!v || NOT_IN_URL.has(k) || (k === 'status' && v === '1')) continue;
    query[URL_NAME[k] ?? k] = v;
  }
  if (query.cat_id && names.category) query.cat_name = names.category;
  if (query.sub_cat_id && names.make) query.sub_cat_name = names.make;
  if (query.model_id && names.model) query.model_name = names.model;
  if (query.item_location_id && names.city) query.item_location_name = names.city;
  if (query.item_location_township_id && names.township) query.item_location_township_name = names.township;
  return pathFor('item-list', {}, query);
}

/** Fields the summary says in words; any other non-empty filter counts as "N more". */
const SAID = new Set([
  'searchterm',
  'cat_id',
  'sub_cat_id',
  'brand',
  'model_id',
  'min_price',
  'max_price',
  'min_year',
  'max_year',
  'item_location_id',
  'item_location_township_id',
  'lat',
  'lng',
  'miles',
]);
const NOT_A_FILTER = new Set(['order_by', 'order_type', 'status', ...NOT_IN_URL]);

/** The parts of a saved search's summary, in reading order. */
export function summaryOf(t: TFunction<'alerts'>, filters: Filters, names: FilterNames): string[] {
  const make = names.make || filters.brand || '';
  const parts = [
    [make, names.model].filter(Boolean).join(' ') || names.category || '',
    filters.searchterm ? t('name.words', { words: filters.searchterm }) : '',
    rangeText(t, 'price', filters.min_price, filters.max_price),
    rangeText(t, 'year', filters.min_year, filters.max_year),
    [names.township, names.city].filter(Boolean).join(', '),
    filters.lat && filters.lng && filters.miles ? t('summary.radius', { miles: filters.miles }) : '',
  ].filter(Boolean);
  const more = Object.entries(filters).filter(([k, v]) => v && !SAID.has(k) && !NOT_A_FILTER.has(k)).length;
  if (more > 0) parts.push(t('summary.more', { n: more }));
  return parts.length ? parts : [t('summary.everything')];
}
