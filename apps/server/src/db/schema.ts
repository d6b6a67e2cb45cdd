/**
 * The whole data model of the spec, in one place (Drizzle). Tables are plural snake_case. Ids are opaque text with
 * a readable prefix (see ids.ts). Item prices are numeric(14,2); every timestamp is timestamptz. Presenters turn rows
 * into wire objects; no row reaches the wire unshaped. Money tables keep integer minor units beside an ISO currency
 * code (decision 015); older catalogue prices (items) stay numeric(14,2).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('added_date', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_date', { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

// ---------------------------------------------------------------------------------------------- users & auth

export const users = pgTable(
  'users',
  {
    id: id(),
    roleId: smallint('role_id').notNull().default(4),
    status: smallint('status').notNull().default(2),
    isBanned: boolean('is_banned').notNull().default(false),
    isSysAdmin: boolean('user_is_sys_admin').notNull().default(false),
    userName: text('user_name').notNull(),
    userEmail: text('user_email'),
    userPhone: text('user_phone').notNull().default(''),
    userAddress: text('user_address').notNull().default(''),
    userLat: doublePrecision('user_lat'),
    userLng: doublePrecision('user_lng'),
    city: text('city').notNull().default(''),
    userAboutMe: text('user_about_me').notNull().default(''),
    isShowEmail: boolean('is_show_email').notNull().default(false),
    isShowPhone: boolean('is_show_phone').notNull().default(false),
    userCoverPhoto: text('user_cover_photo').notNull().default(''),
    userProfilePhoto: text('user_profile_photo').notNull().default(''),
    passwordHash: text('password_hash'),
    facebookId: text('facebook_id'),
    googleId: text('google_id'),
    phoneId: text('phone_id'),
    appleId: text('apple_id'),
    deviceToken: text('device_token').notNull().default(''),
    platformName: text('platform_name').notNull().default(''),
    language: text('language').notNull().default('en'),
    overallRating: numeric('overall_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    whatsapp: text('whatsapp').notNull().default(''),
    messenger: text('messenger').notNull().default(''),
    emailVerify: boolean('email_verify').notNull().default(false),
    appleVerify: boolean('apple_verify').notNull().default(false),
    facebookVerify: boolean('facebook_verify').notNull().default(false),
    googleVerify: boolean('google_verify').notNull().default(false),
    phoneVerify: boolean('phone_verify').notNull().default(false),
    isVerifyBlueMark: smallint('is_verify_blue_mark').notNull().default(0),
    /** Dealer badge: 0 none, 2 pending, 1 approved, 3 rejected (same scale as the blue mark). */
    isVerifyDealer: smallint('is_verify_dealer').notNull().default(0),
    remainingPost: integer('remaining_post').notNull().default(0),
    userType: text('user_type').notNull().default('normal'),
    planExpiryDate: timestamp('plan_expiry_date', { withTimezone: true }),
    showProfile: boolean('show_profile').notNull().default(true),
    /** The privacy-policy version (pages.version of `privacy`) the user last accepted; 0 never. Asked again only
     * when the policy's version moves past it. */
    privacyAcceptedVersion: integer('privacy_accepted_version').notNull().default(0),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    notificationSetting: boolean('notification_setting').notNull().default(true),
    /** Per-kind channel choices (`{ "<flag>": { "inapp": bool, "push": bool, "email": bool } }`) over the code
     * defaults of `NOTIFICATION_DEFAULTS` (contract): only what the user changed is stored. */
    notificationPrefs: jsonb('notification_prefs').notNull().default({}),
    /** Presence: when the user was last connected to the realtime channel (refreshed while connected). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_live_uq').on(sql`lower(${t.userEmail})`).where(sql`${t.deletedAt} is null`),
    index('users_phone_idx').on(t.userPhone),
    uniqueIndex('users_google_uq').on(t.googleId),
    uniqueIndex('users_facebook_uq').on(t.facebookId),
    uniqueIndex('users_apple_uq').on(t.appleId),
    uniqueIndex('users_phone_id_uq').on(t.phoneId),
  ],
);

/** Server-side sessions. The token itself is never stored: `id` is its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes and links: e-mail verification, phone codes, password reset. Only hashes are stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // email_verify | email_change | phone_verify | password_reset
    codeHash: text('code_hash').notNull(),
    /** What the code confirms besides the mailbox: the new address of an e-mail change (purpose email_change). */
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

/**
 * Codes sent to a phone number (issue 14): sign-in by phone, where no account may exist yet (so no user id), and a
 * profile's change of number (user id set: the account whose number becomes `phone` once the code is right). Only
 * the code's hash is kept; `attempts` counts wrong guesses, and a used or superseded code has `used_at`.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    /** The number the code was sent to, in E.164. */
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(), // phone_sign_in | phone_change
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()), index('phone_codes_user_idx').on(t.userId)],
);

