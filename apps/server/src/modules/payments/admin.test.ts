/**
 * The admin's side of money through the real app and database: who may do what, packages and coupons as
 * configuration (exact prices by digits, upper-case unique codes, used rows switched off rather than deleted), the
 * payments list and its filters, offline approval and rejection and refunds through the payments core (balances
 * checked to the post), the audit log, and revenue per day and product net of refunds.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, couponRedemptions, coupons, ledgerEntries, packages, payments, users } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser, USER } from '../../../test/support/factories.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { startPayment } from './payments.service.ts';
import { paymentsAdminActions } from './admin.routes.ts';

interface Who {
  id: string;
  token: string;
  email: string;
}

let t: TestApp;
let admin: Who;
let moderator: Who;
let user: Who;
const START = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  t.clock.set(START);
  admin = await createLoggedInUser(t, USER.admin);
  moderator = await createLoggedInUser(t, USER.moderator);
  user = await createLoggedInUser(t);
});
afterAll(() => t.close());

const as = (who: Who) => ({ token: who.token });
/** The audit row of `action` on a target (the clock stands still, so order by time cannot tell rows apart). */
const auditOf = async (targetId: string, action: string) =>
  (
    await t.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, targetId), eq(auditLogs.action, action)))
      .orderBy(desc(auditLogs.addedDate))
      .limit(1)
  )[0];
const postsOf = async (id: string) => (await t.deps.db.select({ n: users.remainingPost }).from(users).where(eq(users.id, id)))[0]!.n;

async function makePackage(fields: Record<string, string> = {}) {
  const r = await t.post('admin/package_save', { title: `Pack ${newId('x')}`, price: '12.5', currency: 'USD', post_count: '5', ...fields }, as(admin));
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json as { id: string; price: string; price_minor: string; post_count: string };
}

/** A buyer's offline purchase of a package, started through the payments core as the buy call does: pending. */
async function offlinePurchase(buyer: Who, packageId: string, couponCode = '') {
  const p = await startPayment(t.deps, buyer.id, {
    kind: 'package',
    subjectId: packageId,
    provider: 'offline',
    couponCode,
    idempotencyKey: newId('idem'),
    customerEmail: buyer.email,
  });
  expect(p.status).toBe('pending');
  return p;
}

/** A payment row as a fixture for the list (the list reads rows; how they came to be is the core's test). */
async function paymentRow(userId: string | null, fields: Partial<typeof payments.$inferInsert> = {}) {
  const id = newId(ID_PREFIX.payment);
  await t.deps.db.insert(payments).values({
    id,
    userId,
    kind: 'package',
    subjectId: newId('pkg'),
    description: 'Fixture',
    amountMinor: 1000,
    totalMinor: 1000,
    currency: 'USD',
    provider: 'sandbox',
    idempotencyKey: id,
    status: 'succeeded',
    addedDate: t.clock.now(),
    ...fields,
  });
  return id;
}

describe('who may call the money admin', () => {
  it('refuses visitors (401) and ordinary users (403) on every call', async () => {
    for (const def of paymentsAdminActions) {
      const path = `${def.resource}/${def.action}`;
      expect((await t.post(path, { id: 'pkg_x' })).status, path).toBe(401);
      expect((await t.post(path, { id: 'pkg_x' }, as(user))).status, path).toBe(403);
    }
  });

  it('lets a moderator read the lists and the revenue but change nothing: packages, coupons, decisions and refunds are for admins', async () => {
    await makePackage();
    expect((await t.post('admin/packages', {}, as(moderator))).status).toBe(200);
    expect((await t.post('admin/revenue', {}, as(moderator))).status).toBe(200);
    for (const [path, body] of [
      ['admin/package_save', { title: 'Sneaky', price: '1', currency: 'USD', post_count: '1' }],
      ['admin/package_delete', { id: 'pkg_x' }],
      ['admin/coupon_save', { code: 'SNEAKY', kind: 'percent', percent: '50' }],
      ['admin/coupon_delete', { id: 'cpn_x' }],
      ['admin/payment_approve', { id: 'pay_x' }],
      ['admin/payment_reject', { id: 'pay_x' }],
      ['admin/payment_refund', { id: 'pay_x' }],
    ] as const) {
      const r = await t.post(path, body, as(moderator));
      expect(r.status, path).toBe(403);
      expect(r.json.status).toBe('error');
    }
    expect(await t.deps.db.select().from(coupons).where(eq(coupons.code, 'SNEAKY'))).toEqual([]);
  });
});

