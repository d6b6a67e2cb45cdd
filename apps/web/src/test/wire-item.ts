/**
 * Wire records as the server sends them (every scalar a string, missing nested objects as the empty object), for
 * web unit tests. Built from the contract's own empty-object wire, so they have every key the closed schemas ask
 * for; a test gives the values it reads.
 */
import {
  emptyWireOf,
  FORM_LOOKUP_TABLES,
  wireCategory,
  wireCurrency,
  wireFormLookups,
  wireImage,
  wireItem,
  wireLocation,
  wireLookup,
  wireSubcategory,
  wireTownship,
  wireUser,
  type WireOf,
} from '@wheeldeal/contract';

type AnyRecord = Parameters<typeof emptyWireOf>[0];

/** A present record of `schema`: the empty wire without its marker, then `values`. */
export function wireRecordFixture<S extends AnyRecord>(schema: S, values: Record<string, unknown>): WireOf<S> {
  const { is_empty_object: _marker, ...blank } = emptyWireOf(schema);
  return { ...blank, ...values } as WireOf<S>;
}

export function wireItemFixture(overrides: Record<string, unknown> = {}): WireOf<typeof wireItem> {
  return wireRecordFixture(wireItem, {
    id: 'itm1',
    cat_id: 'cat1',
    sub_cat_id: 'sub1',
    title: 'Toyota Corolla 2018',
    price: '12500.50',
    discount_rate_by_percentage: '0',
    business_mode: '0',
    is_sold_out: '0',
    vehicle_year: '2018',
    driven_km: '84000',
    engine_status: '1',
    users_post: '1',
    status: '1',
    added_date: '2026-03-01 10:20:30',
    added_date_str: '2 days ago',
    added_user_id: 'usr1',
    updated_flag: '0',
    touch_count: '12',
    favourite_count: '3',
    is_paid: '1',
    paid_status: 'Progress',
    ad_type: 'paid_ad',
    ordering: '0',
    photo_count: '4',
    is_favourited: '1',
    is_owner: '0',
    ...overrides,
  });
}

const ADDED = '2026-01-01 00:00:00';

/** A lookup row (fuel type, condition …). */
export const wireLookupFixture = (id: string, name: string, values: Record<string, unknown> = {}) =>
  wireRecordFixture(wireLookup, { id, name, status: '1', added_date: ADDED, ...values });

export const wireCurrencyFixture = (id: string, symbol: string, shortForm: string) =>
  wireRecordFixture(wireCurrency, { id, currency_symbol: symbol, currency_short_form: shortForm, status: '1', added_date: ADDED });

export const wireCategoryFixture = (id: string, name: string, values: Record<string, unknown> = {}) =>
  wireRecordFixture(wireCategory, {
    id,
    cat_id: id,
    cat_name: name,
    cat_ordering: '1',
    status: '1',
    added_date: ADDED,
    default_photo: emptyWireOf(wireImage),
    default_icon: emptyWireOf(wireImage),
    ...values,
  });

/** A make. */
export const wireMakeFixture = (id: string, name: string, catId: string) =>
  wireRecordFixture(wireSubcategory, {
    id,
    name,
    cat_id: catId,
    status: '1',
    added_date: ADDED,
    is_subscribed_fe: '0',
    default_photo: emptyWireOf(wireImage),
  });

/** A city. */
export const wireLocationFixture = (id: string, name: string, lat = '16.8', lng = '96.15') =>
  wireRecordFixture(wireLocation, { id, name, lat, lng, status: '1', added_date: ADDED });

export const wireTownshipFixture = (id: string, cityId: string, name: string) =>
  wireRecordFixture(wireTownship, { id, city_id: cityId, township_name: name, lat: '16.8', lng: '96.15', status: '1', added_date: ADDED });

/** itemvariables/all_variable_front: every table present (empty unless given). */
export function wireFormLookupsFixture(tables: Partial<WireOf<typeof wireFormLookups>> = {}): WireOf<typeof wireFormLookups> {
  const empty = Object.fromEntries([...FORM_LOOKUP_TABLES, 'currencies'].map((table) => [table, []]));
  return { ...empty, ...tables } as WireOf<typeof wireFormLookups>;
}

/** A User as another reader sees them. */
export function wireUserFixture(overrides: Record<string, unknown> = {}): WireOf<typeof wireUser> {
  const stars = Object.fromEntries(['five', 'four', 'three', 'two', 'one'].flatMap((s) => [[`${s}_star_count`, '0'], [`${s}_star_percent`, '0']]));
  return wireRecordFixture(wireUser, {
    user_id: 'usr1',
    user_is_sys_admin: '0',
    user_name: 'Aung Aung',
    user_email: 'aung@example.com',
    is_show_email: '0',
    is_show_phone: '0',
    show_profile: '1',
    role_id: '4',
    status: '1',
    is_banned: '0',
    added_date: ADDED,
    added_date_timestamp: '1767225600',
    follower_count: '0',
    following_count: '0',
    email_verify: '1',
    apple_verify: '0',
    facebook_verify: '0',
    google_verify: '0',
    phone_verify: '0',
    rating_count: '0',
    is_followed: '0',
    rating_details: { ...stars, total_rating_count: '0', total_rating_value: '0' },
    is_favourited: '0',
    is_owner: '0',
    is_verify_blue_mark: '0',
    is_verify_dealer: '0',
    post_count: 'limited',
    active_item_count: '0',
    ...overrides,
  });
}
