/**
 * The admin area's calls: moderation, reports, users, the catalogue tables and the stored settings. The admin
 * screens build their forms from these schemas; the server validates with the same ones.
 */
import { z } from 'zod';
import { ITEM_FIELD_LIMITS } from './items.ts';
import { LIMITS } from './limits.ts';
import { BROADCAST_LANGUAGES } from './notifications.ts';

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const id = z.preprocess(asText, z.string().trim().min(1).max(ITEM_FIELD_LIMITS.idMax));
const keyword = z.string().trim().max(100).optional().default('');
const name = (max = 100) => z.preprocess(asText, z.string().trim().min(1).max(max));
const int = (min: number, max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v.trim()) : v), z.number().int().min(min).max(max));
const coord = (max: number) => z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v.trim()) : v), z.number().min(-max).max(max));
const status01 = z.preprocess(asText, z.enum(['0', '1'])).optional().default('1');

// ------------------------------------------------------------------------------------------ moderation

export const adminItemIdBody = z.object({ item_id: id });
export const adminItemRejectBody = z.object({ item_id: id, reason: z.string().trim().min(1).max(ITEM_FIELD_LIMITS.rejectReasonMax) });

/** admin/items: listings by state (published, disabled, rejected, or any other state name), with a keyword. */
export const ADMIN_ITEM_STATUSES = ['published', 'disabled', 'rejected', 'pending', 'hidden', 'all'] as const;
export const adminItemsBody = z.object({ status: z.enum(ADMIN_ITEM_STATUSES).optional().default('published'), keyword });

export const adminReportDismissBody = z.object({ item_id: id });

// ------------------------------------------------------------------------------------------ users

export const ADMIN_USER_STATUSES = ['all', 'active', 'pending', 'unpublished', 'banned', 'deleted'] as const;
export const adminUsersBody = z.object({ keyword, status: z.enum(ADMIN_USER_STATUSES).optional().default('all') });
export const adminUserIdBody = z.object({ user_id: id });

// ------------------------------------------------------------------------------------------ catalogue

/** The most characters of a lookup name, in any language. */
export const LOOKUP_NAME_MAX = 100;

/**
 * A lookup row's name per interface language (`{"ar": "جديد", "de": "Neu"}`): only the 16 language codes, each
 * name trimmed and at most LOOKUP_NAME_MAX long; an empty name drops the language (readers see `name`). A form
 * post may send the map as JSON text.
 */
export const lookupTranslations = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .partialRecord(z.enum(BROADCAST_LANGUAGES), z.preprocess(asText, z.string().trim().max(LOOKUP_NAME_MAX)))
    .transform((map) => Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined && v !== '')) as Partial<Record<(typeof BROADCAST_LANGUAGES)[number], string>>),
);

const lookupFields = z.object({
  name: name(LOOKUP_NAME_MAX),
  /** Absent: the row keeps its translations. */
  translations: lookupTranslations.optional(),
  description: z.string().trim().max(1000).optional().default(''),
  ordering: int(0, 100_000, 0),
  status: status01,
});

/** Field schemas of every catalogue table the admin area edits, keyed by the table's wire name. */
export const CATALOG_FIELDS = {
  /** `translations`: the category's name per language, as the lookups carry theirs (absent: kept). */
  categories: z.object({ cat_name: name(LOOKUP_NAME_MAX), translations: lookupTranslations.optional(), cat_ordering: int(0, 100_000, 0), status: status01 }),
  /** Makes (the spec's subcategory, shown as Brand). */
  subcategories: z.object({ cat_id: id, name: name(), ordering: int(0, 100_000, 0), status: status01 }),
  models: z.object({ sub_cat_id: id, name: name(), status: status01 }),
  item_types: lookupFields,
  price_types: lookupFields,
  conditions: lookupFields,
  deal_options: lookupFields,
  fuel_types: lookupFields,
  transmissions: lookupFields,
  colors: lookupFields,
  body_styles: lookupFields,
  seller_types: lookupFields,
  vehicle_types: lookupFields,
  states: lookupFields,
  tags: lookupFields,
  currencies: z.object({
    currency_short_form: name(10),
    currency_symbol: name(10),
    is_default: z.preprocess(asText, z.enum(['0', '1'])).optional().default('0'),
    status: status01,
  }),
  /** Cities. */
  locations: z.object({ name: name(), lat: coord(90), lng: coord(180), ordering: int(0, 100_000, 0), status: status01 }),
  townships: z.object({ city_id: id, township_name: name(), ordering: int(0, 100_000, 0), lat: coord(90), lng: coord(180), status: status01 }),
} as const;