describe('packages', () => {
  it('stores the price in minor units by its digits and answers it both ways; audited', async () => {
    const p = await makePackage({ price: '12.5', currency: 'usd', post_count: '7', package_days: '30' });
    expect(p).toMatchObject({ price: '12.5', price_minor: '1250', currency_code: 'USD', post_count: '7', package_days: '30', status: '1' });
    const yen = await makePackage({ price: '1500', currency: 'JPY' });
    expect(yen).toMatchObject({ price: '1500', price_minor: '1500' });
    const dinar = await makePackage({ price: '1.234', currency: 'KWD' });
    expect(dinar).toMatchObject({ price: '1.234', price_minor: '1234' });
    expect(await auditOf(p.id, 'package_create')).toMatchObject({ actorUserId: admin.id, targetType: 'package' });
  });

  it('refuses a price that does not fit its currency, a zero price and no posts, in the wire dialect', async () => {
    for (const [price, currency] of [
      ['10.5', 'JPY'],
      ['12.345', 'USD'],
      ['0', 'USD'],
      ['100000000000000', 'USD'],
    ] as const) {
      const r = await t.post('admin/package_save', { title: 'Bad', price, currency, post_count: '1' }, as(admin));
      expect(r.status, `${price} ${currency}`).toBe(400);
      expect(r.json).toEqual({ status: 'error', message: expect.stringContaining(currency) });
    }
    const none = await t.post('admin/package_save', { title: 'Bad', price: '1', currency: 'USD', post_count: '0' }, as(admin));
    expect(none.json).toEqual({ status: 'error', message: 'A package must give at least one post.' });
    const de = await t.post('admin/package_save', { title: 'Bad', price: '10.5', currency: 'JPY', post_count: '1' }, { ...as(admin), lang: 'de' });
    expect(de.json.message).toContain('Nachkommastellen');
  });

  it('updates a package in place and lists every package, inactive ones too, in display order', async () => {
    const p = await makePackage({ ordering: '900' });
    const r = await t.post(
      'admin/package_save',
      { id: p.id, title: 'Renamed', price: '20', currency: 'EUR', post_count: '9', status: '0', ordering: '901' },
      as(admin),
    );
    expect(r.json).toMatchObject({ id: p.id, title: 'Renamed', price: '20', price_minor: '2000', currency_code: 'EUR', status: '0' });
    const list = (await t.post('admin/packages', {}, as(admin))).json as { id: string }[];
    expect(list.map((x) => x.id)).toContain(p.id);
    expect(list.at(-1)!.id).toBe(p.id);
    expect((await t.post('admin/package_save', { id: 'pkg_missing', title: 'X', price: '1', currency: 'USD', post_count: '1' }, as(admin))).status).toBe(404);
    expect(await auditOf(p.id, 'package_update')).toMatchObject({ actorUserId: admin.id });
  });

  it('deletes a package nobody bought, and only deactivates one that was bought', async () => {
    const unused = await makePackage();
    const d = await t.post('admin/package_delete', { id: unused.id }, as(admin));
    expect(d.json).toEqual({ status: 'success', message: 'The package has been deleted.' });
    expect(await t.deps.db.select().from(packages).where(eq(packages.id, unused.id))).toEqual([]);
    expect(await auditOf(unused.id, 'package_delete')).toMatchObject({ actorUserId: admin.id });

    const bought = await makePackage();
    await offlinePurchase(await createLoggedInUser(t), bought.id);
    const k = await t.post('admin/package_delete', { id: bought.id }, as(admin));
    expect(k.json.message).toBe('The package has been bought before, so it was set inactive instead of deleted.');
    const [row] = await t.deps.db.select().from(packages).where(eq(packages.id, bought.id));
    expect(row!.status).toBe(0);
    expect(await auditOf(bought.id, 'package_deactivate')).toMatchObject({ actorUserId: admin.id });
    expect((await t.post('admin/package_delete', { id: unused.id }, as(admin))).status).toBe(404);
  });
});