/**
 * Failed password sign-ins per account (the submitted e-mail, lower-cased) and address; address "*" is the
 * account's global ceiling. Drives the back-off of decision 010; a success or a password reset clears them.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.ip] }), index('login_failures_window_idx').on(t.windowStart)],
);

/** Fixed-window rate-limit counters, shared by every server process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

// ---------------------------------------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: id(),
  /** As stored: the fallback, and the name in the default language. */
  catName: text('cat_name').notNull(),
  /** The name in other languages (migration 0020), as the lookups carry theirs: language code → name. */
  translations: jsonb('translations').$type<LookupTranslations>().notNull().default({}),
  catOrdering: integer('cat_ordering').notNull().default(0),
  status: smallint('status').notNull().default(1),
  addedUserId: text('added_user_id'),
  updatedUserId: text('updated_user_id'),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

/** Makes (the spec's subcategory, shown as Brand). */
export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    catId: text('cat_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    ordering: integer('ordering').notNull().default(0),
    status: smallint('status').notNull().default(1),
    addedUserId: text('added_user_id'),
    updatedUserId: text('updated_user_id'),
    updatedFlag: smallint('updated_flag').notNull().default(0),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('subcategories_cat_idx').on(t.catId, t.name)],
);

export const models = pgTable(
  'models',
  {
    id: id(),
    subCatId: text('sub_cat_id').notNull().references(() => subcategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('models_sub_cat_idx').on(t.subCatId, t.name)],
);

/** A lookup row's name in other languages: language code → name (absent or empty: readers see `name`). */
export type LookupTranslations = Partial<Record<string, string>>;

/** The simple lookup tables share one shape: id, name (as stored, the fallback), its translations, description,
 * ordering, status. */
const lookupTable = (name: string) =>
  pgTable(name, {
    id: id(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<LookupTranslations>().notNull().default({}),
    description: text('description').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
    status: smallint('status').notNull().default(1),
    addedUserId: text('added_user_id'),
    updatedUserId: text('updated_user_id'),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  });

export const itemTypes = lookupTable('item_types');
export const priceTypes = lookupTable('price_types');
export const conditions = lookupTable('conditions');
export const dealOptions = lookupTable('deal_options');
export const fuelTypes = lookupTable('fuel_types');
export const transmissions = lookupTable('transmissions');
export const colors = lookupTable('colors');
export const bodyStyles = lookupTable('body_styles');
export const sellerTypes = lookupTable('seller_types');
export const vehicleTypes = lookupTable('vehicle_types');
/** Vehicle registration states. */
export const states = lookupTable('states');
export const tags = lookupTable('tags');

export const currencies = pgTable('currencies', {
  id: id(),
  currencyShortForm: text('currency_short_form').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  status: smallint('status').notNull().default(1),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

/** Cities (the spec's item locations). */
export const locations = pgTable('locations', {
  id: id(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull().default(0),
  lng: doublePrecision('lng').notNull().default(0),
  ordering: integer('ordering').notNull().default(0),
  status: smallint('status').notNull().default(1),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

export const townships = pgTable(
  'townships',
  {
    id: id(),
    cityId: text('city_id').notNull().references(() => locations.id, { onDelete: 'restrict' }),
    townshipName: text('township_name').notNull(),
    ordering: integer('ordering').notNull().default(0),
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    status: smallint('status').notNull().default(1),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('townships_city_idx').on(t.cityId)],
);

// ---------------------------------------------------------------------------------------------- items

export const items = pgTable(
  'items',
  {
    id: id(),
    catId: text('cat_id').notNull().references(() => categories.id),
    subCatId: text('sub_cat_id').notNull().references(() => subcategories.id),
    modelId: text('model_id').references(() => models.id),
    itemTypeId: text('item_type_id').references(() => itemTypes.id),
    itemPriceTypeId: text('item_price_type_id').references(() => priceTypes.id),
    itemCurrencyId: text('item_currency_id').references(() => currencies.id),
    itemLocationId: text('item_location_id').references(() => locations.id),
    itemLocationTownshipId: text('item_location_township_id').references(() => townships.id),
    conditionOfItemId: text('condition_of_item_id').references(() => conditions.id),
    dealOptionId: text('deal_option_id').references(() => dealOptions.id),
    dealOptionRemark: text('deal_option_remark').notNull().default(''),
    tagId: text('tag_id').references(() => tags.id),
    fuelTypeId: text('fuel_type_id').references(() => fuelTypes.id),
    transmissionId: text('transmission_id').references(() => transmissions.id),
    colorId: text('color_id').references(() => colors.id),
    bodyStyleId: text('body_style_id').references(() => bodyStyles.id),
    sellerTypeId: text('seller_type_id').references(() => sellerTypes.id),
    vehicleTypeId: text('vehicle_type_id').references(() => vehicleTypes.id),
    registrationStateId: text('vehicle_registration_state_id').references(() => states.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    highlightInfo: text('highlight_info').notNull().default(''),
    keyword: text('keyword').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Free-text brand as typed by the seller; the make is sub_cat_id. */
    brand: text('brand').notNull().default(''),
    price: money('price').notNull().default('0'),
    discountRateByPercentage: numeric('discount_rate_by_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    /** isShop: available for several orders (true) or one buyer (false). */
    businessMode: boolean('business_mode').notNull().default(false),
    address: text('address').notNull().default(''),
    /** Also `geo point GENERATED ALWAYS AS (point(lng, lat)) STORED` with a partial GiST index (migration 0005,
     * hand-written; radius search only, never written or read through Drizzle). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    vehicleYear: integer('vehicle_year'),
    drivenKm: integer('driven_km'),
    /** Number of previous owners as the seller states it ("1st owner"). */
    owner: text('owner').notNull().default(''),
    seatingCapacity: integer('seating_capacity'),
    loadingVehicle: text('loading_vehicle').notNull().default(''),
    engineCc: integer('engine_cc'),
    /** 0 or 1: whether the engine runs. */
    engineStatus: smallint('engine_status').notNull().default(1),
    /** 1 when posted by a private user (the dashboard's "user vehicle posts"), 0 for dealers/shops. */
    usersPost: boolean('users_post').notNull().default(true),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    soldType: text('sold_type').notNull().default(''),
    soldToUserId: text('sold_to_user_id'),
    soldBuyerName: text('sold_buyer_name').notNull().default(''),
    soldDate: timestamp('sold_date', { withTimezone: true }),
    touchCount: integer('touch_count').notNull().default(0),
    favouriteCount: integer('favourite_count').notNull().default(0),
    isPaid: boolean('is_paid').notNull().default(false),
    adType: text('ad_type').notNull().default('normal_ad'),
    featuredDate: timestamp('featured_date', { withTimezone: true }),
    ordering: integer('ordering').notNull().default(0),
    dynamicLink: text('dynamic_link').notNull().default(''),
    searchVector: tsvector('search_vector'),
    addedUserId: text('added_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    updatedUserId: text('updated_user_id'),
    updatedFlag: smallint('updated_flag').notNull().default(0),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    index('items_public_added_idx').on(t.addedDate.desc(), t.id).where(sql`${t.status} = 1`),
    index('items_public_touch_idx').on(t.touchCount.desc(), t.id).where(sql`${t.status} = 1`),
    index('items_public_price_idx').on(t.price, t.id).where(sql`${t.status} = 1`),
    index('items_sub_cat_price_idx').on(t.subCatId, t.price).where(sql`${t.status} = 1`),
    // The facet pass of items/search_meta (facetCounts): every column it groups or filters by, so counting the published
    // listings is an index-only scan already in (category, make, body, fuel, price) order (migration 0018).
    index('items_public_facets_idx')
      .on(t.catId, t.subCatId, t.bodyStyleId, t.fuelTypeId, t.price, t.modelId, t.itemTypeId, t.drivenKm)
      .where(sql`${t.status} = 1`),
    index('items_cat_idx').on(t.catId, t.addedDate.desc()).where(sql`${t.status} = 1`),
    index('items_location_idx').on(t.itemLocationId, t.addedDate.desc()).where(sql`${t.status} = 1`),
    index('items_lat_lng_idx').on(t.lat, t.lng).where(sql`${t.status} = 1`),
    index('items_owner_idx').on(t.addedUserId, t.status, t.addedDate.desc()),
    index('items_status_idx').on(t.status, t.addedDate.desc()),
    index('items_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Facet counts of the published listings (decision 019), kept exact in the transaction of every change of `items`
 * by triggers (migration 0019): how many listings there are per (category, make, body style, fuel type, item type,
 * price cell). items/search_meta sums this table instead of reading every listing when its filters are ones the
 * table groups by. A price cell is the open range between two band edges (even numbers) or a price exactly on an
 * edge (odd numbers), so a band is `price_cell / 2` and band-aligned price ranges are answered exactly.
 *
 * Writers only ever append +n/−n rows to `item_facet_deltas` (no row every posting updates); a periodic job moves
 * them into `item_facet_counts` (wd_item_facets_compact); readers add up both.
 */
const facetColumns = () => ({
  catId: text('cat_id').notNull(),
  subCatId: text('sub_cat_id').notNull(),
  bodyStyleId: text('body_style_id'),
  fuelTypeId: text('fuel_type_id'),
  itemTypeId: text('item_type_id'),
  priceCell: smallint('price_cell').notNull(),
});
export const itemFacetCounts = pgTable(
  'item_facet_counts',
  { ...facetColumns(), n: bigint('n', { mode: 'number' }).notNull() },
  (t) => [unique('item_facet_counts_key').on(t.catId, t.subCatId, t.bodyStyleId, t.fuelTypeId, t.itemTypeId, t.priceCell).nullsNotDistinct()],
);
export const itemFacetDeltas = pgTable('item_facet_deltas', { ...facetColumns(), n: integer('n').notNull() });
/** The band edges (lower bounds of the price bands after the first) the price cells were computed with: one row. */
export const itemFacetBands = pgTable('item_facet_bands', {
  id: boolean('id').primaryKey().default(true),
  edges: numeric('edges', { precision: 14, scale: 2 }).array().notNull(),
});

/** Every uploaded image and video of every parent (item, category, user, blog, banner, chat). */
export const images = pgTable(
  'images',
  {
    id: id(),
    imgParentId: text('img_parent_id').notNull(),
    /** item | item-video | item-video-icon | category | category-icon | subcategory | profile | cover | blog | banner | chat | certificate */
    imgType: text('img_type').notNull(),
    imgPath: text('img_path').notNull(),
    imgWidth: integer('img_width').notNull().default(0),
    imgHeight: integer('img_height').notNull().default(0),
    imgDesc: text('img_desc').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
    /** Bytes of the stored original, for quotas and the admin area. */
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds'),
    addedDate: createdAt(),
  },
  (t) => [index('images_parent_idx').on(t.imgParentId, t.imgType, t.ordering)],
);

// ---------------------------------------------------------------------------------------------- relations

export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('favourites_item_idx').on(t.itemId)],
);

export const follows = pgTable(
  'follows',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    followedUserId: text('followed_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.followedUserId] }), index('follows_followed_idx').on(t.followedUserId)],
);

export const blocks = pgTable(
  'blocks',
  {
    fromUserId: text('from_block_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_block_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fromUserId, t.toUserId] })],
);

export const itemReports = pgTable(
  'item_reports',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    reportedUserId: text('reported_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** open | dismissed | actioned */
    status: text('status').notNull().default('open'),
    addedDate: createdAt(),
  },
  (t) => [uniqueIndex('item_reports_uq').on(t.itemId, t.reportedUserId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    fromUserId: text('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The deal (conversation) the review is about: one review per deal and direction. */
    chatHeaderId: text('chat_header_id').references(() => chatHeaders.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    rating: smallint('rating').notNull(),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    index('ratings_to_idx').on(t.toUserId, t.addedDate.desc()),
    uniqueIndex('ratings_deal_uq').on(t.chatHeaderId, t.fromUserId),
  ],
);

export const subcategorySubscriptions = pgTable(
  'subcategory_subscriptions',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subCatId: text('sub_cat_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subCatId] })],
);

/** Item views: one row per visitor per item per day. */
export const touches = pgTable(
  'touches',
  {
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    userId: text('user_id'),
    touchDate: date('touch_date').notNull(),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.visitorKey, t.touchDate] })],
);

// ---------------------------------------------------------------------------------------------- chat & offers

export const chatHeaders = pgTable(
  'chat_headers',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    buyerUserId: text('buyer_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerUserId: text('seller_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    negoPrice: money('nego_price').notNull().default('0'),
    buyerUnreadCount: integer('buyer_unread_count').notNull().default(0),
    sellerUnreadCount: integer('seller_unread_count').notNull().default(0),
    isAccept: boolean('is_accept').notNull().default(false),
    isOffer: boolean('is_offer').notNull().default(false),
    /** 1 chatting, 2 offer made, 3 bought, 4 rejected (wire contract §3). */
    offerStatus: smallint('offer_status').notNull().default(1),
    /** Chat status seen by clients: 0 none, 1 offer, 2 rejected, 3 accepted, 4 sold, 5 bought. */
    chatStatus: smallint('chat_status').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The sequence number of the latest message (messages are 1, 2, 3… per conversation). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** The last sequence each side has read. */
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    sellerReadSeq: integer('seller_read_seq').notNull().default(0),
    /** Who made the standing offer (buyer | seller), '' when none: tells an offer from a counter. */
    latestOfferBy: text('latest_offer_by').notNull().default(''),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('chat_headers_uq').on(t.itemId, t.buyerUserId, t.sellerUserId),
    // Not last_message_at: a message's header update stays HOT (migration 0021).
    index('chat_headers_buyer_idx').on(t.buyerUserId),
    index('chat_headers_seller_idx').on(t.sellerUserId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatHeaderId: text('chat_header_id').notNull().references(() => chatHeaders.id, { onDelete: 'cascade' }),
    senderUserId: text('sender_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 0 text, 1 image, 2 offer, 3 date, 4 sold, 5 bought */
    type: smallint('type').notNull().default(0),
    message: text('message').notNull().default(''),
    imgPath: text('img_path').notNull().default(''),
    offerAmount: money('offer_amount'),
    isRead: boolean('is_read').notNull().default(false),
    /** The place in the conversation (1, 2, 3…), the same order for both sides. */
    seq: integer('seq').notNull(),
    /** The sender's own id of the message: a resend with the same id is the same message ('' for server-written ones). */
    clientId: text('client_id').notNull().default(''),
    /** Offer messages: offer | counter | accept | reject | withdraw. */
    dealAction: text('deal_action').notNull().default(''),
    imgWidth: integer('img_width'),
    imgHeight: integer('img_height'),
    /** Scam patterns the chat guard saw (kinds), shown to the recipient as a safety tip. */
    warningKinds: text('warning_kinds').array().notNull().default(sql`'{}'::text[]`),
    addedDate: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_uq').on(t.chatHeaderId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.chatHeaderId, t.senderUserId, t.clientId).where(sql`client_id <> ''`),
  ],
);

/**
 * Presence (decision 013): the realtime sockets each server process holds per user, refreshed by the process's
 * heartbeat. A user is online while a row of theirs has sockets and a fresh heartbeat; a killed process's rows go
 * stale by themselves.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    processId: text('process_id').notNull(),
    connections: integer('connections').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
);

/** A participant's report of a conversation: the reported user's messages reach the moderators (only those). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: id(),
    chatHeaderId: text('chat_header_id').notNull().references(() => chatHeaders.id, { onDelete: 'cascade' }),
    reporterUserId: text('reporter_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: text('reported_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** open | dismissed | actioned */
    status: text('status').notNull().default('open'),
    addedDate: createdAt(),
  },
  (t) => [uniqueIndex('chat_reports_uq').on(t.chatHeaderId, t.reporterUserId), index('chat_reports_status_idx').on(t.status, t.addedDate.desc())],
);

/** Public questions on a listing (commentheaders/press): a visitor-readable thread per question. */
export const commentHeaders = pgTable(
  'comment_headers',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** 1 shown, 0 removed (by the owner or a moderator). */
    status: smallint('status').notNull().default(1),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('comment_headers_item_idx').on(t.itemId, t.addedDate.desc())],
);

/** Answers and follow-ups in a question's thread (commentdetails/press). */
export const commentDetails = pgTable(
  'comment_details',
  {
    id: id(),
    headerId: text('header_id').notNull().references(() => commentHeaders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    status: smallint('status').notNull().default(1),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('comment_details_header_idx').on(t.headerId, t.addedDate)],
);

/** Every offer ever made in a conversation, with its outcome (the header keeps the current one). */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    chatHeaderId: text('chat_header_id').notNull().references(() => chatHeaders.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** offered | accepted | rejected | withdrawn */
    status: text('status').notNull().default('offered'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    addedDate: createdAt(),
  },
  (t) => [index('offers_to_idx').on(t.toUserId, t.addedDate.desc()), index('offers_from_idx').on(t.fromUserId, t.addedDate.desc())],
);

// ---------------------------------------------------------------------------------------------- money
// Amounts are integers in the currency's minor unit (cents, paise, kobo; `minor` below) beside their ISO 4217
// currency code: never floating point, never a decimal string in arithmetic (decision 015).
const minor = (name: string) => bigint(name, { mode: 'number' });

export const packages = pgTable('packages', {
  id: id(),
  title: text('title').notNull(),
  priceMinor: minor('price_minor').notNull(),
  /** ISO 4217 code of price_minor. */
  currency: text('currency').notNull().default('USD'),
  currencyId: text('currency_id').references(() => currencies.id),
  postCount: integer('post_count').notNull(),
  packageDays: integer('package_days').notNull().default(0),
  inAppPurchasePrdId: text('in_app_purchase_prd_id').notNull().default(''),
  status: smallint('status').notNull().default(1),
  ordering: integer('ordering').notNull().default(0),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

/**
 * One purchase attempt (an order): what is bought, at what price after the coupon, through which provider, and where
 * it stands. A confirmation from the provider (webhook, return, admin approval of an offline payment) moves it to
 * `succeeded` exactly once and grants what was bought in the same transaction; a refund or a rejection reverses it.
 * Kept when its user is deleted (bookkeeping), with the user id set null.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** package | promotion | bid_fee */
    kind: text('kind').notNull(),
    /** The package, the promotion (paid_items row) or the bidding request it pays for. */
    subjectId: text('subject_id').notNull(),
    description: text('description').notNull().default(''),
    /** List price, coupon discount, and what is charged (amount - discount), in `currency`'s minor unit. */
    amountMinor: minor('amount_minor').notNull(),
    discountMinor: minor('discount_minor').notNull().default(0),
    totalMinor: minor('total_minor').notNull(),
    currency: text('currency').notNull(),
    couponId: text('coupon_id'),
    /** sandbox | offline | stripe | paypal | razorpay | paystack | free */
    provider: text('provider').notNull(),
    /** The provider's id of the payment (PaymentIntent, PayPal order, Razorpay order, Paystack reference). */
    providerRef: text('provider_ref').notNull().default(''),
    /** The client's key for this attempt: a retried start answers the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** created | pending | succeeded | failed | canceled | refunded | rejected */
    status: text('status').notNull().default('created'),
    failureReason: text('failure_reason').notNull().default(''),
    refundedMinor: minor('refunded_minor').notNull().default(0),
    /** Sandbox only: the test card's last four digits and brand. No other card data exists here. */
    cardLast4: text('card_last4').notNull().default(''),
    cardBrand: text('card_brand').notNull().default(''),
    /** What the buyer's browser needs to pay (redirect URL, client secret, public key), served again on a retry. */
    checkout: jsonb('checkout').$type<{ redirectUrl?: string; clientSecret?: string; publicKey?: string }>().notNull().default({}),
    /** The admin who approved, rejected or refunded it. */
    decidedBy: text('decided_by'),
    decisionNote: text('decision_note').notNull().default(''),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_user_key_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef).where(sql`${t.providerRef} <> ''`),
    index('payments_user_idx').on(t.userId, t.addedDate.desc()),
    index('payments_status_idx').on(t.status, t.addedDate.desc()),
  ],
);

/**
 * Every confirmation that reached us (webhook, return, admin decision), by the provider's event id: the unique key
 * makes a repeated delivery a no-op, and the row records what it did (applied, duplicate, ignored, mismatch).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** succeeded | failed | refunded | canceled */
    type: text('type').notNull(),
    amountMinor: minor('amount_minor'),
    currency: text('currency').notNull().default(''),
    /** applied | duplicate | ignored | mismatch | unknown_payment */
    outcome: text('outcome').notNull().default('applied'),
    payload: jsonb('payload').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId), index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * The ledger: append-only, one row per movement of money or of what money bought. A charge is +total, a refund
 * -amount; `posts_delta` is the ad posts granted (+) or taken back (-) with it. Per payment, the sum of amount_minor
 * is what we hold of it; per user, the sum of posts_delta is what purchases added to remaining_post.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** charge | refund | reversal */
    entry: text('entry').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    postsDelta: integer('posts_delta').notNull().default(0),
    note: text('note').notNull().default(''),
    addedDate: createdAt(),
  },
  (t) => [index('ledger_entries_payment_idx').on(t.paymentId), index('ledger_entries_date_idx').on(t.addedDate)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper case; matched case-insensitively. */
    code: text('code').notNull(),
    /** percent | fixed */
    kind: text('kind').notNull(),
    /** Whole percent 1–100 (kind percent). */
    percent: integer('percent').notNull().default(0),
    /** Off the price in `currency`'s minor unit (kind fixed; applies only to prices in that currency). */
    amountMinor: minor('amount_minor').notNull().default(0),
    currency: text('currency').notNull().default(''),
    /** all | package | promotion */
    appliesTo: text('applies_to').notNull().default('all'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 0 = no cap. */
    maxUses: integer('max_uses').notNull().default(0),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    status: smallint('status').notNull().default(1),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

/** A coupon held by a payment: `reserved` while it is being paid, `used` once it succeeded, `released` otherwise. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('reserved'),
    addedDate: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_payment_uq').on(t.paymentId), index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);

export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull().references(() => packages.id),
    paymentId: text('payment_id').references(() => payments.id),
    paymentMethod: text('payment_method').notNull(),
    priceMinor: minor('price_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    postCount: integer('post_count').notNull().default(0),
    razorId: text('razor_id').notNull().default(''),
    isPaystack: boolean('is_paystack').notNull().default(false),
    providerRef: text('provider_ref').notNull().default(''),
    /** pending | approved | rejected | failed | refunded */
    status: text('status').notNull().default('pending'),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('package_purchases_user_idx').on(t.userId, t.addedDate.desc()), uniqueIndex('package_purchases_payment_uq').on(t.paymentId)],
);

/** Paid promotions of items. */
export const paidItems = pgTable(
  'paid_items',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').references(() => payments.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    howManyDay: integer('how_many_day').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentMethod: text('payment_method').notNull(),
    providerRef: text('provider_ref').notNull().default(''),
    /** unpaid (payment not confirmed) | pending (Waiting For Approval: offline) | approved | rejected | canceled */
    status: text('status').notNull().default('approved'),
    /** Moved by the scheduled jobs at start and end: scheduled | running | finished. */
    progress: text('progress').notNull().default('scheduled'),
    addedDate: createdAt(),
  },
  (t) => [index('paid_items_item_idx').on(t.itemId, t.endDate), index('paid_items_user_idx').on(t.userId), uniqueIndex('paid_items_payment_uq').on(t.paymentId)],
);

/**
 * Bidding on a listing (decision 016): the seller opens it with a start and an end, a starting price, a minimum
 * step and an optional fee to take part; buyers ask to bid, the seller approves or rejects them; approved bidders
 * bid above the highest by at least the step until the end.
 */
export const biddings = pgTable(
  'biddings',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    startPriceMinor: minor('start_price_minor').notNull(),
    minStepMinor: minor('min_step_minor').notNull(),
    bidFeeMinor: minor('bid_fee_minor').notNull().default(0),
    /** scheduled | open | closed | canceled */
    status: text('status').notNull().default('scheduled'),
    highestBidId: text('highest_bid_id'),
    winnerUserId: text('winner_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('biddings_item_live_uq').on(t.itemId).where(sql`${t.status} in ('scheduled', 'open')`),
    index('biddings_seller_idx').on(t.sellerId),
  ],
);

/** A buyer's request to take part in a bidding, and the seller's answer. */
export const bidders = pgTable(
  'bidders',
  {
    id: id(),
    biddingId: text('bidding_id')
      .notNull()
      .references(() => biddings.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** unpaid (fee not paid yet) | pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    feePaymentId: text('fee_payment_id').references(() => payments.id),
    reason: text('reason').notNull().default(''),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [uniqueIndex('bidders_bidding_user_uq').on(t.biddingId, t.userId), index('bidders_user_idx').on(t.userId)],
);

export const bids = pgTable(
  'bidding_bids',
  {
    id: id(),
    biddingId: text('bidding_id')
      .notNull()
      .references(() => biddings.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: minor('amount_minor').notNull(),
    addedDate: createdAt(),
  },
  (t) => [index('bids_bidding_amount_idx').on(t.biddingId, t.amountMinor.desc())],
);

// ---------------------------------------------------------------------------------------------- notifications

/** An admin's message to everyone (or to the users of some languages): one `notifications` row (user_id null)
 * that every matching user sees in the list, and a push to each of their devices. */
export const broadcasts = pgTable('broadcasts', {
  id: id(),
  title: text('title').notNull(),
  message: text('message').notNull().default(''),
  imageId: text('image_id'),
  /** Language codes it is for; empty = everyone. */
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  /** queued → sending → sent. */
  status: text('status').notNull().default('queued'),
  /** Users it reaches, devices pushed to, pushes that failed (delivery progress). */
  recipients: integer('recipients').notNull().default(0),
  devices: integer('devices').notNull().default(0),
  pushed: integer('pushed').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  addedUserId: text('added_user_id').references(() => users.id, { onDelete: 'set null' }),
  addedDate: createdAt(),
  finishedDate: timestamp('finished_date', { withTimezone: true }),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** Null for a broadcast to everyone (flag fe_broadcast). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    flag: text('flag').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    data: jsonb('data').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    /** What happened, once per recipient (`chat_message:<id>`, `listing:<item id>`, …): the unique key that makes
     * a retried or duplicated fan-out notify nobody twice. Null on broadcast rows. */
    eventKey: text('event_key'),
    /** Who caused it (a blocked actor never notifies the blocker). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: text('item_id').references(() => items.id, { onDelete: 'cascade' }),
    broadcastId: text('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.addedDate.desc()),
    uniqueIndex('notifications_event_uq').on(t.userId, t.eventKey),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
    index('notifications_broadcast_idx').on(t.addedDate.desc()).where(sql`${t.userId} is null`),
  ],
);

/** Read marks of broadcast notifications (per-user ones carry is_read). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: text('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    platformName: text('platform_name').notNull().default('frontend'),
    /** The Web Push endpoint, or another platform's device token. */
    deviceToken: text('device_token').notNull(),
    /** Web Push subscription (`{endpoint, keys: {p256dh, auth}}`), when the token is one. */
    subscription: jsonb('subscription'),
    /** The device's language when it registered (broadcast language filter for devices without a user). */
    language: text('language'),
    /** Consecutive failed deliveries (a 404/410 removes the row at once). */
    failures: integer('failures').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [uniqueIndex('push_tokens_token_uq').on(t.deviceToken), index('push_tokens_user_idx').on(t.userId)],
);

/**
 * Pushes still to send: one row per notification and device, written in the transaction that writes the
 * notification; `push-send` jobs drain them by `batch` (SKIP LOCKED) and delete each row once the push service
 * took it (or refused it for good). Unique per notification and device: a push is never queued twice.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: text('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    pushTokenId: text('push_token_id').notNull().references(() => pushTokens.id, { onDelete: 'cascade' }),
    /** The job key that drains it: the notification id, or a fan-out chunk's key. */
    batch: text('batch').notNull(),
    attempts: integer('attempts').notNull().default(0),
    addedDate: createdAt(),
  },
  (t) => [uniqueIndex('push_outbox_uq').on(t.notificationId, t.pushTokenId), index('push_outbox_batch_idx').on(t.batch, t.id)],
);

/**
 * A saved item search with alerts. `filters` is the item search body as the client sent it (to run it again);
 * the columns below are the part a new listing is matched on, in one statement over all saved searches
 * (null = any).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull().default({}),
    /** instant | daily | off */
    frequency: text('frequency').notNull().default('instant'),
    catId: text('cat_id'),
    subCatId: text('sub_cat_id'),
    modelId: text('model_id'),
    itemTypeId: text('item_type_id'),
    itemPriceTypeId: text('item_price_type_id'),
    itemCurrencyId: text('item_currency_id'),
    itemLocationId: text('item_location_id'),
    itemLocationTownshipId: text('item_location_township_id'),
    conditionOfItemId: text('condition_of_item_id'),
    dealOptionId: text('deal_option_id'),
    fuelTypeId: text('fuel_type_id'),
    transmissionId: text('transmission_id'),
    bodyStyleId: text('body_style_id'),
    colorId: text('color_id'),
    sellerTypeId: text('seller_type_id'),
    vehicleTypeId: text('vehicle_type_id'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    minYear: integer('min_year'),
    maxYear: integer('max_year'),
    minDrivenKm: integer('min_driven_km'),
    maxDrivenKm: integer('max_driven_km'),
    /** "Wanted" posts (item types named Wanted): true only them, false none of them, null any (as items/search). */
    wanted: boolean('wanted'),
    /** The search words as a tsquery over `items.search_vector` (same normalisation as the search). */
    query: text('query'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    miles: doublePrecision('miles'),
    /** Listings it matched since it was saved (alerts sent or waiting for the digest). */
    matchCount: integer('match_count').notNull().default(0),
    /** When the last daily digest covering it went out. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    addedDate: createdAt(),
    updatedDate: updatedAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId), index('saved_searches_subcat_idx').on(t.subCatId), index('saved_searches_cat_idx').on(t.catId)],
);

/** Matches waiting for a daily digest: one row per saved search and listing, removed when the digest is sent. */
export const alertDigestEntries = pgTable(
  'alert_digest_entries',
  {
    savedSearchId: text('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addedDate: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.itemId] }), index('alert_digest_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------- content

export const blogs = pgTable('blogs', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  cityId: text('city_id').references(() => locations.id, { onDelete: 'set null' }),
  status: smallint('status').notNull().default(1),
  addedUserId: text('added_user_id'),
  /** Texts in other languages than the default, `{ "<lang>": { "<field>": "..." } }`; a missing language or field
   * falls back to the row's own (default-language) column. */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

/** The about record (one row) with contact details and social links. */
export const abouts = pgTable('abouts', {
  id: id(),
  aboutTitle: text('about_title').notNull(),
  aboutDescription: text('about_description').notNull(),
  aboutEmail: text('about_email').notNull().default(''),
  aboutPhone: text('about_phone').notNull().default(''),
  aboutAddress: text('about_address').notNull().default(''),
  aboutWebsite: text('about_website').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  youtube: text('youtube').notNull().default(''),
  /** Texts in other languages than the default, `{ "<lang>": { "<field>": "..." } }`; a missing language or field
   * falls back to the row's own (default-language) column. */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

/** Per-language texts of a content row: language code → field → text. */
export type ContentTranslations = Record<string, Record<string, string>>;

/** Static pages: terms, privacy, safety (slug-addressed, markdown-ish text). */
export const pages = pgTable('pages', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** Texts in other languages than the default, `{ "<lang>": { "<field>": "..." } }`; a missing language or field
   * falls back to the row's own (default-language) column. */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  /** Bumped when the admin publishes a change readers must accept again (the privacy policy). */
  version: integer('version').notNull().default(1),
  addedDate: createdAt(),
  updatedDate: updatedAt(),
});

export const faqs = pgTable('faqs', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  ordering: integer('ordering').notNull().default(0),
  status: smallint('status').notNull().default(1),
  /** Texts in other languages than the default, `{ "<lang>": { "<field>": "..." } }`; a missing language or field
   * falls back to the row's own (default-language) column. */
  translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
  addedDate: createdAt(),
});

export const contacts = pgTable('contacts', {
  id: id(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull().default(''),
  contactMessage: text('contact_message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  addedDate: createdAt(),
});

export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull().default(''),
  link: text('link').notNull().default(''),
  ordering: integer('ordering').notNull().default(0),
  status: smallint('status').notNull().default(1),
  addedDate: createdAt(),
});

/** App settings, frontend config, payment flags and versions: one JSON value per key (see appinfo). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

/** What was deleted, so clients can drop their cached copies (appinfo delete_history). */
export const deleteHistory = pgTable(
  'delete_history',
  {
    id: id(),
    typeId: text('type_id').notNull(),
    typeName: text('type_name').notNull(),
    deletedDate: timestamp('deleted_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delete_history_date_idx').on(t.deletedDate)],
);

// ---------------------------------------------------------------------------------------------- applications & ops

export const blueMarkApplications = pgTable('blue_mark_applications', {
  id: id(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  /** pending | approved | rejected */
  status: text('status').notNull().default('pending'),
  reviewerUserId: text('reviewer_user_id'),
  reviewNote: text('review_note').notNull().default(''),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  addedDate: createdAt(),
});

export const dealerApplications = pgTable('dealer_applications', {
  id: id(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  note: text('note').notNull().default(''),
  documentPath: text('document_path').notNull().default(''),
  status: text('status').notNull().default('pending'),
  reviewerUserId: text('reviewer_user_id'),
  reviewNote: text('review_note').notNull().default(''),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  addedDate: createdAt(),
});

/**
 * Contact taps on a listing (call, WhatsApp, e-mail: logs/add_log), counted for the seller's statistics. The
 * visitor is kept only as the signed-in user's id (null for visitors), and goes with the account.
 */
export const contactLogs = pgTable(
  'contact_logs',
  {
    id: id(),
    itemId: text('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    sellerUserId: text('seller_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** call | whatsapp | email */
    type: text('type').notNull(),
    addedDate: createdAt(),
  },
  (t) => [index('contact_logs_seller_idx').on(t.sellerUserId, t.addedDate.desc()), index('contact_logs_item_idx').on(t.itemId)],
);

/** E-mail and SMS waiting for (or past) delivery. The local adapters stop here; the admin area shows it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').notNull(), // email | sms
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    template: text('template').notNull().default(''),
    /** queued | sent | failed | local (kept for viewing, never delivered) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    addedDate: createdAt(),
    sentDate: timestamp('sent_date', { withTimezone: true }),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.addedDate.desc())],
);

/** Moderator and admin actions. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorUserId: text('actor_user_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').notNull().default({}),
    addedDate: createdAt(),
  },
  (t) => [index('audit_logs_date_idx').on(t.addedDate.desc())],
);
