/**
 * Promotions (issue 13 item 2): paid_items/add with its refusals, the payment through the sandbox or offline, the
 * scheduled start and end (jobs of the queue at the exact dates), the wire's paid_status, and paid_items/get.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, items, ledgerEntries, notifications, paidItems, payments } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createLoggedInUser, createSession, makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';
import { JOB_SCHEMA } from '../jobs/index.ts';
import { applyEvent, decideOffline, refundPayment } from './payments.service.ts';

let t: TestApp;
let cat: Catalog;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  admin = await createLoggedInUser(t, { roleId: 1 });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
let n = 0;
const promote = (u: TestUser, itemId: string, fields: Record<string, unknown> = {}) =>
  t.post(
    'paid_items/add',
    { user_id: u.id, item_id: itemId, start_date: ymd(t.clock.now()), how_many_day: '7', payment_method: 'sandbox', idempotency_key: `promo-${++n}-${Date.now()}`, ...fields },
    { token: u.token },
  );
const payCard = (u: TestUser, paymentId: string) => t.post('sandbox/pay', { payment_id: paymentId, card_number: '4242424242424242', expiry: '12/39', cvc: '123' }, { token: u.token });
const row = async (id: string) => (await t.deps.db.select().from(paidItems).where(eq(paidItems.id, id)))[0]!;
/** What a worker would run once the test's clock has passed a delayed job's time: the queue's clock is the
 * database's, so jobs due by the test clock are moved to now. Answers the start_after of those jobs. */
async function runDueBy(name: 'promotion-start' | 'promotion-end', paidItemId: string): Promise<Date[]> {
  const { rows } = await t.deps.pool.query<{ start_after: Date }>(
    `update ${JOB_SCHEMA}.job set start_after = now() where name = $1 and data->>'paid_item_id' = $2 and state = 'created' and start_after <= $3 returning (select j.start_after from ${JOB_SCHEMA}.job j where j.id = job.id) as start_after`,
    [name, paidItemId, t.clock.now()],
  );
  await drainJobs(t);
  return rows.map((r) => r.start_after);
}
const scheduled = async (name: string, paidItemId: string) =>
  (await t.deps.pool.query<{ start_after: Date }>(`select start_after from ${JOB_SCHEMA}.job where name = $1 and data->>'paid_item_id' = $2`, [name, paidItemId])).rows.map((r) => r.start_after.getTime());
const isPaid = async (itemId: string) => (await t.deps.db.select({ p: items.isPaid }).from(items).where(eq(items.id, itemId)))[0]!.p;