describe('coupons', () => {
  const save = (fields: Record<string, string>) => t.post('admin/coupon_save', { kind: 'percent', percent: '10', ...fields }, as(admin));

  it('stores codes upper case and refuses a duplicate in any case with 409', async () => {
    const r = await save({ code: 'spring-sale' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 'SPRING-SALE', kind: 'percent', percent: '10', used_count: '0', status: '1', applies_to: 'all' });
    const dup = await save({ code: 'Spring-Sale' });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({ status: 'error', message: 'Another coupon already uses the code SPRING-SALE.' });
    const other = await save({ code: 'OTHER-ONE' });
    expect((await save({ id: other.json.id, code: 'spring-sale' })).status).toBe(409);
    expect(await auditOf(r.json.id, 'coupon_create')).toMatchObject({ actorUserId: admin.id, targetType: 'coupon' });
  });

  it('checks the percent, the fixed amount and its currency, and the window', async () => {
    for (const percent of ['0', '101'])
      expect((await save({ code: `PCT${percent}`, percent })).json.message).toBe('A percentage coupon takes 1 to 100 percent off.');
    const noCurrency = await save({ code: 'FIXED1', kind: 'fixed', amount: '5' });
    expect(noCurrency.json.message).toBe('A fixed-amount coupon needs an amount and a currency.');
    expect((await save({ code: 'FIXED2', kind: 'fixed', amount: '', currency: 'USD' })).status).toBe(400);
    expect((await save({ code: 'FIXED3', kind: 'fixed', amount: '5.555', currency: 'USD' })).status).toBe(400);
    const fixed = await save({ code: 'FIXED4', kind: 'fixed', amount: '5.5', currency: 'usd', applies_to: 'package' });
    expect(fixed.json).toMatchObject({ kind: 'fixed', amount: '5.5', currency: 'USD', percent: '0', applies_to: 'package' });
    const backwards = await save({ code: 'WINDOW1', starts_at: '2026-12-10', ends_at: '2026-12-01' });
    expect(backwards.json).toEqual({ status: 'error', message: 'The coupon must start before it ends.' });
    expect((await save({ code: 'WINDOW2', starts_at: '2026-02-30' })).status).toBe(400);
    // ends_at is the last valid day: one day is a valid window, ending at the next midnight (UTC).
    const oneDay = await save({ code: 'WINDOW3', starts_at: '2026-12-01', ends_at: '2026-12-01' });
    expect(oneDay.json).toMatchObject({ starts_at: '2026-12-01 00:00:00', ends_at: '2026-12-02 00:00:00' });
  });

  it('counts uses, and deactivates a used coupon instead of deleting it; an unused one is deleted', async () => {
    const pkg = await makePackage();
    const c = await save({ code: 'USEDONCE', percent: '20' });
    await offlinePurchase(await createLoggedInUser(t), pkg.id, 'usedonce');
    const listed = ((await t.post('admin/coupons', {}, as(moderator))).json as { id: string; used_count: string }[]).find((x) => x.id === c.json.id);
    expect(listed!.used_count).toBe('1');
    const d = await t.post('admin/coupon_delete', { id: c.json.id }, as(admin));
    expect(d.json.message).toBe('The coupon has been used before, so it was deactivated instead of deleted.');
    const [row] = await t.deps.db.select().from(coupons).where(eq(coupons.id, c.json.id));
    expect(row!.status).toBe(0);
    expect(await t.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.json.id))).toHaveLength(1);

    const unused = await save({ code: 'NEVERUSED' });
    expect((await t.post('admin/coupon_delete', { id: unused.json.id }, as(admin))).json.message).toBe('The coupon has been deleted.');
    expect(await t.deps.db.select().from(coupons).where(eq(coupons.id, unused.json.id))).toEqual([]);
    expect(await auditOf(unused.json.id, 'coupon_delete')).toMatchObject({ actorUserId: admin.id });
  });
});

