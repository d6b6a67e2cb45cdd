/**
 * The item entry form: its values (every field a string, as typed), the steps and the fields each step checks,
 * and the validation, which is the contract's `itemEntryBody` (the same schema the server runs on items/add).
 */
import type { ItemEntryBody } from '@wheeldeal/contract';
import { encodeError, lazyZodResolver, zodErrorKey, type IssueLike } from '../../../lib/forms';
import type { Item } from '../../../lib/api/types';

export interface ItemFormValues {
  id: string;
  // vehicle
  cat_id: string;
  sub_cat_id: string;
  model_id: string;
  brand: string;
  vehicle_year: string;
  driven_km: string;
  fuel_type_id: string;
  transmission_id: string;
  body_style_id: string;
  color_id: string;
  engine_cc: string;
  seating_capacity: string;
  owner: string;
  vehicle_registration_state_id: string;
  engine_status: string;
  vehicle_type_id: string;
  loading_vehicle: string;
  // details
  title: string;
  subtitle: string;
  description: string;
  highlight_info: string;
  tag_id: string;
  condition_of_item_id: string;
  item_type_id: string;
  keyword: string;
  remark: string;
  // price and deal
  price: string;
  item_currency_id: string;
  item_price_type_id: string;
  discount_rate_by_percentage: string;
  deal_option_id: string;
  deal_option_remark: string;
  business_mode: string;
  seller_type_id: string;
  // location
  item_location_id: string;
  item_location_township_id: string;
  address: string;
  lat: string;
  lng: string;
  /** "1" once the seller placed the pin themself: choosing a township then no longer moves it. Not sent. */
  pin_manual: string;
}

export type FieldName = keyof ItemFormValues;

export const EMPTY_VALUES: ItemFormValues = {
  id: '',
  cat_id: '',
  sub_cat_id: '',
  model_id: '',
  brand: '',
  vehicle_year: '',
  driven_km: '',
  fuel_type_id: '',
  transmission_id: '',
  body_style_id: '',
  color_id: '',
  engine_cc: '',
  seating_capacity: '',
  owner: '',
  vehicle_registration_state_id: '',
  engine_status: '1',
  vehicle_type_id: '',
  loading_vehicle: '',
  title: '',
  subtitle: '',
  description: '',
  highlight_info: '',
  tag_id: '',
  condition_of_item_id: '',
  item_type_id: '',
  keyword: '',
  remark: '',
  price: '',
  item_currency_id: '',
  item_price_type_id: '',
  discount_rate_by_percentage: '',
  deal_option_id: '',
  deal_option_remark: '',
  business_mode: '0',
  seller_type_id: '',
  item_location_id: '',
  item_location_township_id: '',
  address: '',
  lat: '',
  lng: '',
  pin_manual: '0',
};

export type StepId = 'media' | 'vehicle' | 'details' | 'price' | 'location' | 'review';

export interface StepDef {
  id: StepId;
  fields: readonly FieldName[];
}

export const STEPS: readonly StepDef[] = [
  { id: 'media', fields: [] },
  {
    id: 'vehicle',
    fields: [
      'cat_id',
      'sub_cat_id',
      'model_id',
      'brand',
      'vehicle_year',
      'driven_km',
      'fuel_type_id',
      'transmission_id',
      'body_style_id',
      'color_id',
      'engine_cc',
      'seating_capacity',
      'owner',
      'vehicle_registration_state_id',
      'engine_status',
      'vehicle_type_id',
      'loading_vehicle',
    ],
  },
  { id: 'details', fields: ['title', 'subtitle', 'description', 'highlight_info', 'tag_id', 'condition_of_item_id', 'item_type_id', 'keyword', 'remark'] },
  {
    id: 'price',
    fields: ['price', 'item_currency_id', 'item_price_type_id', 'discount_rate_by_percentage', 'deal_option_id', 'deal_option_remark', 'business_mode', 'seller_type_id'],
  },
  { id: 'location', fields: ['item_location_id', 'item_location_township_id', 'address', 'lat', 'lng'] },
  { id: 'review', fields: [] },
];

/**
 * The house error map, plus number bounds: zod reports "too small" for a year of 1700 the same way as for a
 * short text, and "use at least 1886 characters" would be wrong. Keys starting with `@` live in `sell:validation`.
 */
export function itemErrorKey(issue: IssueLike): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (!empty && issue.origin === 'number') {
    if (issue.code === 'too_small') return encodeError('@number_min', { min: Number(issue.minimum) });
    if (issue.code === 'too_big') return encodeError('@number_max', { max: Number(issue.maximum) });
  }
  if (!empty && issue.code === 'invalid_type') return encodeError('@number_invalid');
  return zodErrorKey(issue);
}

/** The contract's `itemEntryBody`, loaded with zod on the form's first focus or check (lib/forms lazyZodResolver):
 * the screen's form shows without evaluating them first. */
const itemValidation = lazyZodResolver<ItemFormValues, ItemEntryBody>(() => import('./item-schema').then((m) => m.itemEntryBody), itemErrorKey);
export const itemResolver = itemValidation.resolver;
export const preloadItemValidation = itemValidation.preload;

/** Eastern Arabic and Persian digits to ASCII, decimal comma and grouping removed: what a price field accepts. */
export function normaliseNumber(raw: string, decimals: boolean): string {
  const ascii = raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c\u00a0]/g, '');
  return decimals ? ascii : ascii.replace(/[.]/g, '');
}

/** Form text of a decoded field: "" for none. */
const s = (v: string | number | null) => (v === null ? '' : String(v));
/** A number the server keeps as 0 for "not given" (a discount rate) is an empty field. */
const optionalNumber = (n: number | null) => (n ? String(n) : '');

/** The form values of an existing item (update): the decoded Item as form text. */
export function valuesFromItem(item: Item): ItemFormValues {
  return {
    ...EMPTY_VALUES,
    id: item.id,
    cat_id: item.cat_id,
    sub_cat_id: item.sub_cat_id,
    model_id: s(item.model_id),
    brand: item.brand,
    vehicle_year: s(item.vehicle_year),
    driven_km: s(item.driven_km),
    fuel_type_id: s(item.fuel_type_id),
    transmission_id: s(item.transmission_id),
    body_style_id: s(item.body_style_id),
    color_id: s(item.color_id),
    engine_cc: s(item.engine_cc),
    seating_capacity: s(item.seating_capacity),
    owner: item.owner,
    vehicle_registration_state_id: s(item.vehicle_registration_state_id),
    engine_status: item.engine_status ? '1' : '0',
    vehicle_type_id: s(item.vehicle_type_id),
    loading_vehicle: item.loading_vehicle,
    title: item.title,
    subtitle: item.subtitle,
    description: item.description,
    highlight_info: item.highlight_info,
    tag_id: s(item.tag_id),
    condition_of_item_id: s(item.condition_of_item_id),
    item_type_id: s(item.item_type_id),
    keyword: item.keyword,
    remark: item.remark,
    price: optionalNumber(item.price),
    item_currency_id: s(item.item_currency_id),
    item_price_type_id: s(item.item_price_type_id),
    discount_rate_by_percentage: optionalNumber(item.discount_rate_by_percentage),
    deal_option_id: s(item.deal_option_id),
    deal_option_remark: item.deal_option_remark,
    business_mode: item.business_mode ? '1' : '0',
    seller_type_id: s(item.seller_type_id),
    item_location_id: s(item.item_location_id),
    item_location_township_id: s(item.item_location_township_id),
    address: item.address,
    lat: s(item.lat),
    lng: s(item.lng),
    pin_manual: item.lat !== null && item.lng !== null ? '1' : '0',
  };
}