describe('paid_items/add', () => {
  it('promotes an owned listing: paid through the sandbox, started and ended by the queue at its dates', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id, { title: 'Promoted hatchback' });
    const r = await promote(owner, item.id, { amount: '35' });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ item_id: item.id, how_many_day: '7', amount: '35', status: 'unpaid', payment: { status: 'created', total: '35', kind: 'promotion' }, item: { id: item.id } });
    const paid = await payCard(owner, r.json.payment.id);
    expect(paid.json.status).toBe('succeeded');
    expect((await row(r.json.id)).status).toBe('approved');
    await drainJobs(t);
    expect(await row(r.json.id)).toMatchObject({ progress: 'running' });
    expect(await isPaid(item.id)).toBe(true);
    const mine = await t.get(`paid_items/get/login_user_id/${owner.id}`, { token: owner.token });
    expect(mine.json[0]).toMatchObject({ id: r.json.id, paid_status: 'Progress', item: { title: 'Promoted hatchback' }, payment: { status: 'succeeded' } });
    // A second promotion while this one runs is refused with the original's message.
    const again = await promote(owner, item.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Your Ad is not yet finish so it is not able to modify.');
    // The end job is set for the exact end; seven days later it runs.
    const p = await row(r.json.id);
    expect(await scheduled('promotion-end', p.id)).toEqual([p.endDate.getTime()]);
    expect(p.endDate.getTime() - p.startDate.getTime()).toBe(7 * DAY);
    expect(await runDueBy('promotion-end', p.id)).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 7 * DAY + 1000));
    await runDueBy('promotion-end', p.id);
    expect(await row(r.json.id)).toMatchObject({ progress: 'finished' });
    expect(await isPaid(item.id)).toBe(false);
    // A week on, the owner signs in again (a session lasts a day).
    const token = await createSession(t.deps.db, owner.id, t.clock.now());
    const ended = await t.get(`paid_items/get/login_user_id/${owner.id}`, { token });
    expect(ended.json[0].paid_status).toBe('Finished');
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.map((x) => x.eventKey)).toEqual(expect.arrayContaining([`promotion:${r.json.id}:started`, `promotion:${r.json.id}:ended`]));
    // Once it has finished, a new one may be bought.
    expect((await promote({ ...owner, token }, item.id)).status).toBe(201);
  });

  it('a promotion starting on a later day is "Not yet start" until its start job', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const start = new Date(t.clock.now().getTime() + 3 * DAY);
    const r = await promote(owner, item.id, { start_date: ymd(start), how_many_day: '14' });
    await payCard(owner, r.json.payment.id);
    await drainJobs(t);
    expect((await t.get(`paid_items/get/login_user_id/${owner.id}`, { token: owner.token })).json[0].paid_status).toBe('Not yet start');
    expect(await isPaid(item.id)).toBe(false);
    const midnight = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    expect(await scheduled('promotion-start', r.json.id)).toEqual([midnight]);
    t.clock.set(new Date(midnight + 1000));
    await runDueBy('promotion-start', r.json.id);
    expect(await isPaid(item.id)).toBe(true);
    expect((await row(r.json.id)).progress).toBe('running');
  });

  it('refuses another owner, an unpublished item, a bad date, days that are not offered and a wrong amount, changing nothing', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const pending = await makeItem(t, cat, owner.id, { status: 0 });
    const before = await t.deps.db.select().from(paidItems);
    expect((await promote(other, item.id)).status).toBe(403);
    expect((await promote(owner, pending.id)).status).toBe(400);
    const past = await promote(owner, item.id, { start_date: ymd(new Date(t.clock.now().getTime() - 2 * DAY)) });
    expect(past.json.message).toBe('Your selected date is invalid.');
    expect((await promote(owner, item.id, { start_date: '2026-02-31' })).json.message).toBe('Your selected date is invalid.');
    expect((await promote(owner, item.id, { how_many_day: '5' })).status).toBe(400);
    expect((await promote(owner, item.id, { amount: '1' })).status).toBe(400);
    expect((await promote(owner, 'itm_doesnotexist0000')).status).toBe(400);
    expect(await t.deps.db.select().from(paidItems)).toHaveLength(before.length);
  });

  it('an offline promotion waits for approval; rejected it shows as Reject and never runs', async () => {
    const owner = await createLoggedInUser(t);
    const a = await makeItem(t, cat, owner.id);
    const b = await makeItem(t, cat, owner.id);
    const ra = await promote(owner, a.id, { payment_method: 'offline' });
    expect(ra.json).toMatchObject({ status: 'pending', paid_status: 'Waiting For Approval', payment: { status: 'pending' } });
    const rb = await promote(owner, b.id, { payment_method: 'offline' });
    await decideOffline(t.deps, admin.id, ra.json.payment.id, 'approve', '');
    await decideOffline(t.deps, admin.id, rb.json.payment.id, 'reject', '');
    await drainJobs(t);
    const list = await t.get(`paid_items/get/login_user_id/${owner.id}`, { token: owner.token });
    const byItem = Object.fromEntries(list.json.map((p: { item_id: string; paid_status: string }) => [p.item_id, p.paid_status]));
    expect(byItem).toEqual({ [a.id]: 'Progress', [b.id]: 'Reject' });
    expect(await isPaid(b.id)).toBe(false);
  });

  it('an abandoned unpaid attempt does not block a new one; only the owner lists their promotions', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const first = await promote(owner, item.id);
    const second = await promote(owner, item.id);
    expect(second.status).toBe(201);
    expect((await row(first.json.id)).status).toBe('canceled');
    expect((await t.get(`paid_items/get/login_user_id/${owner.id}`, { token: other.token })).status).toBe(403);
    expect((await t.get(`paid_items/get/login_user_id/${owner.id}`)).status).toBe(401);
  });
});