describe('the payments list', () => {
  it('filters by status, provider, kind, buyer name, e-mail or id, payment id or reference, and dates; newest first', async () => {
    const buyer = await createLoggedInUser(t, { userName: 'Zelda Quartermain' });
    const base = t.clock.now();
    t.clock.set(new Date('2026-11-10T12:00:00Z'));
    const old = await paymentRow(buyer.id, { provider: 'stripe', providerRef: 'pi_filter_test', status: 'refunded', refundedMinor: 1000 });
    t.clock.set(new Date('2026-11-12T12:00:00Z'));
    const mid = await paymentRow(buyer.id, { kind: 'promotion', provider: 'offline', status: 'pending' });
    t.clock.set(new Date('2026-11-14T12:00:00Z'));
    const recent = await paymentRow(buyer.id, { status: 'failed' });
    t.clock.set(base);
    const ids = async (body: Record<string, string>) => {
      const r = await t.post('admin/payments', body, as(moderator));
      return r.status === 200 ? (r.json as { payment: { id: string } }[]).map((x) => x.payment.id) : [];
    };
    expect(await ids({ q: 'zelda quarter' })).toEqual([recent, mid, old]);
    expect(await ids({ q: buyer.email.toUpperCase() })).toEqual([recent, mid, old]);
    expect(await ids({ q: buyer.id })).toEqual([recent, mid, old]);
    expect(await ids({ q: mid })).toEqual([mid]);
    expect(await ids({ q: 'pi_filter_test' })).toEqual([old]);
    expect(await ids({ q: buyer.id, status: 'pending' })).toEqual([mid]);
    expect(await ids({ q: buyer.id, provider: 'stripe' })).toEqual([old]);
    expect(await ids({ q: buyer.id, kind: 'promotion' })).toEqual([mid]);
    expect(await ids({ q: buyer.id, from: '2026-11-11', to: '2026-11-12' })).toEqual([mid]);
    expect(await ids({ q: buyer.id, from: '2026-11-14' })).toEqual([recent]);
    expect((await t.post('admin/payments', { from: '2026-11-14', to: '2026-11-01' }, as(admin))).status).toBe(400);
    expect((await t.post('admin/payments', { status: 'paid' }, as(admin))).status).toBe(400);
    const empty = await t.post('admin/payments', { q: 'nobody-at-all' }, as(admin));
    expect(empty.status).toBe(404);

    const [one] = (await t.post('admin/payments', { q: old }, as(admin))).json;
    expect(one.user).toMatchObject({ user_id: buyer.id, user_name: 'Zelda Quartermain' });
    expect(one.user_email).toBe(buyer.email);
    expect(one.payment).toMatchObject({
      provider: 'stripe',
      provider_ref: 'pi_filter_test',
      status: 'refunded',
      total: '10',
      refunded: '10',
      client_secret: '',
    });
  });

  it('answers 30 a page, then the next page', async () => {
    const buyer = await createLoggedInUser(t);
    for (let i = 0; i < 31; i++) await paymentRow(buyer.id);
    const first = await t.post('admin/payments', { q: buyer.id }, as(admin));
    expect(first.json).toHaveLength(30);
    const second = await t.post('admin/payments', { q: buyer.id, offset: '30' }, as(admin));
    expect(second.json).toHaveLength(1);
  });

  it('shows a payment whose buyer account is gone, with an empty user', async () => {
    const id = await paymentRow(null);
    const [one] = (await t.post('admin/payments', { q: id }, as(admin))).json;
    expect(one.user.is_empty_object).toBe('1');
    expect(one.user_email).toBe('');
  });
});

