/**
 * Wire shapes the item screens read (spec §3 Item and its nested objects). Every scalar is a string; a nested
 * object that does not exist arrives with every field "" and `is_empty_object: "1"`.
 */
import type { WireCategory, WireCurrency, WireImage, WireUser } from '../../../lib/api/wire-types';

export interface WireLookup {
  id: string;
  name: string;
  status?: string;
  is_empty_object?: string;
}

export interface WireSubcategory extends WireLookup {
  cat_id: string;
  is_subscribed_fe?: string;
  default_photo?: WireImage;
}

export interface WireModel extends WireLookup {
  sub_cat_id?: string;
}

export interface WireLocation extends WireLookup {
  lat?: string;
  lng?: string;
}

export interface WireTownship {
  id: string;
  city_id: string;
  township_name: string;
  lat?: string;
  lng?: string;
  is_empty_object?: string;
}

export interface WireItem {
  id: string;
  cat_id: string;
  sub_cat_id: string;
  model_id?: string;
  item_type_id?: string;
  item_price_type_id?: string;
  item_currency_id?: string;
  item_location_id?: string;
  item_location_township_id?: string;
  condition_of_item_id?: string;
  deal_option_id?: string;
  deal_option_remark?: string;
  title: string;
  subtitle?: string;
  description?: string;
  highlight_info?: string;
  brand?: string;
  price: string;
  discount_rate_by_percentage?: string;
  discount_price?: string;
  business_mode?: string;
  is_sold_out?: string;
  address?: string;
  lat?: string;
  lng?: string;
  vehicle_year?: string;
  driven_km?: string;
  owner?: string;
  seating_capacity?: string;
  engine_cc?: string;
  engine_status?: string;
  users_post?: string;
  status?: string;
  added_date?: string;
  added_date_str?: string;
  added_user_id?: string;
  touch_count?: string;
  favourite_count?: string;
  is_paid?: string;
  paid_status?: string;
  photo_count?: string;
  default_photo?: WireImage;
  default_video?: WireImage;
  default_video_icon?: WireImage;
  category?: WireCategory & { is_empty_object?: string };
  sub_category?: WireSubcategory;
  model?: WireModel;
  item_type?: WireLookup;
  item_price_type?: WireLookup;
  item_currency?: WireCurrency;
  item_location?: WireLocation;
  item_location_township?: WireTownship;
  condition_of_item?: WireLookup;
  deal_option?: WireLookup;
  tag?: WireLookup;
  fuel_type?: WireLookup;
  transmission_type?: WireLookup;
  color?: WireLookup;
  body_style?: WireLookup;
  seller_type?: WireLookup;
  vehicle_type?: WireLookup;
  vehicle_registration_state?: WireLookup;
  user?: WireUser & { is_verify_dealer?: string; added_date_str?: string; is_empty_object?: string };
  is_favourited?: string;
  is_owner?: string;
}

/** itemvariables/all_variable_front: every lookup of the item form, keyed by table. */
export interface WireItemVariables {
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

export interface WireUserSummary {
  user_id: string;
  user_name: string;
  user_profile_photo?: string;
  city?: string;
}
