/**
 * Payments end to end over the REST dialect and the webhook route (decision 015): orders, the sandbox provider's
 * card page and webhook, offline approval, refunds, coupons, confirmations applied exactly once, and the calls a
 * vehicle marketplace leaves out.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, ledgerEntries, notifications, packagePurchases, packages, paymentEvents, payments, users } from '../../db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../adapters/payments/sandbox.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, drainJobs, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { createLoggedInUser } from '../../../test/support/factories.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  admin = await createLoggedInUser(t, { roleId: 1 });
});
afterAll(() => t.close());

let keyN = 0;
const key = () => `test-key-${++keyN}-${Date.now()}`;

async function makePackage(fields: Partial<typeof packages.$inferInsert> = {}) {
  const [p] = await t.deps.db
    .insert(packages)
    .values({ id: newId('pkg'), title: 'Ten posts', priceMinor: 1999, currency: 'USD', postCount: 10, ...fields })
    .returning();
  return p!;
}

const remaining = async (userId: string) => (await t.deps.db.select({ n: users.remainingPost }).from(users).where(eq(users.id, userId)))[0]!.n;
const paymentRow = async (id: string) => (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const ledgerOf = (paymentId: string) => t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));

const start = (u: TestUser, body: Record<string, unknown>) => t.post('payments/start', { user_id: u.id, kind: 'package', provider: 'sandbox', idempotency_key: key(), ...body }, { token: u.token });
const pay = (u: TestUser, paymentId: string, card = '4242 4242 4242 4242', extra: Record<string, string> = {}) =>
  t.post('sandbox/pay', { payment_id: paymentId, card_number: card, expiry: '12/39', cvc: '123', holder_name: 'Test Buyer', ...extra }, { token: u.token });

function webhook(body: object | string, opts: { secret?: string; at?: number; provider?: string } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const at = opts.at ?? Math.floor(t.clock.now().getTime() / 1000);
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${opts.provider ?? 'sandbox'}`,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(raw, opts.secret ?? t.config.payments.sandboxWebhookSecret, at) },
    payload: raw,
  });
}

describe('packages and the sandbox provider', () => {
  it('lists the packages on sale with prices in decimal text and minor units', async () => {
    const p = await makePackage({ title: 'Listed', priceMinor: 500 });
    await makePackage({ title: 'Off sale', status: 0 });
    const r = await t.get('packages/get');
    expect(r.status).toBe(200);
    const row = r.json.find((x: { id: string }) => x.id === p.id);
    expect(row).toMatchObject({ package_id: p.id, price: '5', price_minor: '500', currency_code: 'USD', post_count: '10' });
    expect(r.json.map((x: { title: string }) => x.title)).not.toContain('Off sale');
  });

  it('sells a package through the sandbox card page: posts added once, a ledger charge, the purchase approved', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ postCount: 7, priceMinor: 1250 });
    const before = await remaining(buyer.id);
    const k = key();
    const s = await start(buyer, { package_id: pkg.id, idempotency_key: k });
    expect(s.status).toBe(201);
    expect(s.json).toMatchObject({ status: 'created', total: '12.5', total_minor: '1250', provider: 'sandbox', currency: 'USD' });
    expect(s.json.redirect_url).toBe(`http://wheeldeal.test/sandbox-pay/${s.json.id}`);
    // The same attempt again answers the same payment.
    const again = await start(buyer, { package_id: pkg.id, idempotency_key: k });
    expect(again.json.id).toBe(s.json.id);

    const paid = await pay(buyer, s.json.id);
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ status: 'succeeded', card_last4: '4242', card_brand: 'visa', redirect_url: '' });
    expect(await remaining(buyer.id)).toBe(before + 7);
    // The sandbox's webhook arrives later: the same event, nothing granted twice.
    await drainJobs(t);
    expect(await remaining(buyer.id)).toBe(before + 7);
    const ledger = await ledgerOf(s.json.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ entry: 'charge', amountMinor: 1250, postsDelta: 7, currency: 'USD' });
    const [purchase] = await t.deps.db.select().from(packagePurchases).where(eq(packagePurchases.paymentId, s.json.id));
    expect(purchase).toMatchObject({ status: 'approved', postCount: 7, priceMinor: 1250, paymentMethod: 'sandbox' });
    const history = await t.post('buy_ad_post_transaction/search', { user_id: buyer.id }, { token: buyer.token });
    expect(history.json[0]).toMatchObject({ payment_id: s.json.id, price: '12.5', status: 'approved', package: { id: pkg.id } });
    const plural = await t.post('buy_ad_post_transactions/search', { user_id: buyer.id }, { token: buyer.token });
    expect(plural.json).toHaveLength(1);
    const status = await t.get(`packages/paymentstatus/orderid/${s.json.id}`, { token: buyer.token });
    expect(status.json.status).toBe('succeeded');
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes.filter((n) => n.eventKey === `payment:${s.json.id}:succeeded`)).toHaveLength(1);
  });

  it('a declined card fails the payment and grants nothing; a real-looking card is refused and changes nothing', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage();
    const s = await start(buyer, { package_id: pkg.id });
    const real = await pay(buyer, s.json.id, '4111 1111 1111 1111');
    expect(real.status).toBe(400);
    expect(real.json.message).toMatch(/test cards/);
    expect((await paymentRow(s.json.id)).status).toBe('created');
    const expired = await pay(buyer, s.json.id, '4242424242424242', { expiry: '01/20' });
    expect(expired.status).toBe(400);
    const declined = await pay(buyer, s.json.id, '4000 0000 0000 0002');
    expect(declined.json).toMatchObject({ status: 'failed', failure_reason: 'declined' });
    await drainJobs(t);
    expect(await remaining(buyer.id)).toBe(0);
    expect(await ledgerOf(s.json.id)).toHaveLength(0);
    const [purchase] = await t.deps.db.select().from(packagePurchases).where(eq(packagePurchases.paymentId, s.json.id));
    expect(purchase!.status).toBe('failed');
    // A second try on the failed payment changes nothing.
    expect((await pay(buyer, s.json.id)).json.status).toBe('failed');
    expect(await remaining(buyer.id)).toBe(0);
  });

  it('only the buyer sees or pays a payment; an unknown package and a stray provider are refused', async () => {
    const buyer = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const pkg = await makePackage();
    const s = await start(buyer, { package_id: pkg.id });
    expect((await t.post('payments/get', { payment_id: s.json.id }, { token: other.token })).status).toBe(404);
    expect((await pay(other, s.json.id)).status).toBe(404);
    expect((await paymentRow(s.json.id)).status).toBe('created');
    expect((await start(buyer, { package_id: 'pkg_doesnotexist000000' })).status).toBe(404);
    expect((await start(buyer, { package_id: pkg.id, provider: 'In_App_Purchase' })).json.message).toMatch(/stores/);
    expect((await start(buyer, { package_id: pkg.id, provider: 'stripe' })).status).toBe(400);
    // The same key for another package is not the same attempt.
    const k = key();
    await start(buyer, { package_id: pkg.id, idempotency_key: k });
    const pkg2 = await makePackage();
    expect((await start(buyer, { package_id: pkg2.id, idempotency_key: k })).status).toBe(400);
  });

  it('the buyer may cancel before paying; a late success from the provider still grants', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ postCount: 3, priceMinor: 300 });
    const s = await start(buyer, { package_id: pkg.id });
    const c = await t.post('payments/cancel', { payment_id: s.json.id }, { token: buyer.token });
    expect(c.json.status).toBe('canceled');
    const ref = (await paymentRow(s.json.id)).providerRef;
    const late = await webhook({ id: `sandbox:${ref}:succeeded`, type: 'succeeded', ref, payment_id: s.json.id, amount_minor: 300, currency: 'USD' });
    expect(late.statusCode).toBe(200);
    expect((await paymentRow(s.json.id)).status).toBe('succeeded');
    expect(await remaining(buyer.id)).toBe(3);
  });
});

describe('webhooks: verified, applied once, in any order', () => {
  async function openPayment(priceMinor = 1000, postCount = 5) {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ priceMinor, postCount });
    const s = await start(buyer, { package_id: pkg.id });
    return { buyer, payment: await paymentRow(s.json.id) };
  }
  const success = (p: { id: string; providerRef: string; totalMinor: number }, extra: object = {}) => ({
    id: `sandbox:${p.providerRef}:succeeded`,
    type: 'succeeded',
    ref: p.providerRef,
    payment_id: p.id,
    amount_minor: p.totalMinor,
    currency: 'USD',
    ...extra,
  });

  it('refuses a forged, tampered or stale delivery and stores nothing', async () => {
    const { buyer, payment } = await openPayment();
    const forged = await webhook(success(payment), { secret: 'not-the-secret-at-all' });
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(success(payment), { at: Math.floor(t.clock.now().getTime() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const raw = JSON.stringify(success(payment));
    const signature = signSandboxWebhook(raw, t.config.payments.sandboxWebhookSecret, Math.floor(t.clock.now().getTime() / 1000));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: raw.replace(String(payment.totalMinor), '1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await webhook(success(payment), { provider: 'nosuch' })).statusCode).toBe(404);
    expect((await webhook(success(payment), { provider: 'offline' })).statusCode).toBe(404);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(0);
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect(await remaining(buyer.id)).toBe(0);
  });

  it('applies a replayed delivery once, ignores a failure that arrives after the success, and grants nothing on a wrong amount', async () => {
    const { buyer, payment } = await openPayment(1000, 5);
    const results = await Promise.all([1, 2, 3, 4].map(() => webhook(success(payment))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().message).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    const late = await webhook({ id: `sandbox:${payment.providerRef}:failed`, type: 'failed', ref: payment.providerRef, payment_id: payment.id, reason: 'declined' });
    expect(late.json().message).toBe('ignored');
    expect((await paymentRow(payment.id)).status).toBe('succeeded');
    expect(await remaining(buyer.id)).toBe(5);

    const wrong = await openPayment(1000, 5);
    const r = await webhook(success(wrong.payment, { amount_minor: 1 }));
    expect(r.json().message).toBe('mismatch');
    expect((await paymentRow(wrong.payment.id)).status).toBe('created');
    expect(await remaining(wrong.buyer.id)).toBe(0);
    const currency = await webhook(success(wrong.payment, { id: 'sandbox:other-event', currency: 'EUR' }));
    expect(currency.json().message).toBe('mismatch');
    expect(await remaining(wrong.buyer.id)).toBe(0);
  });
});

describe('offline payments and refunds', () => {
  it('keeps an offline purchase pending until an admin approves it; approving twice is refused', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ postCount: 4, priceMinor: 4000 });
    const s = await start(buyer, { package_id: pkg.id, provider: 'offline' });
    expect(s.json).toMatchObject({ status: 'pending', provider: 'offline', redirect_url: '' });
    const info = await t.get('offline_payments/get_offline_payment');
    expect(info.json).toMatchObject({ status: '1', title: 'Bank transfer' });
    expect(await remaining(buyer.id)).toBe(0);
    const { decideOffline } = await import('./payments.service.ts');
    await decideOffline(t.deps, admin.id, s.json.id, 'approve', 'money arrived');
    expect(await remaining(buyer.id)).toBe(4);
    await expect(decideOffline(t.deps, admin.id, s.json.id, 'approve', '')).rejects.toMatchObject({ key: 'money.not_pending' });
    expect(await remaining(buyer.id)).toBe(4);
    expect((await paymentRow(s.json.id)).decidedBy).toBe(admin.id);
  });

  it('a rejected offline payment grants nothing and gives its coupon back', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ postCount: 4, priceMinor: 4000 });
    await t.deps.db.insert(coupons).values({ id: newId('cpn'), code: 'REJECTME', kind: 'percent', percent: 25, maxUses: 1, maxUsesPerUser: 1 });
    const s = await start(buyer, { package_id: pkg.id, provider: 'offline', coupon_code: 'rejectme' });
    expect(s.json).toMatchObject({ total: '30', discount: '10', coupon_code: 'REJECTME' });
    const { decideOffline } = await import('./payments.service.ts');
    await decideOffline(t.deps, admin.id, s.json.id, 'reject', 'no transfer');
    expect((await paymentRow(s.json.id)).status).toBe('rejected');
    expect(await remaining(buyer.id)).toBe(0);
    const [r] = await t.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentId, s.json.id));
    expect(r!.status).toBe('released');
    // Released: the single use is available again.
    expect((await start(buyer, { package_id: pkg.id, provider: 'offline', coupon_code: 'REJECTME' })).json.discount).toBe('10');
  });

  it('a full refund takes back exactly the posts granted (never below zero) and records it; a partial one only money', async () => {
    const { refundPayment } = await import('./payments.service.ts');
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ postCount: 6, priceMinor: 1000 });
    const s = await start(buyer, { package_id: pkg.id });
    await pay(buyer, s.json.id);
    expect(await remaining(buyer.id)).toBe(6);
    await refundPayment(t.deps, admin.id, s.json.id, 250, 'goodwill');
    expect(await remaining(buyer.id)).toBe(6);
    expect((await paymentRow(s.json.id)).refundedMinor).toBe(250);
    await expect(refundPayment(t.deps, admin.id, s.json.id, 751, '')).rejects.toMatchObject({ key: 'money.refund_amount_invalid' });
    // Two posts were spent meanwhile: the refund takes back the four left.
    await t.deps.db.update(users).set({ remainingPost: 4 }).where(eq(users.id, buyer.id));
    await refundPayment(t.deps, admin.id, s.json.id, null, 'customer asked');
    const p = await paymentRow(s.json.id);
    expect(p).toMatchObject({ status: 'refunded', refundedMinor: 1000 });
    expect(await remaining(buyer.id)).toBe(0);
    const ledger = await ledgerOf(s.json.id);
    expect(ledger.reduce((a, e) => a + e.amountMinor, 0)).toBe(0);
    expect(ledger.reduce((a, e) => a + e.postsDelta, 0)).toBe(2);
    expect(ledger.find((e) => e.postsDelta === -4)!.note).toMatch(/2 of 6 posts were already used/);
    await expect(refundPayment(t.deps, admin.id, s.json.id, null, '')).rejects.toMatchObject({ key: 'money.not_refundable' });
    const [purchase] = await t.deps.db.select().from(packagePurchases).where(eq(packagePurchases.paymentId, s.json.id));
    expect(purchase!.status).toBe('refunded');
  });
});

describe('coupons', () => {
  it('quotes and applies percent and fixed coupons within their window, scope and caps', async () => {
    const buyer = await createLoggedInUser(t);
    const pkg = await makePackage({ priceMinor: 1999 });
    const now = t.clock.now();
    await t.deps.db.insert(coupons).values([
      { id: newId('cpn'), code: 'TENOFF', kind: 'percent', percent: 10, maxUsesPerUser: 1 },
      { id: newId('cpn'), code: 'FIVEUSD', kind: 'fixed', amountMinor: 500, currency: 'USD', appliesTo: 'package', maxUsesPerUser: 0 },
      { id: newId('cpn'), code: 'EUROS', kind: 'fixed', amountMinor: 500, currency: 'EUR' },
      { id: newId('cpn'), code: 'PROMOONLY', kind: 'percent', percent: 50, appliesTo: 'promotion' },
      { id: newId('cpn'), code: 'LATER', kind: 'percent', percent: 50, startsAt: new Date(now.getTime() + 86_400_000) },
      { id: newId('cpn'), code: 'OFF', kind: 'percent', percent: 50, status: 0 },
      { id: newId('cpn'), code: 'HUGE', kind: 'fixed', amountMinor: 99_999, currency: 'USD', maxUsesPerUser: 0 },
    ]);
    const check = (code: string) => t.post('coupons/check', { user_id: buyer.id, coupon_code: code, kind: 'package', package_id: pkg.id }, { token: buyer.token });
    // 10 % of 19.99 is 1.999: rounded half up to 2.00.
    expect((await check('tenoff')).json).toMatchObject({ discount: '2', total: '17.99', currency: 'USD' });
    expect((await check('FIVEUSD')).json).toMatchObject({ discount: '5', total: '14.99' });
    for (const bad of ['EUROS', 'PROMOONLY', 'LATER', 'OFF', 'NOPE']) expect((await check(bad)).status, bad).toBe(400);
    // A fixed coupon above the price makes it free: the order succeeds at once, without a provider.
    const free = await start(buyer, { package_id: pkg.id, coupon_code: 'HUGE' });
    expect(free.json).toMatchObject({ status: 'succeeded', total: '0', provider: 'free' });
    expect(await remaining(buyer.id)).toBe(10);
    const s = await start(buyer, { package_id: pkg.id, coupon_code: 'TENOFF' });
    expect(s.json.total_minor).toBe('1799');
    expect((await check('TENOFF')).json.message).toMatch(/already used/);
    expect((await start(buyer, { package_id: pkg.id, coupon_code: 'TENOFF' })).status).toBe(400);
  });

  it('lets exactly as many buyers as the cap allows take a coupon when they race', async () => {
    const pkg = await makePackage({ priceMinor: 1000 });
    await t.deps.db.insert(coupons).values({ id: newId('cpn'), code: 'LASTTHREE', kind: 'percent', percent: 20, maxUses: 3, maxUsesPerUser: 1 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createLoggedInUser(t)));
    const results = await Promise.all(buyers.map((b) => start(b, { package_id: pkg.id, coupon_code: 'LASTTHREE' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400)).toHaveLength(7);
    const [c] = await t.deps.db.select().from(coupons).where(eq(coupons.code, 'LASTTHREE'));
    const uses = await t.deps.db.select().from(couponRedemptions).where(and(eq(couponRedemptions.couponId, c!.id), eq(couponRedemptions.status, 'reserved')));
    expect(uses).toHaveLength(3);
  });
});

describe('the original clients’ calls', () => {
  it('packages/is_package_bought: offline is recorded pending; a proof the provider does not confirm grants nothing; a proof buys once', async () => {
    const buyer = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const pkg = await makePackage({ priceMinor: 800, postCount: 2 });
    const offline = await t.post('packages/is_package_bought', { user_id: buyer.id, package_id: pkg.id, payment_method: 'offline', price: '8' }, { token: buyer.token });
    expect(offline.status).toBe(201);
    expect(offline.json.message).toMatch(/waits for confirmation/);
    const wrongPrice = await t.post('packages/is_package_bought', { user_id: buyer.id, package_id: pkg.id, payment_method: 'offline', price: '1' }, { token: buyer.token });
    expect(wrongPrice.status).toBe(400);
    const fake = await t.post('packages/is_package_bought', { user_id: buyer.id, package_id: pkg.id, payment_method: 'sandbox', payment_method_nonce: 'sbx_invented' }, { token: buyer.token });
    expect(fake.status).toBe(201);
    expect(await remaining(buyer.id)).toBe(0);
    const stolen = await t.post('packages/is_package_bought', { user_id: other.id, package_id: pkg.id, payment_method: 'sandbox', payment_method_nonce: 'sbx_invented' }, { token: other.token });
    expect(stolen.status).toBe(400);
    const forOther = await t.post('packages/is_package_bought', { user_id: other.id, package_id: pkg.id, payment_method: 'offline' }, { token: buyer.token });
    expect(forOther.status).toBe(403);
    // A coupon that makes it free: bought at once, whatever the proof (nothing is taken at the provider).
    await t.deps.db.insert(coupons).values({ id: newId('cpn'), code: 'PROOFFREE', kind: 'fixed', amountMinor: 99_999, currency: 'USD', maxUsesPerUser: 0 });
    const free = await t.post('packages/is_package_bought', { user_id: other.id, package_id: pkg.id, payment_method: 'sandbox', payment_method_nonce: 'sbx_other', coupon_code: 'PROOFFREE' }, { token: other.token });
    expect(free.status).toBe(201);
    expect(free.json.message).toBe('Payment confirmed: your posts have been added.');
    expect(await remaining(other.id)).toBe(2);
  });

  it('answers the left-out calls with a clear refusal or the empty list', async () => {
    const u = await createLoggedInUser(t);
    const members = await t.post('members/add', { user_id: u.id }, { token: u.token });
    expect(members.status).toBe(400);
    expect(members.json.message).toMatch(/Memberships are not offered/);
    expect((await t.post('transaction_payments/update_card_info', { user_id: u.id, card_number: '4242' }, { token: u.token })).json.message).toMatch(/never stored/);
    expect((await t.get('shippings/get')).json.message).toMatch(/^10001##/);
    expect((await t.post('shipping_zones/get_shipping_city', {})).json.message).toMatch(/^10001##/);
    expect((await t.get('paypal/get_token')).json).toEqual({ client_id: '', environment: '', enabled: '0' });
    const info = await t.post('appinfo/get_delete_history', {});
    expect(info.json).toMatchObject({ sandbox_enabled: '1', offline_enabled: '1', stripe_enabled: '0', in_app_purchased_enabled: '0' });
  });
});