describe('offline decisions and refunds', () => {
  it('approves a pending offline purchase once: the posts are granted exactly once, noted and audited', async () => {
    const buyer = await createLoggedInUser(t, { remainingPost: 2 });
    const pkg = await makePackage({ post_count: '5' });
    const p = await offlinePurchase(buyer, pkg.id);
    const r = await t.post('admin/payment_approve', { id: p.id, note: 'Transfer 4411 received' }, as(admin));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ id: p.id, status: 'succeeded', decision_note: 'Transfer 4411 received', total: '12.5' });
    expect(await postsOf(buyer.id)).toBe(7);
    const again = await t.post('admin/payment_approve', { id: p.id }, as(admin));
    expect(again.status).toBe(400);
    expect((await t.post('admin/payment_reject', { id: p.id }, as(admin))).status).toBe(400);
    expect(await postsOf(buyer.id)).toBe(7);
    expect(await auditOf(p.id, 'payment_approve')).toMatchObject({ actorUserId: admin.id, targetType: 'payment' });
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, p.id));
    expect(row!.decidedBy).toBe(admin.id);
  });

  it('rejects a pending offline purchase: nothing granted, no ledger row, its coupon given back', async () => {
    const buyer = await createLoggedInUser(t, { remainingPost: 1 });
    const pkg = await makePackage({ post_count: '5' });
    await save50();
    const p = await offlinePurchase(buyer, pkg.id, 'HALF-OFF');
    const r = await t.post('admin/payment_reject', { id: p.id, note: 'No transfer arrived' }, as(admin));
    expect(r.json).toMatchObject({ status: 'rejected', coupon_code: 'HALF-OFF', total: '6.25' });
    expect(await postsOf(buyer.id)).toBe(1);
    expect(await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, p.id))).toEqual([]);
    const [redemption] = await t.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentId, p.id));
    expect(redemption!.status).toBe('released');
    expect(await auditOf(p.id, 'payment_reject')).toMatchObject({ actorUserId: admin.id });
    expect((await t.post('admin/payment_approve', { id: p.id }, as(admin))).status).toBe(400);
    expect((await t.post('admin/payment_approve', { id: 'pay_unknown' }, as(admin))).status).toBe(404);
  });

  it('refunds part, then the rest: the ledger nets to zero and the full refund takes the posts back', async () => {
    const buyer = await createLoggedInUser(t, { remainingPost: 0 });
    const pkg = await makePackage({ price: '12.5', post_count: '4' });
    const p = await offlinePurchase(buyer, pkg.id);
    await t.post('admin/payment_approve', { id: p.id }, as(admin));
    expect(await postsOf(buyer.id)).toBe(4);

    for (const amount of ['12.51', '0', '1.005', 'abc']) {
      const bad = await t.post('admin/payment_refund', { id: p.id, amount }, as(admin));
      expect(bad.status, amount).toBe(400);
    }
    const part = await t.post('admin/payment_refund', { id: p.id, amount: '2.5', note: 'Goodwill' }, as(admin));
    expect(part.json).toMatchObject({ status: 'succeeded', refunded: '2.5', decision_note: 'Goodwill' });
    expect(await postsOf(buyer.id)).toBe(4);
    expect(await auditOf(p.id, 'payment_refund')).toMatchObject({
      actorUserId: admin.id,
      detail: { amount: '2.5', currency: 'USD', note: 'Goodwill', status: 'succeeded' },
    });

    const rest = await t.post('admin/payment_refund', { id: p.id }, as(admin));
    expect(rest.json).toMatchObject({ status: 'refunded', refunded: '12.5' });
    expect(await postsOf(buyer.id)).toBe(0);
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, p.id));
    expect(entries.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-1000, -250, 1250]);
    expect(entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
    expect((await t.post('admin/payment_refund', { id: p.id }, as(admin))).status).toBe(400);
  });

  it('refuses to refund what did not succeed', async () => {
    const pkg = await makePackage();
    const p = await offlinePurchase(await createLoggedInUser(t), pkg.id);
    const r = await t.post('admin/payment_refund', { id: p.id }, as(admin));
    expect(r.status).toBe(400);
    expect(
      (
        await t.deps.db
          .select()
          .from(payments)
          .where(and(eq(payments.id, p.id), eq(payments.status, 'pending')))
      ).length,
    ).toBe(1);
  });
});

async function save50() {
  const r = await t.post('admin/coupon_save', { code: 'half-off', kind: 'percent', percent: '50', max_uses_per_user: '0' }, as(admin));
  expect(r.status).toBe(200);
}

