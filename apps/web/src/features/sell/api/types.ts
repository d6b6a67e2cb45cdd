/** Wire shapes the sell screens read (spec §3). Every scalar is a string; missing nested objects are "empty". */
import type { WireCurrency, WireImage, WireItemSummary, WireNamed } from '../../../lib/api/wire-types';

export interface WireLookup {
  id: string;
  name: string;
  status?: string;
  is_empty_object?: string;
}

/** `itemvariables/all_variable_front`: every lookup of the item form, keyed by table. */
export interface WireFormLookups {
  item_types?: WireLookup[];
  price_types?: WireLookup[];
  conditions?: WireLookup[];
  deal_options?: WireLookup[];
  fuel_types?: WireLookup[];
  transmissions?: WireLookup[];
  colors?: WireLookup[];
  body_styles?: WireLookup[];
  seller_types?: WireLookup[];
  vehicle_types?: WireLookup[];
  states?: WireLookup[];
  tags?: WireLookup[];
  currencies?: WireCurrency[];
}

export interface WireMake {
  id: string;
  name: string;
  cat_id: string;
}

export interface WireModel {
  id: string;
  name: string;
  sub_cat_id: string;
}

export interface WireLocation {
  id: string;
  name: string;
  lat: string;
  lng: string;
}

export interface WireTownship {
  id: string;
  city_id: string;
  township_name: string;
  lat: string;
  lng: string;
}

/** The Item as the owner's screens use it (items/get, items/add, items/get_owner_items). */
export interface WireOwnItem extends WireItemSummary {
  cat_id: string;
  sub_cat_id: string;
  model_id: string;
  item_type_id: string;
  item_price_type_id: string;
  item_currency_id: string;
  item_location_id: string;
  item_location_township_id: string;
  condition_of_item_id: string;
  deal_option_id: string;
  deal_option_remark: string;
  tag_id: string;
  fuel_type_id: string;
  transmission_id: string;
  color_id: string;
  body_style_id: string;
  seller_type_id: string;
  vehicle_type_id: string;
  vehicle_registration_state_id: string;
  description: string;
  highlight_info: string;
  keyword?: string;
  remark?: string;
  brand: string;
  business_mode: string;
  sold_type?: string;
  sold_buyer_name?: string;
  address: string;
  lat: string;
  lng: string;
  owner: string;
  seating_capacity: string;
  loading_vehicle: string;
  engine_cc: string;
  engine_status: string;
  /** 0 pending, 1 published, 2 disabled, 3 rejected, 4 hidden. */
  status: string;
  reject_reason?: string;
  touch_count?: string;
  favourite_count?: string;
  paid_status?: string;
  photo_count?: string;
  default_video?: WireImage;
  default_video_icon?: WireImage;
  category?: { cat_name?: string; is_empty_object?: string };
  sub_category?: WireNamed;
  model?: WireNamed;
  item_location_township?: { township_name?: string; is_empty_object?: string };
  is_owner?: string;
}
