/**
 * Which stored settings the admin area edits, group by group, and how (switch, number, text, language pickers).
 * Validation comes from the contract's SETTING_RULES where a field has a stricter rule than "text". Labels are
 * `admin:settings.fields.<group>.<key>`, optional explanations `admin:settings.hints.<group>.<key>`.
 */
import { z } from 'zod';
import { ITEM_UPLOAD_CONFIG_FIELDS, SETTING_RULES, type SettingGroupName } from '@wheeldeal/contract';

export type SettingKind = 'flag' | 'text' | 'textarea' | 'integer' | 'decimal' | 'url' | 'language' | 'languages';

export interface SettingField {
  key: string;
  kind: SettingKind;
  /** Shown only when this flag of the same group is on (e.g. the store link behind its switch). */
  dependsOn?: string;
}

export interface SettingSection {
  group: SettingGroupName;
  fields: SettingField[];
}

const f = (key: string, kind: SettingKind, dependsOn?: string): SettingField => ({ key, kind, dependsOn });

export const SETTING_SECTIONS: readonly SettingSection[] = [
  {
    group: 'general',
    fields: [f('item_approval', 'flag'), f('email_verification', 'flag'), f('site_name', 'text'), f('free_posts_on_register', 'integer')],
  },
  {
    group: 'app_setting',
    fields: [
      f('is_paid_app', 'flag'),
      f('is_block_user', 'flag'),
      f('is_sub_location', 'flag'),
      f('is_subcat_subscription', 'flag'),
      f('is_thumb2x_3x_generate', 'flag'),
      f('max_img_upload_of_item', 'integer'),
      f('lat', 'decimal'),
      f('lng', 'decimal'),
    ],
  },
  {
    group: 'frontend_config',
    fields: [
      f('default_language', 'language'),
      f('exclude_language', 'languages'),
      f('show_user_profile', 'flag'),
      f('enable_notification', 'flag'),
      f('is_enable_video_setting', 'flag'),
      f('google_setting', 'flag'),
      f('app_store_setting', 'flag'),
      f('google_play_url', 'url', 'google_setting'),
      f('app_store_url', 'url', 'app_store_setting'),
      f('map_tile_url', 'url'),
      f('copy_right', 'text'),
      f('mile', 'integer'),
      f('price_format', 'text'),
      // The numbers of days a promotion can be bought for (issue 13); the price of a day is in the payment group.
      f('promote_first_choice_day', 'integer'),
      f('promote_second_choice_day', 'integer'),
      f('promote_third_choice_day', 'integer'),
      f('promote_fourth_choice_day', 'integer'),
    ],
  },
  {
    // Posting limits: an admin raises them for a busy season or lowers them during a spam wave, without a deploy.
    group: 'limits',
    fields: [f('posts_per_account_hour', 'integer'), f('posts_per_account_day', 'integer'), f('posts_per_address_hour', 'integer'), f('posts_per_address_day', 'integer')],
  },
  {
    group: 'version',
    fields: [f('version_force_update', 'flag'), f('version_need_clear_data', 'flag'), f('version_no', 'text'), f('version_title', 'text'), f('version_message', 'textarea')],
  },
  {
    group: 'payment',
    fields: [
      f('offline_enabled', 'flag'),
      // What a buyer who pays by bank transfer reads (offline_payments/get_offline_payment): the bank details.
      f('offline_title', 'text', 'offline_enabled'),
      f('offline_message', 'textarea', 'offline_enabled'),
      f('paypal_enabled', 'flag'),
      f('stripe_enabled', 'flag'),
      f('razor_enabled', 'flag'),
      f('paystack_enabled', 'flag'),
      f('currency_symbol', 'text'),
      f('currency_short_form', 'text'),
      f('oneday', 'decimal'),
      f('stripe_publishable_key', 'text', 'stripe_enabled'),
      f('razor_key', 'text', 'razor_enabled'),
      f('paystack_key', 'text', 'paystack_enabled'),
    ],
  },
  {
    group: 'item_upload_config',
    fields: ITEM_UPLOAD_CONFIG_FIELDS.map((key) => f(key, 'flag')),
  },
];

export function settingSection(group: string | undefined): SettingSection | undefined {
  return SETTING_SECTIONS.find((s) => s.group === group);
}

export type SettingValues = Record<string, string | string[]>;

/** The message of a default language that is also excluded (not a common validation key). */
export const DEFAULT_EXCLUDED = 'default_excluded';

const decimal = z.string().trim().regex(/^-?\d+(\.\d+)?$/);
const integer = z.string().trim().regex(/^\d+$/);

/** The form schema of a section: the contract's rule per field where there is one, else by kind. */
export function settingsSchema(section: SettingSection) {
  const rules = SETTING_RULES[section.group] ?? {};
  const shape: Record<string, z.ZodType> = {};
  for (const field of section.fields) {
    const rule = rules[field.key];
    if (field.kind === 'languages') shape[field.key] = z.array(z.string());
    else if (field.kind === 'language') shape[field.key] = z.string().min(2);
    else if (rule) shape[field.key] = rule;
    else if (field.kind === 'integer') shape[field.key] = integer;
    else if (field.kind === 'decimal') shape[field.key] = decimal;
    else shape[field.key] = z.string().trim().max(2000);
  }
  return z.object(shape).superRefine((values, ctx) => {
    const def = values.default_language;
    const excluded = values.exclude_language;
    if (typeof def === 'string' && Array.isArray(excluded) && excluded.includes(def)) {
      ctx.addIssue({ code: 'custom', path: ['exclude_language'], message: DEFAULT_EXCLUDED });
    }
  });
}

/** The form's values from the stored group (strings; the language list as an array). */
export function settingValues(section: SettingSection, stored: Record<string, string | string[]> | undefined): SettingValues {
  const out: SettingValues = {};
  for (const field of section.fields) {
    const v = stored?.[field.key];
    if (field.kind === 'languages') out[field.key] = Array.isArray(v) ? v : [];
    else out[field.key] = typeof v === 'string' ? v : field.kind === 'flag' ? '0' : '';
  }
  return out;
}
