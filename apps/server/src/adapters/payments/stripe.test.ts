/**
 * The Stripe adapter against a local peer that speaks Stripe's PaymentIntents API: what it sends (Bearer key,
 * Idempotency-Key, form fields in Stripe's units), how it reads each intent state, and how it verifies the
 * `Stripe-Signature` of a webhook — a vector computed by hand (openssl) per Stripe's documented scheme, then every
 * way a delivery can be forged or replayed.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startProviderPeer, type ProviderPeer } from './test-peer.ts';
import { createStripeProvider, toStripeAmount, verifyStripeSignature } from './stripe.ts';
import { PaymentProviderError, WebhookVerificationError, type CreatePaymentInput, type PaymentProvider } from './types.ts';

const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z
let peer: ProviderPeer;
let stripe: PaymentProvider;

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  paymentId: 'pay-42',
  amountMinor: 1250,
  currency: 'USD',
  description: 'Package: 10 posts',
  customerEmail: 'buyer@wheeldeal.test',
  returnUrl: 'https://wheeldeal.test/payment-return?payment_id=pay-42',
  cancelUrl: 'https://wheeldeal.test/payment-cancel?payment_id=pay-42',
  idempotencyKey: 'idem-42',
  ...over,
});

const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 1250,
  amount_received: 0,
  currency: 'usd',
  status: 'requires_payment_method',
  client_secret: 'pi_1_secret_abc',
  metadata: { payment_id: 'pay-42' },
  last_payment_error: null,
  ...over,
});

const sign = (body: string, t: number, secret = 'whsec_test') => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const event = (type: string, object: unknown, id = 'evt_1') => JSON.stringify({ id, object: 'event', type, data: { object } });

beforeAll(async () => {
  peer = await startProviderPeer();
  stripe = createStripeProvider({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_test',
    publishableKey: 'pk_test_123',
    baseUrl: peer.baseUrl,
    now: () => NOW,
  });
  peer.on('POST', '/v1/payment_intents', (req) => {
    const form = new URLSearchParams(req.body);
    return { json: intent({ amount: Number(form.get('amount')), currency: form.get('currency') }) };
  });
  peer.on('GET', '/v1/payment_intents/pi_1', { json: intent() });
});
afterAll(async () => {
  await peer?.close();
});

describe('createPayment', () => {
  it('creates a PaymentIntent with the secret key, an Idempotency-Key and the amount in minor units', async () => {
    const created = await stripe.createPayment(input());
    expect(created).toEqual({ providerRef: 'pi_1', clientSecret: 'pi_1_secret_abc', publicKey: 'pk_test_123' });
    const [req] = peer.seen('POST', '/v1/payment_intents');
    expect(req!.headers.authorization).toBe('Bearer sk_test_123');
    expect(req!.headers['idempotency-key']).toBe('idem-42');
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      amount: '1250',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[payment_id]': 'pay-42',
      description: 'Package: 10 posts',
      receipt_email: 'buyer@wheeldeal.test',
    });
  });

  it('sends JPY whole, KWD in fils ending in 0, and ISK in hundredths as Stripe counts them', async () => {
    const amounts: [number, string, string][] = [
      [1000, 'JPY', '1000'],
      [12340, 'KWD', '12340'],
      [1000, 'ISK', '100000'],
      [1200, 'MGA', '12'],
      [99999, 'USD', '99999'],
    ];
    for (const [minor, currency, sent] of amounts) {
      const before = peer.seen('POST', '/v1/payment_intents').length;
      await stripe.createPayment(input({ amountMinor: minor, currency }));
      const req = peer.seen('POST', '/v1/payment_intents')[before]!;
      expect(new URLSearchParams(req.body).get('amount'), currency).toBe(sent);
      expect(new URLSearchParams(req.body).get('currency')).toBe(currency.toLowerCase());
    }
  });

  it('refuses, without calling Stripe, an amount Stripe would have to round', async () => {
    const before = peer.requests.length;
    await expect(stripe.createPayment(input({ amountMinor: 1234, currency: 'KWD' }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'amount_precision',
    });
    await expect(stripe.createPayment(input({ amountMinor: 1250, currency: 'MGA' }))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(peer.requests.length).toBe(before);
    expect(toStripeAmount(1230, 'KWD')).toBe(1230);
  });

  it("passes Stripe's refusal on with its message, code and HTTP status", async () => {
    peer.on('POST', '/v1/payment_intents', (req) =>
      new URLSearchParams(req.body).get('currency') === 'xyz'
        ? { status: 400, json: { error: { type: 'invalid_request_error', code: 'parameter_invalid_empty', message: 'Invalid currency: xyz.' } } }
        : undefined,
    );
    const err = await stripe.createPayment(input({ currency: 'XYZ' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ message: 'Invalid currency: xyz.', code: 'parameter_invalid_empty', httpStatus: 400 });
  });

  it('reports an unreachable Stripe as a provider error, not a crash', async () => {
    const offline = createStripeProvider({ secretKey: 'sk', webhookSecret: 'wh', publishableKey: 'pk', baseUrl: await closedPort() });
    await expect(offline.createPayment(input())).rejects.toMatchObject({ name: 'PaymentProviderError', code: 'network' });
  });
});

describe('completeReturn and fetchStatus', () => {
  it('reads each PaymentIntent state, never the return parameters alone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'succeeded', amount_received: 1250 }, 'succeeded'],
      [{ status: 'processing' }, 'pending'],
      [{ status: 'requires_action' }, 'pending'],
      [{ status: 'requires_payment_method' }, 'pending'],
      [{ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }, 'failed'],
      [{ status: 'canceled' }, 'canceled'],
    ];
    for (const [over, type] of cases) {
      peer.on('GET', '/v1/payment_intents/pi_1', { json: intent(over) });
      const ev = await stripe.completeReturn('pi_1', { payment_intent: 'pi_1', redirect_status: 'succeeded' });
      expect(ev, JSON.stringify(over)).toMatchObject({
        type,
        providerRef: 'pi_1',
        paymentId: 'pay-42',
        amountMinor: 1250,
        currency: 'USD',
        eventId: `state:pi_1:${type}`,
      });
      expect(await stripe.fetchStatus('pi_1')).toMatchObject({ type, eventId: `state:pi_1:${type}` });
    }
    peer.on('GET', '/v1/payment_intents/pi_1', {
      json: intent({ status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } }),
    });
    const declined = await stripe.fetchStatus('pi_1');
    expect(declined.reason).toBe('Your card was declined.');
    expect(declined.raw).toMatchObject({ id: 'pi_1' });
    expect(declined.raw).not.toHaveProperty('client_secret');
    expect(peer.seen('GET', '/v1/payment_intents/pi_1').every((r) => r.headers.authorization === 'Bearer sk_test_123')).toBe(true);
  });

  it('reads a JPY intent back in yen', async () => {
    peer.on('GET', '/v1/payment_intents/pi_jpy', { json: intent({ id: 'pi_jpy', status: 'succeeded', amount: 5000, amount_received: 5000, currency: 'jpy' }) });
    expect(await stripe.fetchStatus('pi_jpy')).toMatchObject({ type: 'succeeded', amountMinor: 5000, currency: 'JPY' });
  });

  it('refuses a return that names another PaymentIntent', async () => {
    await expect(stripe.completeReturn('pi_1', { payment_intent: 'pi_someone_else' })).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('parseWebhook', () => {
  const succeeded = event('payment_intent.succeeded', intent({ status: 'succeeded', amount_received: 1250 }));

  it('checks the documented scheme against a vector computed by hand', () => {
    // HMAC-SHA256("1767225600." + body, "whsec_test_vector"), computed with openssl.
    const body =
      '{"id":"evt_1","object":"event","type":"payment_intent.succeeded","data":{"object":{"id":"pi_1","object":"payment_intent","amount":1250,"amount_received":1250,"currency":"usd","status":"succeeded","metadata":{"payment_id":"pay-42"}}}}';
    const header = 't=1767225600,v1=44161997e96f0b42406c59fb0f447b2a19431fb92e4e3f6e072c2628b91b35b1';
    expect(() => verifyStripeSignature(Buffer.from(body), header, 'whsec_test_vector', NOW)).not.toThrow();
    expect(() =>
      verifyStripeSignature(Buffer.from(body), header.toUpperCase().replace('T=', 't=').replace('V1=', 'v1='), 'whsec_test_vector', NOW),
    ).not.toThrow();
    expect(() => verifyStripeSignature(Buffer.from(body + ' '), header, 'whsec_test_vector', NOW)).toThrow(WebhookVerificationError);
  });

  it('turns a signed payment_intent.succeeded into a success with the amount Stripe received', async () => {
    const ev = await stripe.parseWebhook(Buffer.from(succeeded), { 'stripe-signature': sign(succeeded, NOW - 20) });
    expect(ev).toMatchObject({ eventId: 'evt_1', type: 'succeeded', providerRef: 'pi_1', paymentId: 'pay-42', amountMinor: 1250, currency: 'USD' });
    expect(ev!.raw).toMatchObject({ id: 'evt_1' });
  });

  it('gives the same event id for the same delivery received twice (the caller dedupes on it)', async () => {
    const headers = { 'stripe-signature': sign(succeeded, NOW) };
    const [a, b] = [await stripe.parseWebhook(Buffer.from(succeeded), headers), await stripe.parseWebhook(Buffer.from(succeeded), headers)];
    expect(a!.eventId).toBe(b!.eventId);
  });

  it('accepts any matching v1 while a secret is being rolled', async () => {
    const good = sign(succeeded, NOW).split(',v1=')[1];
    const header = `t=${NOW},v1=${'0'.repeat(64)},v0=ignored,v1=${good}`;
    expect(await stripe.parseWebhook(Buffer.from(succeeded), { 'stripe-signature': header })).toMatchObject({ type: 'succeeded' });
  });

  it('refuses a forged signature, a wrong secret, a tampered body, a missing or malformed header', async () => {
    const refused: [string, string | undefined][] = [
      [succeeded, `t=${NOW},v1=${'ab'.repeat(32)}`],
      [succeeded, sign(succeeded, NOW, 'whsec_other')],
      [succeeded.replace('1250', '125000'), sign(succeeded, NOW)],
      [succeeded, undefined],
      [succeeded, `v1=${sign(succeeded, NOW).split(',v1=')[1]}`],
      [succeeded, `t=${NOW}`],
      [succeeded, `t=${NOW},v1=zz`],
    ];
    for (const [body, header] of refused) {
      await expect(stripe.parseWebhook(Buffer.from(body), { 'stripe-signature': header }), header).rejects.toBeInstanceOf(WebhookVerificationError);
    }
  });

  it('refuses a correctly signed delivery more than five minutes old or ahead (a replay)', async () => {
    await expect(stripe.parseWebhook(Buffer.from(succeeded), { 'stripe-signature': sign(succeeded, NOW - 301) })).rejects.toThrow(/tolerance/);
    await expect(stripe.parseWebhook(Buffer.from(succeeded), { 'stripe-signature': sign(succeeded, NOW + 301) })).rejects.toThrow(/tolerance/);
    expect(await stripe.parseWebhook(Buffer.from(succeeded), { 'stripe-signature': sign(succeeded, NOW - 300) })).not.toBeNull();
  });

  it('reads failures, cancellations and refunds, and ignores other event types', async () => {
    const failed = event('payment_intent.payment_failed', intent({ last_payment_error: { message: 'Your card has insufficient funds.' } }), 'evt_2');
    expect(await stripe.parseWebhook(Buffer.from(failed), { 'stripe-signature': sign(failed, NOW) })).toMatchObject({
      eventId: 'evt_2',
      type: 'failed',
      reason: 'Your card has insufficient funds.',
    });
    const canceled = event('payment_intent.canceled', intent({ status: 'canceled' }), 'evt_3');
    expect(await stripe.parseWebhook(Buffer.from(canceled), { 'stripe-signature': sign(canceled, NOW) })).toMatchObject({
      type: 'canceled',
      providerRef: 'pi_1',
    });
    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 1250, amount_refunded: 500, currency: 'usd', metadata: {} };
    const refunded = event('charge.refunded', charge, 'evt_4');
    expect(await stripe.parseWebhook(Buffer.from(refunded), { 'stripe-signature': sign(refunded, NOW) })).toEqual({
      eventId: 'evt_4',
      type: 'refunded',
      providerRef: 'pi_1',
      amountMinor: 500,
      currency: 'USD',
      raw: JSON.parse(refunded),
    });
    const other = event('customer.created', { id: 'cus_1' }, 'evt_5');
    expect(await stripe.parseWebhook(Buffer.from(other), { 'stripe-signature': sign(other, NOW) })).toBeNull();
    const notJson = 'not json';
    await expect(stripe.parseWebhook(Buffer.from(notJson), { 'stripe-signature': sign(notJson, NOW) })).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('refund', () => {
  it('refunds the intent with the amount and an Idempotency-Key, and reads the outcome', async () => {
    peer.on('POST', '/v1/refunds', { json: { id: 're_1', object: 'refund', amount: 500, status: 'succeeded' } });
    expect(await stripe.refund({ providerRef: 'pi_1', amountMinor: 500, currency: 'USD', idempotencyKey: 'refund-1' })).toEqual({
      refundRef: 're_1',
      status: 'succeeded',
    });
    const [req] = peer.seen('POST', '/v1/refunds');
    expect(req!.headers['idempotency-key']).toBe('refund-1');
    expect(req!.headers.authorization).toBe('Bearer sk_test_123');
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({ payment_intent: 'pi_1', amount: '500' });

    peer.on('POST', '/v1/refunds', { json: { id: 're_2', status: 'failed', failure_reason: 'expired_or_canceled_card' } });
    expect(await stripe.refund({ providerRef: 'pi_1', amountMinor: 500, currency: 'USD', idempotencyKey: 'refund-2' })).toEqual({
      refundRef: 're_2',
      status: 'failed',
      reason: 'expired_or_canceled_card',
    });
    peer.on('POST', '/v1/refunds', {
      status: 400,
      json: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } },
    });
    await expect(stripe.refund({ providerRef: 'pi_1', amountMinor: 500, currency: 'USD', idempotencyKey: 'refund-3' })).rejects.toMatchObject({
      message: 'Charge ch_1 has already been refunded.',
      code: 'charge_already_refunded',
    });
  });
});
