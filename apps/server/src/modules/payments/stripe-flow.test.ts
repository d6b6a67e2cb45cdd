/**
 * A real provider through the whole module: Stripe configured (keys in the environment, its API host a local peer
 * speaking PaymentIntents), offered in app info, a package bought — the intent created with our idempotency key and
 * exact amount, the buyer's return checked with Stripe, the signed webhook applied once — and an admin's refund sent
 * to Stripe, whose later `charge.refunded` webhook (total refunded so far) adds nothing.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, paidItems, payments, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { startProviderPeer, type ProviderPeer } from '../../adapters/payments/test-peer.ts';
import { updateSettings } from '../settings/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser, makeCatalog, makeItem } from '../../../test/support/factories.ts';
import { refundPayment } from './payments.service.ts';

let t: TestApp;
let peer: ProviderPeer;
const intents = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  peer = await startProviderPeer();
  peer.on('POST', '/v1/payment_intents', (req) => {
    const form = new URLSearchParams(req.body);
    const id = `pi_${intents.size + 1}`;
    const pi = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency'), status: 'requires_payment_method', client_secret: `${id}_secret_x`, metadata: { payment_id: form.get('metadata[payment_id]') }, last_payment_error: null };
    intents.set(id, pi);
    return { json: pi };
  });
  peer.on('GET', /^\/v1\/payment_intents\/pi_\d+$/, (req) => ({ json: intents.get(req.url.split('/').pop()!) }));
  peer.on('POST', '/v1/refunds', () => ({ json: { id: 're_1', object: 'refund', status: 'succeeded' } }));
  t = await createTestApp({
    RATE_LIMIT_ENABLED: 'false',
    STRIPE_SECRET_KEY: 'sk_test_flow',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_flow',
    STRIPE_WEBHOOK_SECRET: 'whsec_flow',
    STRIPE_API_BASE: peer.baseUrl,
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const sign = (body: string) => {
  const ts = Math.floor(Date.now() / 1000);
  return `t=${ts},v1=${createHmac('sha256', 'whsec_flow').update(`${ts}.${body}`).digest('hex')}`;
};
const deliver = (body: string) => t.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': sign(body) }, payload: body });

describe('Stripe through the payments module', () => {
  it('is offered only when configured and switched on, and sells a package exactly once', async () => {
    expect((await t.post('appinfo/get_delete_history', {})).json).toMatchObject({ stripe_enabled: '0', stripe_publishable_key: '' });
    await updateSettings(t.deps.db, 'payment', { stripe_enabled: '1' });
    expect((await t.post('appinfo/get_delete_history', {})).json).toMatchObject({ stripe_enabled: '1', stripe_publishable_key: 'pk_test_flow' });

    const buyer = await createLoggedInUser(t);
    const [pkg] = await t.deps.db.insert(packages).values({ id: newId('pkg'), title: 'Stripe pack', priceMinor: 2599, currency: 'USD', postCount: 9 }).returning();
    const s = await t.post('payments/start', { user_id: buyer.id, kind: 'package', package_id: pkg!.id, provider: 'stripe', idempotency_key: 'stripe-flow-1' }, { token: buyer.token });
    expect(s.status).toBe(201);
    expect(s.json).toMatchObject({ status: 'created', provider: 'stripe', provider_ref: 'pi_1', client_secret: 'pi_1_secret_x', public_key: 'pk_test_flow' });
    const [sent] = peer.seen('POST', '/v1/payment_intents');
    expect(sent!.headers['idempotency-key']).toBe(s.json.id);
    expect(new URLSearchParams(sent!.body).get('amount')).toBe('2599');

    // Back from Stripe before it succeeded: still waiting, nothing granted.
    expect((await t.post('payments/return', { payment_id: s.json.id, params: { payment_intent: 'pi_1' } }, { token: buyer.token })).json.status).toBe('created');
    intents.get('pi_1')!.status = 'succeeded';
    const succeeded = JSON.stringify({ id: 'evt_ok', object: 'event', type: 'payment_intent.succeeded', data: { object: intents.get('pi_1') } });
    expect((await deliver(succeeded)).json().message).toBe('applied');
    expect((await deliver(succeeded)).json().message).toBe('duplicate');
    // The return that comes after the webhook changes nothing more.
    expect((await t.post('payments/return', { payment_id: s.json.id }, { token: buyer.token })).json.status).toBe('succeeded');
    const posts = async () => (await t.deps.db.select({ n: users.remainingPost }).from(users).where(eq(users.id, buyer.id)))[0]!.n;
    expect(await posts()).toBe(9);

    const admin = await createLoggedInUser(t, { roleId: 1 });
    await refundPayment(t.deps, admin.id, s.json.id, null, 'asked');
    const [refundReq] = peer.seen('POST', '/v1/refunds');
    expect(new URLSearchParams(refundReq!.body).get('amount')).toBe('2599');
    expect(await posts()).toBe(0);
    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount_refunded: 2599, currency: 'usd' };
    expect((await deliver(JSON.stringify({ id: 'evt_refund', object: 'event', type: 'charge.refunded', data: { object: charge } }))).json().message).toBe('ignored');
    const [p] = await t.deps.db.select().from(payments).where(eq(payments.id, s.json.id));
    expect(p).toMatchObject({ status: 'refunded', refundedMinor: 2599 });
    expect(await posts()).toBe(0);
  });

  it("paid_items/add with the legacy clients' proof: checked with Stripe at once; another owner's proof is refused", async () => {
    await updateSettings(t.deps.db, 'payment', { stripe_enabled: '1' });
    const cat = await makeCatalog(t);
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const item = await makeItem(t, cat, owner.id);
    const theirs = await makeItem(t, cat, other.id);
    // The owner paid at Stripe from an old client: 7 days at the demo's price of a day (5.00) is 35.00.
    intents.set('pi_77', { id: 'pi_77', object: 'payment_intent', amount: 3500, currency: 'usd', status: 'succeeded', metadata: {}, last_payment_error: null });
    const today = new Date().toISOString().slice(0, 10);
    const body = (u: { id: string }, itemId: string) => ({ user_id: u.id, item_id: itemId, start_date: today, how_many_day: '7', payment_method: 'stripe', payment_method_nonce: 'pi_77' });
    const r = await t.post('paid_items/add', body(owner, item.id), { token: owner.token });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ status: 'approved', payment: { status: 'succeeded', provider_ref: 'pi_77' } });
    expect(peer.seen('GET', '/v1/payment_intents/pi_77')).toHaveLength(1);
    // The same Stripe payment sent for another owner's listing: a clear refusal, nothing written.
    const before = (await t.deps.db.select().from(paidItems)).length;
    const stolen = await t.post('paid_items/add', body(other, theirs.id), { token: other.token });
    expect(stolen.status).toBe(400);
    expect(stolen.json.message).toBe('This payment has already been used for another purchase.');
    expect((await t.deps.db.select().from(paidItems)).length).toBe(before);
  });
});
