/**
 * Wire shapes of the objects the shell reads. Every scalar is a string on the wire ("1"/"0" flags, "" for
 * null); parse with the helpers of `./wire` where a typed value is needed. Nested objects that do not exist
 * arrive with every field "" plus `is_empty_object: "1"`.
 */

export interface WireSuccess {
  status: 'success';
  message: string;
}

export interface WireImage {
  img_id: string;
  img_parent_id: string;
  img_type: string;
  img_path: string;
  img_width: string;
  img_height: string;
  img_desc: string;
  ordering?: string;
  is_empty_object?: string;
}

export interface WireRatingDetails {
  five_star_count?: string;
  five_star_percent?: string;
  four_star_count?: string;
  four_star_percent?: string;
  three_star_count?: string;
  three_star_percent?: string;
  two_star_count?: string;
  two_star_percent?: string;
  one_star_count?: string;
  one_star_percent?: string;
  total_rating_count?: string;
  total_rating_value?: string;
}

/** spec §3 User. `status` "1" active, "2" pending verification; `role_id` "1" admin, "2" moderator, "4" user. */
export interface WireUser {
  user_id: string;
  user_is_sys_admin: string;
  facebook_id: string;
  google_id: string;
  phone_id: string;
  apple_id: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  user_address: string;
  user_lat: string;
  user_lng: string;
  city: string;
  user_about_me: string;
  is_show_email: string;
  is_show_phone: string;
  user_cover_photo: string;
  user_profile_photo: string;
  role_id: string;
  status: string;
  is_banned: string;
  added_date: string;
  added_date_timestamp: string;
  device_token: string;
  overall_rating: string;
  whatsapp: string;
  messenger: string;
  follower_count: string;
  following_count: string;
  email_verify: string;
  apple_verify: string;
  facebook_verify: string;
  google_verify: string;
  phone_verify: string;
  rating_count: string;
  is_followed: string;
  rating_details?: WireRatingDetails;
  is_favourited: string;
  is_owner: string;
  /** 0 none, 2 pending, 1 approved, 3 rejected. */
  is_verify_blue_mark: string;
  post_count: string;
  remaining_post: string;
  active_item_count: string;
  user_type: string;
  plan_expiry_date: string;
}

export interface WireUnreadCount {
  id?: string;
  blog_noti_unread_count: string;
  buyer_unread_count: string;
  seller_unread_count: string;
}

export interface WireLanguage {
  language_code: string;
  country_code?: string;
  name?: string;
}

/** `frontend_config_setting` of app info (api-and-config §3); some servers send it camel-cased. */
export interface WireFrontendConfig {
  map_key?: string;
  is_enable_video_setting?: string;
  show_user_profile?: string;
  price_format?: string;
  enable_notification?: string;
  copy_right?: string;
  google_play_url?: string;
  app_store_url?: string;
  google_setting?: string;
  app_store_setting?: string;
  /** An Image (the empty Image when there is no banner); older servers sent the bare path. */
  banner_src?: string | WireImage;
  google_map?: string;
  open_street_map?: string;
  mile?: string;
  default_language?: string | WireLanguage;
  exclude_language?: string | Array<string | WireLanguage>;
  [key: string]: unknown;
}

export interface WireAppInfo {
  version?: Record<string, string>;
  app_setting?: Record<string, string>;
  item_upload_config?: Record<string, string>;
  user_info?: { user_status?: string };
  delete_history?: unknown[];
  oneday?: string;
  currency_symbol?: string;
  currency_short_form?: string;
  frontend_config_setting?: WireFrontendConfig;
  frontendConfigSetting?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface WireNamed {
  id: string;
  name: string;
  is_empty_object?: string;
  [key: string]: unknown;
}

export interface WireCategory {
  id: string;
  cat_id?: string;
  cat_name: string;
  cat_ordering?: string;
  status?: string;
  default_photo?: WireImage;
  default_icon?: WireImage;
}

export interface WireCurrency {
  id: string;
  currency_short_form: string;
  currency_symbol: string;
  is_empty_object?: string;
}

/** The fields of an Item that cards use; the item screens own the full shape. */
export interface WireItemSummary {
  id: string;
  title: string;
  subtitle?: string;
  price: string;
  discount_rate_by_percentage?: string;
  discount_price?: string;
  is_paid?: string;
  is_sold_out?: string;
  added_date_str?: string;
  vehicle_year?: string;
  driven_km?: string;
  default_photo?: WireImage;
  item_currency?: WireCurrency;
  item_location?: WireNamed;
  condition_of_item?: WireNamed;
  fuel_type?: unknown;
  transmission_type?: unknown;
  is_favourited?: string;
}
