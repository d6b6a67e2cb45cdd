/**
 * App settings stored in the database (app_settings: one JSON object per group). Code defaults fill any field
 * the database lacks, so a new setting never needs a data migration. The app-info call and the admin area read
 * and write these groups.
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export const SETTING_DEFAULTS = {
  general: {
    /** New accounts must verify their e-mail before they are active. */
    email_verification: '1',
    /** New and edited listings wait for a moderator. */
    item_approval: '1',
    /** Posts a new regular user may publish when the paid-app setting is on. */
    free_posts_on_register: '3',
    site_name: 'Wheeldeal',
  },
  version: { version_no: '1.0.0', version_force_update: '0', version_title: 'Wheeldeal', version_message: '', version_need_clear_data: '0' },
  app_setting: {
    lat: '40.7128',
    lng: '-74.0060',
    is_sub_location: '1',
    is_thumb2x_3x_generate: '1',
    is_paid_app: '0',
    is_block_user: '1',
    is_subcat_subscription: '1',
    max_img_upload_of_item: '5',
  },
  item_upload_config: {
    address: '1',
    brand: '1',
    lat: '1',
    lng: '1',
    business_mode: '1',
    sub_cat_id: '1',
    item_type_id: '1',
    item_price_type_id: '1',
    condition_of_item_id: '1',
    deal_option_id: '1',
    deal_option_remark: '1',
    highlight_info: '1',
    discount_rate_by_percentage: '1',
  },
  payment: {
    currency_symbol: '$',
    currency_short_form: 'USD',
    oneday: '5',
    stripe_publishable_key: '',
    paypal_enabled: '0',
    stripe_enabled: '0',
    razor_enabled: '0',
    razor_key: '',
    offline_enabled: '1',
    deposit_percent: '10',
    cooldown_period: '7',
    membership_duration: '30',
    membership_amount: '20',
    bid_fee: '1',
    upload_fee: '0',
    paystack_enabled: '0',
    paystack_key: '',
    in_app_purchased_enabled: '0',
    in_app_purchased_prd_id_android: '',
    in_app_purchased_prd_id_ios: '',
    /** Offline payment (bank transfer) instructions shown to buyers; empty: a translated default. */
    offline_title: '',
    offline_message: '',
  },
  /**
   * How many new listings one account and one address (IP) may post per hour and per day; 0 turns a limit off.
   * A private seller posts one or two; a dealer a few dozen a day; an office or mobile network shares one address,
   * so the address limits are looser. Not part of app info: clients learn a limit from its 429.
   */
  limits: {
    posts_per_account_hour: '10',
    posts_per_account_day: '50',
    posts_per_address_hour: '30',
    posts_per_address_day: '150',
  },
  frontend_config: {
    map_key: 'openstreetmap',
    is_enable_video_setting: '1',
    show_user_profile: '1',
    no_filter_with_location_on_map: '0',
    price_format: '#,##0.##',
    enable_notification: '1',
    fcm_server_key: '',
    firebase_web_push_key_pair: '',
    ad_client: '',
    ad_slot: '',
    /** Empty: the web shows its own translated line with the current year. */
    copy_right: '',
    google_play_url: '',
    app_store_url: '',
    google_setting: '0',
    app_store_setting: '0',
    banner_src: '',
    google_map: '0',
    open_street_map: '1',
    /** Tile URL template for Leaflet; empty means no tiles (the map still shows the pin and address). */
    map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mile: '50',
    promote_first_choice_day: '7',
    promote_second_choice_day: '14',
    promote_third_choice_day: '30',
    promote_fourth_choice_day: '60',
    item_upload_ui1: '0',
    item_upload_ui2: '1',
    default_language: 'en',
    exclude_language: [] as string[],
  },
};

export type SettingGroup = keyof typeof SETTING_DEFAULTS;
export type Settings = { [G in SettingGroup]: (typeof SETTING_DEFAULTS)[G] };

export async function getSettings(db: DbOrTx, groups: readonly SettingGroup[] = Object.keys(SETTING_DEFAULTS) as SettingGroup[]): Promise<Settings> {
  const rows = await db.select().from(appSettings).where(inArray(appSettings.key, groups as string[]));
  const out = structuredClone(SETTING_DEFAULTS) as Settings;
  for (const row of rows) {
    const group = row.key as SettingGroup;
    if (group in out && row.value && typeof row.value === 'object') Object.assign(out[group], row.value);
  }
  return out;
}

/** Merges a partial update into a group (only known fields). */
export async function updateSettings<G extends SettingGroup>(db: DbOrTx, group: G, patch: Partial<Settings[G]>): Promise<void> {
  const known = Object.fromEntries(Object.entries(patch).filter(([k]) => k in SETTING_DEFAULTS[group]));
  await db
    .insert(appSettings)
    .values({ key: group, value: known })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`${appSettings.value} || ${JSON.stringify(known)}::jsonb`, updatedDate: sql`now()` } });
}