describe('revenue', () => {
  it('sums the ledger per day and per product, net of refunds, one currency at a time (the site currency first)', async () => {
    await updateSettings(t.deps.db, 'payment', { currency_short_form: 'USD' });
    t.clock.set(new Date('2026-10-01T09:00:00Z'));
    const buyer = await createLoggedInUser(t);
    const gold = await makePackage({ title: 'Gold revenue', price: '30', post_count: '10' });
    const silver = await makePackage({ title: 'Silver revenue', price: '10', post_count: '3' });
    const a = await offlinePurchase(buyer, gold.id);
    const b = await offlinePurchase(buyer, silver.id);
    await t.post('admin/payment_approve', { id: a.id }, as(admin));
    await t.post('admin/payment_approve', { id: b.id }, as(admin));
    t.clock.set(new Date('2026-10-02T15:00:00Z'));
    const c = await offlinePurchase(buyer, gold.id);
    await t.post('admin/payment_approve', { id: c.id }, as(admin));
    await t.post('admin/payment_refund', { id: a.id, amount: '5' }, as(admin));
    // A euro sale the same day: not converted, not counted.
    const eur = await makePackage({ title: 'Euro revenue', price: '99', currency: 'EUR', post_count: '1' });
    const e = await offlinePurchase(buyer, eur.id);
    await t.post('admin/payment_approve', { id: e.id }, as(admin));

    const r = await t.post('admin/revenue', { from: '2026-09-30', to: '2026-10-02' }, as(moderator));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ currency: 'USD', total: '65', total_minor: '6500' });
    expect(r.json.days).toEqual([
      { day: '2026-09-30', package: '0', promotion: '0', bid_fee: '0', total: '0' },
      { day: '2026-10-01', package: '4000', promotion: '0', bid_fee: '0', total: '4000' },
      { day: '2026-10-02', package: '2500', promotion: '0', bid_fee: '0', total: '2500' },
    ]);
    expect(r.json.products).toEqual([
      { kind: 'package', subject_id: gold.id, title: 'Gold revenue', count: '2', total_minor: '5500', total: '55' },
      { kind: 'package', subject_id: silver.id, title: 'Silver revenue', count: '1', total_minor: '1000', total: '10' },
    ]);
    // The euros are read on their own, never added to the dollars; both currencies are offered.
    expect(r.json.currencies).toEqual(['USD', 'EUR']);
    const euros = await t.post('admin/revenue', { from: '2026-09-30', to: '2026-10-02', currency: 'eur' }, as(moderator));
    expect(euros.json).toMatchObject({ currency: 'EUR', currencies: ['EUR', 'USD'], total: '99', total_minor: '9900' });
    expect(euros.json.days.map((d: { total: string }) => d.total)).toEqual(['0', '0', '9900']);
    expect(euros.json.products).toEqual([{ kind: 'package', subject_id: eur.id, title: 'Euro revenue', count: '1', total_minor: '9900', total: '99' }]);
    const bad = await t.post('admin/revenue', { currency: 'E1' }, as(moderator));
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The currency must be a three-letter ISO code such as USD.');
  });

  it('covers the last 30 days by default and refuses a backwards or too long range', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const r = await t.post('admin/revenue', {}, as(admin));
    expect(r.json.days).toHaveLength(30);
    expect(r.json.days[0].day).toBe('2026-10-22');
    expect(r.json.days.at(-1).day).toBe('2026-11-20');
    expect((await t.post('admin/revenue', { from: '2026-11-02', to: '2026-11-01' }, as(admin))).status).toBe(400);
    const long = await t.post('admin/revenue', { from: '2024-01-01', to: '2026-01-01' }, as(admin));
    expect(long.json).toEqual({ status: 'error', message: 'Choose a period of at most 366 days.' });
    expect((await t.post('admin/revenue', { from: '2026-13-01' }, as(admin))).status).toBe(400);
  });
});

describe('the settings money depends on', () => {
  const update = (group: string, values: Record<string, string>) => t.post('admin/settings_update', { group, values }, as(admin));

  it('keeps the price of a promotion day chargeable in the site currency, and the day choices whole days', async () => {
    expect((await update('payment', { oneday: '2.75', currency_short_form: 'USD', offline_enabled: '1' })).status).toBe(200);
    for (const oneday of ['abc', '-1', '2.7555']) expect((await update('payment', { oneday })).status, oneday).toBe(400);
    // 2.75 cannot be charged in yen: switching the currency alone is refused until the price fits.
    expect((await update('payment', { currency_short_form: 'JPY' })).status).toBe(400);
    expect((await update('payment', { currency_short_form: 'JPY', oneday: '300' })).status).toBe(200);
    expect((await update('payment', { currency_short_form: 'USD', oneday: '5' })).status).toBe(200);
    expect((await update('payment', { stripe_enabled: 'yes' })).status).toBe(400);
    const days = await update('frontend_config', { promote_first_choice_day: '3', promote_fourth_choice_day: '90' });
    expect(days.json).toMatchObject({ promote_first_choice_day: '3', promote_fourth_choice_day: '90' });
    for (const bad of ['0', '366', '1.5']) expect((await update('frontend_config', { promote_second_choice_day: bad })).status, bad).toBe(400);
  });
});
