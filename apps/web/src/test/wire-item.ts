/**
 * Wire records as the server sends them (every scalar a string, missing nested objects as the empty object), for
 * web unit tests. Built from the contract's own empty-object wire, so they have every key the closed schemas ask
 * for; a test gives the values it reads.
 */
import { emptyWireOf, wireItem, type WireOf } from '@wheeldeal/contract';

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