describe('promotions and their money, edge by edge', () => {
  const wireOf = async (itemId: string) => {
    const g = await t.get(`items/get/id/${itemId}`);
    return { is_paid: g.json.is_paid, paid_status: g.json.paid_status, ad_type: g.json.ad_type };
  };
  const NOT_PROMOTED = { is_paid: '0', paid_status: 'not_available', ad_type: 'normal_ad' };
  /** The ids in the owner's "promoted" list (the wire answers an empty list with 404). */
  const ownerPromoted = async (u: TestUser) => {
    const r = await t.post('items/get_owner_items', { status: 'paid' }, { token: u.token });
    return r.status === 404 ? [] : r.json.map((i: { id: string }) => i.id);
  };

  it('an unpaid, canceled or refunded attempt promotes nothing: no Promoted label, not in the owner\'s promoted list', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const r = await promote(owner, item.id);
    expect(await wireOf(item.id)).toEqual(NOT_PROMOTED);
    expect(await ownerPromoted(owner)).toEqual([]);
    expect((await t.post('payments/cancel', { user_id: owner.id, payment_id: r.json.payment.id }, { token: owner.token })).json.status).toBe('canceled');
    expect(await wireOf(item.id)).toEqual(NOT_PROMOTED);
    const paid = await promote(owner, item.id);
    await payCard(owner, paid.json.payment.id);
    await drainJobs(t);
    expect(await wireOf(item.id)).toEqual({ is_paid: '1', paid_status: 'Progress', ad_type: 'paid_ad' });
    await refundPayment(t.deps, admin.id, paid.json.payment.id, null, 'asked');
    expect(await wireOf(item.id)).toEqual(NOT_PROMOTED);
    expect(await isPaid(item.id)).toBe(false);
  });

  it('replacing an unpaid attempt gives its coupon back, so the owner can use it on the new one', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const [coupon] = await t.deps.db.insert(coupons).values({ id: newId('cpn'), code: `PROMO${++n}`, kind: 'percent', percent: 10, appliesTo: 'promotion', maxUses: 1, maxUsesPerUser: 1 }).returning();
    const first = await promote(owner, item.id, { coupon_code: coupon!.code });
    expect(first.json.payment).toMatchObject({ discount: '3.5', total: '31.5' });
    // A refused new attempt (a price the server does not charge) replaces nothing.
    expect((await promote(owner, item.id, { coupon_code: coupon!.code, amount: '1' })).status).toBe(400);
    expect((await t.deps.db.select({ s: payments.status }).from(payments).where(eq(payments.id, first.json.payment.id)))[0]!.s).toBe('created');
    expect((await row(first.json.id)).status).toBe('unpaid');
    const second = await promote(owner, item.id, { coupon_code: coupon!.code });
    expect(second.status).toBe(201);
    expect(second.json.payment).toMatchObject({ total: '31.5' });
    const uses = await t.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id));
    expect(Object.fromEntries(uses.map((u) => [u.paymentId, u.status]))).toEqual({ [first.json.payment.id]: 'released', [second.json.payment.id]: 'reserved' });
    expect((await t.deps.db.select({ s: payments.status }).from(payments).where(eq(payments.id, first.json.payment.id)))[0]!.s).toBe('canceled');
  });

  it('a replaced attempt paid after all: refunded whole when the new one runs, run when the new one was never paid', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const old = await promote(owner, item.id);
    const fresh = await promote(owner, item.id);
    await payCard(owner, fresh.json.payment.id);
    await drainJobs(t);
    // The provider reports the old attempt paid (the buyer finished its page in another tab): money taken is never
    // kept for nothing, and two promotions of one listing never run together.
    const late = { eventId: `late-${old.json.payment.id}`, type: 'succeeded' as const, providerRef: '', paymentId: old.json.payment.id, amountMinor: 3500, currency: 'USD' };
    expect(await applyEvent(t.deps, 'sandbox', late)).toBe('applied');
    await drainJobs(t);
    const oldPay = (await t.deps.db.select().from(payments).where(eq(payments.id, old.json.payment.id)))[0]!;
    expect(oldPay).toMatchObject({ status: 'refunded', refundedMinor: 3500 });
    expect(await row(old.json.id)).toMatchObject({ status: 'canceled', progress: 'finished' });
    expect(await row(fresh.json.id)).toMatchObject({ status: 'approved', progress: 'running' });
    const ledger = await t.deps.db.select({ entry: ledgerEntries.entry, amount: ledgerEntries.amountMinor }).from(ledgerEntries).where(eq(ledgerEntries.paymentId, oldPay.id));
    expect(ledger.sort((a, b) => a.entry.localeCompare(b.entry))).toEqual([{ entry: 'charge', amount: 3500 }, { entry: 'refund', amount: -3500 }]);

    // Another listing: the replacing attempt is abandoned, the replaced one is paid late: it runs.
    const item2 = await makeItem(t, cat, owner.id);
    const first = await promote(owner, item2.id);
    const second = await promote(owner, item2.id);
    expect(await applyEvent(t.deps, 'sandbox', { ...late, eventId: `late-${first.json.payment.id}`, paymentId: first.json.payment.id })).toBe('applied');
    await drainJobs(t);
    expect(await row(first.json.id)).toMatchObject({ status: 'approved', progress: 'running' });
    expect((await t.deps.db.select({ s: payments.status }).from(payments).where(eq(payments.id, first.json.payment.id)))[0]!.s).toBe('succeeded');
    // Now the second is paid too: it is the one refunded.
    await payCard(owner, second.json.payment.id);
    await drainJobs(t);
    expect((await t.deps.db.select({ s: payments.status }).from(payments).where(eq(payments.id, second.json.payment.id)))[0]!.s).toBe('refunded');
    expect(await row(second.json.id)).toMatchObject({ status: 'canceled' });
    expect(await wireOf(item2.id)).toMatchObject({ paid_status: 'Progress' });
  });

  it('a transfer approved after the chosen start runs from the approval for every day paid', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const r = await promote(owner, item.id, { payment_method: 'offline' });
    // The admin sees the transfer ten days later, after the seven days chosen have passed.
    t.clock.set(new Date(t.clock.now().getTime() + 10 * DAY));
    await decideOffline(t.deps, admin.id, r.json.payment.id, 'approve', 'arrived late');
    await drainJobs(t);
    const p = await row(r.json.id);
    expect(p).toMatchObject({ status: 'approved', progress: 'running' });
    expect(p.startDate.getTime()).toBe(t.clock.now().getTime());
    expect(p.endDate.getTime() - p.startDate.getTime()).toBe(7 * DAY);
    expect(await scheduled('promotion-end', p.id)).toEqual([p.endDate.getTime()]);
    expect(await isPaid(item.id)).toBe(true);
  });

  it('a promotion paid for a listing sold meanwhile is refunded, not run', async () => {
    const owner = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const r = await promote(owner, item.id, { payment_method: 'offline' });
    await t.deps.db.update(items).set({ isSoldOut: true }).where(eq(items.id, item.id));
    await decideOffline(t.deps, admin.id, r.json.payment.id, 'approve', '');
    await drainJobs(t);
    expect((await t.deps.db.select({ s: payments.status }).from(payments).where(eq(payments.id, r.json.payment.id)))[0]!.s).toBe('refunded');
    expect(await row(r.json.id)).toMatchObject({ status: 'canceled' });
    expect(await isPaid(item.id)).toBe(false);
    expect(await ownerPromoted(owner)).toEqual([]);
  });
});

