/**
 * The wire Item (spec §3, wire contract §2): every scalar a string, every nested object present (the empty
 * object when missing). `discounted_price` travels beside `discount_price` (D5). Staff answers add fields:
 * the moderation queue carries every photo, the reported list the report summary.
 */
import { z } from 'zod';
import { AD_TYPES, PAID_STATUS } from '../enums.ts';
import { orEmpty, wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireIntOrNull, wireNumber, wireNumberOrNull, wireRecord, wireRef, wireText } from '../wire.ts';
import {
  wireCategory,
  wireCurrency,
  wireImage,
  wireImageSlot,
  wireLocation,
  wireLookup,
  wireModel,
  wireSubcategory,
  wireTownship,
} from './catalog.ts';
import { wireUser } from './users.ts';

const lookup = orEmpty(wireLookup);

export const itemFields = {
  id: wireId,
  cat_id: wireId,
  sub_cat_id: wireId,
  model_id: wireRef,
  item_type_id: wireRef,
  item_price_type_id: wireRef,
  item_currency_id: wireRef,
  item_location_id: wireRef,
  item_location_township_id: wireRef,
  condition_of_item_id: wireRef,
  deal_option_id: wireRef,
  deal_option_remark: wireText,
  tag_id: wireRef,
  fuel_type_id: wireRef,
  transmission_id: wireRef,
  color_id: wireRef,
  body_style_id: wireRef,
  seller_type_id: wireRef,
  vehicle_type_id: wireRef,
  vehicle_registration_state_id: wireRef,
  title: wireText,
  subtitle: wireText,
  description: wireText,
  highlight_info: wireText,
  keyword: wireText,
  remark: wireText,
  brand: wireText,
  price: wireNumber,
  discount_rate_by_percentage: wireNumber,
  /** The price after the discount (also as discounted_price, D5). */
  discount_price: wireNumberOrNull,
  discounted_price: wireNumberOrNull,
  /** 1: available for several orders (isShop). */
  business_mode: wireFlag,
  is_sold_out: wireFlag,
  sold_type: wireText,
  /** Only for the owner and staff. */
  sold_buyer_name: wireText,
  address: wireText,
  lat: wireNumberOrNull,
  lng: wireNumberOrNull,
  vehicle_year: wireIntOrNull,
  driven_km: wireIntOrNull,
  owner: wireText,
  seating_capacity: wireIntOrNull,
  loading_vehicle: wireText,
  engine_cc: wireIntOrNull,
  engine_status: wireFlag,
  users_post: wireFlag,
  /** ITEM_STATUS: 0 pending, 1 published, 2 disabled, 3 rejected, 4 hidden. */
  status: wireInt,
  /** Only for the owner and staff. */
  reject_reason: wireText,
  added_date: wireDate,
  added_date_str: wireText,
  added_user_id: wireId,
  updated_date: wireDateOrNull,
  updated_user_id: wireRef,
  updated_flag: wireInt,
  touch_count: wireInt,
  favourite_count: wireInt,
  is_paid: wireFlag,
  paid_status: wireEnum(PAID_STATUS),
  ad_type: wireEnum(AD_TYPES),
  featured_date: wireDateOrNull,
  ordering: wireInt,
  dynamic_link: wireText,
  photo_count: wireInt,
  default_photo: wireImageSlot,
  default_video: wireImageSlot,
  default_video_icon: wireImageSlot,
  category: orEmpty(wireCategory),
  sub_category: orEmpty(wireSubcategory),
  model: orEmpty(wireModel),
  item_type: lookup,
  item_price_type: lookup,
  item_currency: orEmpty(wireCurrency),
  item_location: orEmpty(wireLocation),
  item_location_township: orEmpty(wireTownship),
  condition_of_item: lookup,
  deal_option: lookup,
  tag: lookup,
  fuel_type: lookup,
  transmission_type: lookup,
  color: lookup,
  body_style: lookup,
  seller_type: lookup,
  vehicle_type: lookup,
  vehicle_registration_state: lookup,
  /** The seller as a wire User (for the reader: is_followed…), or the empty object. */
  user: orEmpty(wireUser),
  is_favourited: wireFlag,
  is_owner: wireFlag,
};

export const wireItem = wireRecord(itemFields);

/** admin/items_pending: the Item with every photo, so a moderator sees them all. */
export const wireQueuedItem = wireRecord({ ...itemFields, images: z.array(wireImage) });

/** admin/reported_items: the Item with its open reports. */
export const wireReportedItem = wireRecord({
  ...itemFields,
  report_count: wireInt,
  report_reasons: z.array(wireText),
  last_reported_date: wireDateOrNull,
});
