/**
 * Catalogue entities on the wire (spec §3): Image, Category, Subcategory (make), Model, the simple lookups,
 * Currency, Location (city), Township and Banner, and the form-lookup bundle of itemvariables/all_variable_front.
 * Each is a closed record; where it is nested in another entity it is wrapped in `orEmpty` (missing → null).
 */
import { z } from 'zod';
import { orEmpty, wireDate, wireDateOrNull, wireFlag, wireId, wireInt, wireIntOrNull, wireNumber, wireRecord, wireRef, wireText } from '../wire.ts';

export const wireImage = wireRecord({
  img_id: wireId,
  img_parent_id: wireText,
  /** item | item-video | item-video-icon | category | category-icon | subcategory | profile | cover | blog | banner | about … */
  img_type: wireText,
  /** Relative to {base}/uploads/ (thumbnails under uploads/thumbnail, thumbnail2x, thumbnail3x). */
  img_path: wireText,
  img_width: wireIntOrNull,
  img_height: wireIntOrNull,
  img_desc: wireText,
  ordering: wireIntOrNull,
});
/** An image slot (default_photo, default_icon, default_video…): the image or the empty object (null). */
export const wireImageSlot = orEmpty(wireImage);

export const wireCategory = wireRecord({
  id: wireId,
  cat_id: wireId,
  cat_name: wireText,
  cat_ordering: wireInt,
  status: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
  default_photo: wireImageSlot,
  default_icon: wireImageSlot,
});

/** A make (the spec's subcategory, shown as Brand). */
export const wireSubcategory = wireRecord({
  id: wireId,
  name: wireText,
  status: wireInt,
  added_date: wireDate,
  added_user_id: wireRef,
  updated_date: wireDateOrNull,
  cat_id: wireId,
  updated_user_id: wireRef,
  updated_flag: wireIntOrNull,
  added_date_str: wireText,
  /** The caller subscribed to new listings of this make. */
  is_subscribed_fe: wireFlag,
  default_photo: wireImageSlot,
});

export const wireModel = wireRecord({ id: wireId, name: wireText, sub_cat_id: wireId, status: wireInt, added_date: wireDate });

/** Item type, price type, condition, deal option, fuel type, transmission, colour, body style, seller type,
 * vehicle type, registration state, tag. */
export const wireLookup = wireRecord({ id: wireId, name: wireText, status: wireInt, added_date: wireDate });

export const wireCurrency = wireRecord({ id: wireId, currency_short_form: wireText, status: wireInt, added_date: wireDate, currency_symbol: wireText });

/** A city. */
export const wireLocation = wireRecord({
  id: wireId,
  name: wireText,
  lat: wireNumber,
  lng: wireNumber,
  status: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
});

/** `odering` is the wire's spelling (spec §3). */
export const wireTownship = wireRecord({
  id: wireId,
  city_id: wireId,
  township_name: wireText,
  odering: wireIntOrNull,
  lat: wireNumber,
  lng: wireNumber,
  status: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
});

export const wireBanner = wireRecord({
  id: wireId,
  title: wireText,
  link: wireText,
  ordering: wireIntOrNull,
  status: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
  default_photo: wireImageSlot,
});

/** The lookup tables of the item form, keyed by table (itemvariables/all_variable_front). */
export const FORM_LOOKUP_TABLES = [
  'item_types',
  'price_types',
  'conditions',
  'deal_options',
  'fuel_types',
  'transmissions',
  'colors',
  'body_styles',
  'seller_types',
  'vehicle_types',
  'states',
  'tags',
] as const;
export type FormLookupTable = (typeof FORM_LOOKUP_TABLES)[number];

export const wireFormLookups = z.strictObject({
  ...(Object.fromEntries(FORM_LOOKUP_TABLES.map((k) => [k, z.array(wireLookup)])) as Record<FormLookupTable, z.ZodArray<typeof wireLookup>>),
  currencies: z.array(wireCurrency),
});