export type CatalogTable = keyof typeof CATALOG_FIELDS;
export const CATALOG_TABLES = Object.keys(CATALOG_FIELDS) as CatalogTable[];
const catalogTable = z.enum(CATALOG_TABLES as [CatalogTable, ...CatalogTable[]]);

/** Which catalogue tables carry pictures, and the image kinds they take (admin/catalog_upload `img_type`). */
export const CATALOG_IMAGE_TYPES = { categories: ['category', 'category-icon'], subcategories: ['subcategory'] } as const;

export const catalogListBody = z.object({ table: catalogTable, keyword });
/** `{table, id?, …fields}`: the fields are validated with CATALOG_FIELDS[table]. Empty id creates. */
export const catalogSaveBody = z.looseObject({ table: catalogTable, id: z.preprocess(asText, z.string().trim().max(64)).optional().default('') });
export const catalogDeleteBody = z.object({ table: catalogTable, id });
export const catalogUploadFields = z.object({
  table: z.enum(['categories', 'subcategories']),
  id,
  img_type: z.enum(['category', 'category-icon', 'subcategory']),
});

// ------------------------------------------------------------------------------------------ settings

/** Setting groups the admin area edits (see the server's settings.service.ts for every field and default). */
export const SETTING_GROUPS = ['general', 'version', 'app_setting', 'item_upload_config', 'payment', 'frontend_config', 'limits'] as const;
export type SettingGroupName = (typeof SETTING_GROUPS)[number];

const flagSetting = z.preprocess(asText, z.enum(['0', '1']));
const intSetting = (min: number, max: number) => z.preprocess(asText, z.string().trim().regex(/^\d+$/).refine((s) => Number(s) >= min && Number(s) <= max));
const decimalSetting = z.preprocess(asText, z.string().trim().regex(/^-?\d+(\.\d+)?$/));

/** Fields with a stricter rule than "a string of at most 2000 characters". Languages are checked by the server
 * against the i18n package's codes. */
export const SETTING_RULES: Partial<Record<SettingGroupName, Record<string, z.ZodType>>> = {
  general: {
    email_verification: flagSetting,
    item_approval: flagSetting,
    free_posts_on_register: intSetting(0, 10_000),
  },
  version: { version_force_update: flagSetting, version_need_clear_data: flagSetting },
  app_setting: {
    lat: decimalSetting,
    lng: decimalSetting,
    is_sub_location: flagSetting,
    is_thumb2x_3x_generate: flagSetting,
    is_paid_app: flagSetting,
    is_block_user: flagSetting,
    is_subcat_subscription: flagSetting,
    max_img_upload_of_item: intSetting(1, 20),
  },
  /** Posting limits (new listings per account / address per hour / day); 0 is no limit. */
  limits: {
    posts_per_account_hour: intSetting(0, 100_000),
    posts_per_account_day: intSetting(0, 100_000),
    posts_per_address_hour: intSetting(0, 100_000),
    posts_per_address_day: intSetting(0, 100_000),
  },
  /** Money (decision 015): provider switches, the site currency and the price of a promotion day (decimal text; the
   * server also checks it fits the currency's decimals). */
  payment: {
    offline_enabled: flagSetting,
    paypal_enabled: flagSetting,
    stripe_enabled: flagSetting,
    razor_enabled: flagSetting,
    paystack_enabled: flagSetting,
    currency_short_form: z.preprocess(asText, z.string().trim().regex(/^[A-Za-z]{3}$/)),
    oneday: z.preprocess(asText, z.string().trim().regex(/^\d{1,9}(\.\d{1,3})?$/)),
  },
  frontend_config: {
    /** The numbers of days a promotion can be bought for (issue 13). */
    promote_first_choice_day: intSetting(1, 365),
    promote_second_choice_day: intSetting(1, 365),
    promote_third_choice_day: intSetting(1, 365),
    promote_fourth_choice_day: intSetting(1, 365),
    map_tile_url: z.string().trim().max(500).refine((s) => s === '' || /^https:\/\/[^\s]+$/.test(s)),
    default_language: z.string().trim().min(2).max(5),
    exclude_language: z.array(z.string().trim().min(2).max(5)).max(16),
  },
};

export const settingsUpdateBody = z.object({ group: z.enum(SETTING_GROUPS), values: z.record(z.string(), z.unknown()) });

// ------------------------------------------------------------------------------------------ logs

export const auditLogBody = z.object({ action: z.string().trim().max(50).optional().default(''), actor_user_id: z.string().trim().max(64).optional().default('') });
export const outboxBody = z.object({ channel: z.enum(['', 'email', 'sms', 'whatsapp']).optional().default(''), recipient: z.string().trim().max(LIMITS.emailMax).optional().default('') });
