/**
 * The app-info answer (appinfo/get_delete_history, api-and-config §3): version, app settings, the upload form
 * config, the caller's status, deletions in a date range, the payment flags, the languages and the frontend
 * config. Every group is closed: a new setting is added here first, so clients learn of it from the contract.
 */
import { z } from 'zod';
import { APP_USER_STATUS } from '../enums.ts';
import { orEmpty, wireDate, wireEnum, wireFlag, wireId, wireInt, wireIntOrNull, wireNumber, wireRecord, wireText } from '../wire.ts';

const flags = <const K extends readonly string[]>(keys: K) => z.strictObject(Object.fromEntries(keys.map((k) => [k, wireFlag])) as Record<K[number], typeof wireFlag>);
const texts = <const K extends readonly string[]>(keys: K) => Object.fromEntries(keys.map((k) => [k, wireText])) as Record<K[number], typeof wireText>;

export const wireAppVersion = z.strictObject({
  version_no: wireText,
  version_force_update: wireFlag,
  version_title: wireText,
  version_message: wireText,
  version_need_clear_data: wireFlag,
});

export const wireAppSetting = z.strictObject({
  lat: wireNumber,
  lng: wireNumber,
  is_sub_location: wireFlag,
  is_thumb2x_3x_generate: wireFlag,
  is_paid_app: wireFlag,
  is_block_user: wireFlag,
  is_subcat_subscription: wireFlag,
  max_img_upload_of_item: wireInt,
});

/** Which optional fields the item form shows ("1") or hides ("0"), in the order the admin settings form lists them. */
export const ITEM_UPLOAD_CONFIG_FIELDS = [
  'sub_cat_id',
  'item_type_id',
  'item_price_type_id',
  'condition_of_item_id',
  'deal_option_id',
  'deal_option_remark',
  'business_mode',
  'brand',
  'highlight_info',
  'discount_rate_by_percentage',
  'address',
  'lat',
  'lng',
] as const;
export const wireItemUploadConfig = flags(ITEM_UPLOAD_CONFIG_FIELDS);

export const wireDeleteHistory = z.strictObject({ id: wireId, type_id: wireText, type_name: wireText, deleted_date: wireDate });

/** A Language (api-and-config §3). */
export const wireLanguage = z.strictObject({ language_code: wireText, country_code: wireText, name: wireText });

/** The home banner picture: stored as an uploads path, sent in the Image's fields (img_type "banner", img_path;
 * it has no image row, so img_id and the rest are ""), or the empty Image when none is set — never "". */
export const wireBannerSource = orEmpty(
  wireRecord({
    img_id: wireText,
    img_parent_id: wireText,
    img_type: z.literal('banner'),
    img_path: z.string().min(1),
    img_width: wireIntOrNull,
    img_height: wireIntOrNull,
    img_desc: wireText,
    ordering: wireIntOrNull,
  }),
);

export const wireFrontendConfig = z.strictObject({
  ...texts(['map_key', 'price_format', 'fcm_server_key', 'firebase_web_push_key_pair', 'ad_client', 'ad_slot', 'copy_right', 'google_play_url', 'app_store_url', 'map_tile_url'] as const),
  is_enable_video_setting: wireFlag,
  show_user_profile: wireFlag,
  no_filter_with_location_on_map: wireFlag,
  enable_notification: wireFlag,
  google_setting: wireFlag,
  app_store_setting: wireFlag,
  google_map: wireFlag,
  open_street_map: wireFlag,
  item_upload_ui1: wireFlag,
  item_upload_ui2: wireFlag,
  banner_src: wireBannerSource,
  mile: wireNumber,
  promote_first_choice_day: wireInt,
  promote_second_choice_day: wireInt,
  promote_third_choice_day: wireInt,
  promote_fourth_choice_day: wireInt,
  /** Languages as objects, not bare codes: the original clients read them so. */
  default_language: wireLanguage,
  exclude_language: z.array(wireLanguage),
});

export const wireAppInfo = z.strictObject({
  version: wireAppVersion,
  app_setting: wireAppSetting,
  item_upload_config: wireItemUploadConfig,
  user_info: z.strictObject({ user_status: wireEnum(APP_USER_STATUS) }),
  delete_history: z.array(wireDeleteHistory),
  oneday: wireNumber,
  currency_symbol: wireText,
  currency_short_form: wireText,
  ...texts(['stripe_publishable_key', 'razor_key', 'paystack_key', 'in_app_purchased_prd_id_android', 'in_app_purchased_prd_id_ios'] as const),
  paypal_enabled: wireFlag,
  stripe_enabled: wireFlag,
  razor_enabled: wireFlag,
  offline_enabled: wireFlag,
  paystack_enabled: wireFlag,
  in_app_purchased_enabled: wireFlag,
  /** Ours: the sandbox provider (demo test cards) is offered. */
  sandbox_enabled: wireFlag,
  deposit_percent: wireNumber,
  cooldown_period: wireInt,
  membership_duration: wireInt,
  membership_amount: wireNumber,
  bid_fee: wireNumber,
  upload_fee: wireNumber,
  languages: z.array(wireLanguage),
  frontend_config_setting: wireFrontendConfig,
});
