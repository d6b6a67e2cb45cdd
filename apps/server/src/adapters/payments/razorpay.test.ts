/**
 * The Razorpay adapter against a local peer that speaks Razorpay's Orders and Payments API: the order it creates,
 * the checkout signature (a vector computed by hand with openssl per Razorpay's documented formula) checked against
 * our own order id before the payment is fetched, webhook signatures over the raw body, and refunds made once.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startProviderPeer, type ProviderPeer } from './test-peer.ts';
import { createRazorpayProvider, receiptOf, verifyCheckoutSignature } from './razorpay.ts';
import { WebhookVerificationError, type CreatePaymentInput, type PaymentProvider } from './types.ts';

let peer: ProviderPeer;
let razorpay: PaymentProvider;
const BASIC = `Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`;

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  paymentId: 'pay-42',
  amountMinor: 50000,
  currency: 'INR',
  description: 'Package: 10 posts',
  customerEmail: 'buyer@wheeldeal.test',
  returnUrl: 'https://wheeldeal.test/payment-return?payment_id=pay-42',
  cancelUrl: 'https://wheeldeal.test/payment-cancel?payment_id=pay-42',
  idempotencyKey: 'idem-42',
  ...over,
});

const payment = (over: Record<string, unknown> = {}) => ({
  id: 'pay_R1',
  entity: 'payment',
  amount: 50000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_R1',
  amount_refunded: 0,
  notes: { payment_id: 'pay-42' },
  error_description: null,
  created_at: 1_764_130_000,
  ...over,
});

const checkoutSig = (orderId: string, paymentId: string, secret = 'key_secret') => createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
const webhookSig = (body: string, secret = 'webhook_secret') => createHmac('sha256', secret).update(body).digest('hex');
const webhook = (event: string, payload: unknown) =>
  JSON.stringify({ entity: 'event', account_id: 'acc_1', event, contains: Object.keys(payload as object), payload, created_at: 1_764_130_100 });

beforeAll(async () => {
  peer = await startProviderPeer();
  razorpay = createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret: 'webhook_secret', baseUrl: peer.baseUrl });
  peer.on('POST', '/v1/orders', (req) => {
    if (req.headers.authorization !== BASIC)
      return { status: 401, json: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', reason: 'NA' } } };
    const body = JSON.parse(req.body);
    return {
      json: {
        id: 'order_R1',
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
      },
    };
  });
  peer.on('GET', '/v1/payments/pay_R1', { json: payment() });
  peer.on('GET', '/v1/orders/order_R1/payments', { json: { entity: 'collection', count: 1, items: [payment()] } });
});
afterAll(async () => {
  await peer?.close();
});

describe('createPayment', () => {
  it('creates an order with Basic auth, the amount in subunits, our key as receipt and our payment id in notes', async () => {
    expect(await razorpay.createPayment(input())).toEqual({ providerRef: 'order_R1', publicKey: 'rzp_test_key' });
    const [req] = peer.seen('POST', '/v1/orders');
    expect(req!.headers.authorization).toBe(BASIC);
    expect(JSON.parse(req!.body)).toEqual({ amount: 50000, currency: 'INR', receipt: 'idem-42', notes: { payment_id: 'pay-42' } });
  });

  it('sends JPY, KWD and USD amounts in their ISO subunits exactly', async () => {
    for (const [minor, currency] of [
      [1000, 'JPY'],
      [1234, 'KWD'],
      [1250, 'USD'],
    ] as const) {
      const before = peer.seen('POST', '/v1/orders').length;
      await razorpay.createPayment(input({ amountMinor: minor, currency }));
      expect(JSON.parse(peer.seen('POST', '/v1/orders')[before]!.body)).toMatchObject({ amount: minor, currency });
    }
  });

  it('keeps a receipt within 40 characters, stable for the same key', () => {
    const long = 'x'.repeat(64);
    expect(receiptOf(long)).toHaveLength(40);
    expect(receiptOf(long)).toBe(receiptOf(long));
    expect(receiptOf(long)).not.toBe(receiptOf(`${long}y`));
  });

  it("passes Razorpay's refusal on with its description", async () => {
    peer.on('POST', '/v1/orders', (req) =>
      JSON.parse(req.body).amount < 100
        ? {
            status: 400,
            json: {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Order amount less than minimum amount allowed',
                source: 'business',
                step: 'payment_initiation',
                reason: 'input_validation_failed',
                field: 'amount',
              },
            },
          }
        : undefined,
    );
    await expect(razorpay.createPayment(input({ amountMinor: 50 }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      message: 'Order amount less than minimum amount allowed',
      code: 'input_validation_failed',
      httpStatus: 400,
    });
    const wrongKey = createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: 'wrong', webhookSecret: 'w', baseUrl: peer.baseUrl });
    await expect(wrongKey.createPayment(input())).rejects.toMatchObject({ message: 'Authentication failed', httpStatus: 401 });
    const offline = createRazorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: 'w', baseUrl: await closedPort() });
    await expect(offline.createPayment(input())).rejects.toMatchObject({ code: 'network' });
  });
});

describe('completeReturn', () => {
  it('checks the documented checkout signature against a vector computed by hand', () => {
    // HMAC-SHA256("order_R1|pay_R1", "rzp_key_secret_vector"), computed with openssl.
    const sig = '4bc8c4a09644240ff078100306cce0a9c6d832f6f94a50487c0901c6c03edd49';
    expect(verifyCheckoutSignature('order_R1', 'pay_R1', sig, 'rzp_key_secret_vector')).toBe(true);
    expect(verifyCheckoutSignature('order_R1', 'pay_R2', sig, 'rzp_key_secret_vector')).toBe(false);
    expect(verifyCheckoutSignature('order_R1', 'pay_R1', sig, 'another_secret')).toBe(false);
  });

  it('verifies the signature against our order, then asks Razorpay whether the payment was captured', async () => {
    const params = { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: checkoutSig('order_R1', 'pay_R1') };
    expect(await razorpay.completeReturn('order_R1', params)).toMatchObject({
      eventId: 'state:order_R1:succeeded',
      type: 'succeeded',
      providerRef: 'order_R1',
      paymentId: 'pay-42',
      amountMinor: 50000,
      currency: 'INR',
    });
    expect(peer.seen('GET', '/v1/payments/pay_R1').at(-1)!.headers.authorization).toBe(BASIC);
  });

  it('answers what Razorpay says, not what the signature suggests', async () => {
    const params = { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: checkoutSig('order_R1', 'pay_R1') };
    peer.on('GET', '/v1/payments/pay_R1', { json: payment({ status: 'authorized' }) });
    expect(await razorpay.completeReturn('order_R1', params)).toMatchObject({ type: 'pending' });
    peer.on('GET', '/v1/payments/pay_R1', { json: payment({ status: 'failed', error_description: 'Payment was unsuccessful as the card was declined.' }) });
    expect(await razorpay.completeReturn('order_R1', params)).toMatchObject({ type: 'failed', reason: 'Payment was unsuccessful as the card was declined.' });
    peer.on('GET', '/v1/payments/pay_R1', { json: payment({ order_id: 'order_OTHER' }) });
    await expect(razorpay.completeReturn('order_R1', params)).rejects.toBeInstanceOf(WebhookVerificationError);
    peer.on('GET', '/v1/payments/pay_R1', { json: payment() });
  });

  it('asks Razorpay where the order stands when the checkout came back without a payment', async () => {
    const listed = peer.seen('GET', '/v1/orders/order_R1/payments').length;
    const ev = await razorpay.completeReturn('order_R1', { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed' });
    expect(ev).toMatchObject({ type: 'succeeded', providerRef: 'order_R1', eventId: 'state:order_R1:succeeded' });
    expect(peer.seen('GET', '/v1/orders/order_R1/payments').length).toBe(listed + 1);
  });

  it('refuses a forged signature, one made with another secret, and a signature for another order', async () => {
    const fetches = peer.seen('GET', '/v1/payments/pay_R1').length;
    const refused = [
      { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: 'f'.repeat(64) },
      { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: checkoutSig('order_R1', 'pay_R1', 'other_secret') },
      // A genuine pair from the attacker's own order, presented for ours.
      { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: checkoutSig('order_ATTACKER', 'pay_R1') },
      { razorpay_order_id: 'order_ATTACKER', razorpay_payment_id: 'pay_R1', razorpay_signature: checkoutSig('order_ATTACKER', 'pay_R1') },
      { razorpay_order_id: 'order_R1', razorpay_signature: checkoutSig('order_R1', '') },
    ];
    for (const params of refused)
      await expect(razorpay.completeReturn('order_R1', params as Record<string, string>)).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(peer.seen('GET', '/v1/payments/pay_R1').length).toBe(fetches);
  });
});

describe('fetchStatus', () => {
  it("reads the order's payments: a captured one wins, else one in flight, else the latest failure", async () => {
    expect(await razorpay.fetchStatus('order_R1')).toMatchObject({ type: 'succeeded', eventId: 'state:order_R1:succeeded', amountMinor: 50000 });
    const failed = payment({ id: 'pay_F1', status: 'failed', error_description: 'Payment failed', created_at: 1 });
    peer.on('GET', '/v1/orders/order_R1/payments', {
      json: { items: [failed, payment({ id: 'pay_F2', status: 'failed', error_description: 'Bank declined', created_at: 2 })] },
    });
    expect(await razorpay.fetchStatus('order_R1')).toMatchObject({ type: 'failed', reason: 'Bank declined' });
    peer.on('GET', '/v1/orders/order_R1/payments', { json: { items: [failed, payment({ status: 'captured', created_at: 0 })] } });
    expect(await razorpay.fetchStatus('order_R1')).toMatchObject({ type: 'succeeded' });
    peer.on('GET', '/v1/orders/order_R1/payments', { json: { entity: 'collection', count: 0, items: [] } });
    expect(await razorpay.fetchStatus('order_R1')).toMatchObject({ type: 'pending', providerRef: 'order_R1' });
    peer.on('GET', '/v1/orders/order_R1/payments', { json: { entity: 'collection', count: 1, items: [payment()] } });
  });
});

describe('parseWebhook', () => {
  const captured = webhook('payment.captured', { payment: { entity: payment() } });
  const headers = (body: string, over: Record<string, string | undefined> = {}) => ({
    'x-razorpay-signature': webhookSig(body),
    'x-razorpay-event-id': 'evt_RZ1',
    ...over,
  });

  it('checks the documented webhook signature against a vector computed by hand', async () => {
    // HMAC-SHA256(body, "rzp_webhook_vector"), computed with node and checked with openssl.
    const body =
      '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_R1","amount":50000,"currency":"INR","status":"captured","order_id":"order_R1","notes":{"payment_id":"pay-42"}}}}}';
    const vectorProvider = createRazorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: 'rzp_webhook_vector', baseUrl: peer.baseUrl });
    const sig = 'b259e67845fefd6b965bf583d68f92a982d5056aad02c87906cd64f44875c15a';
    expect(await vectorProvider.parseWebhook(Buffer.from(body), { 'x-razorpay-signature': sig, 'x-razorpay-event-id': 'evt_V' })).toMatchObject({
      type: 'succeeded',
      providerRef: 'order_R1',
    });
  });

  it('reads payment.captured with the event id from its header, the same for the same delivery', async () => {
    const a = await razorpay.parseWebhook(Buffer.from(captured), headers(captured));
    const b = await razorpay.parseWebhook(Buffer.from(captured), headers(captured));
    expect(a).toMatchObject({ eventId: 'evt_RZ1', type: 'succeeded', providerRef: 'order_R1', paymentId: 'pay-42', amountMinor: 50000, currency: 'INR' });
    expect(b!.eventId).toBe(a!.eventId);
    const noHeader = await razorpay.parseWebhook(Buffer.from(captured), headers(captured, { 'x-razorpay-event-id': undefined }));
    expect(noHeader!.eventId).toBe('payment.captured:pay_R1');
  });

  it('refuses a forged signature, a wrong secret, a tampered body, a missing signature', async () => {
    const cases: [string, Record<string, string | undefined>][] = [
      [captured, headers(captured, { 'x-razorpay-signature': '0'.repeat(64) })],
      [captured, headers(captured, { 'x-razorpay-signature': webhookSig(captured, 'other_secret') })],
      [captured.replace('50000', '5000000'), headers(captured)],
      [captured, headers(captured, { 'x-razorpay-signature': undefined })],
      // Re-serialised JSON is not what Razorpay signed.
      [JSON.stringify(JSON.parse(captured), null, 1), headers(captured)],
    ];
    for (const [body, h] of cases) await expect(razorpay.parseWebhook(Buffer.from(body), h)).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('reads order.paid, payment.failed and refund.processed, and ignores other events', async () => {
    const paid = webhook('order.paid', {
      payment: { entity: payment() },
      order: {
        entity: { id: 'order_R1', entity: 'order', amount: 50000, amount_paid: 50000, currency: 'INR', status: 'paid', notes: { payment_id: 'pay-42' } },
      },
    });
    expect(await razorpay.parseWebhook(Buffer.from(paid), headers(paid, { 'x-razorpay-event-id': 'evt_PAID' }))).toMatchObject({
      eventId: 'evt_PAID',
      type: 'succeeded',
      providerRef: 'order_R1',
      amountMinor: 50000,
    });
    const failed = webhook('payment.failed', {
      payment: { entity: payment({ status: 'failed', error_description: 'Your payment could not be completed due to insufficient account balance.' }) },
    });
    expect(await razorpay.parseWebhook(Buffer.from(failed), headers(failed, { 'x-razorpay-event-id': 'evt_F' }))).toMatchObject({
      type: 'failed',
      reason: 'Your payment could not be completed due to insufficient account balance.',
    });
    const refunded = webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_1', entity: 'refund', amount: 10000, currency: 'INR', payment_id: 'pay_R1', status: 'processed' } },
      payment: { entity: payment({ status: 'refunded', amount_refunded: 30000 }) },
    });
    expect(await razorpay.parseWebhook(Buffer.from(refunded), headers(refunded, { 'x-razorpay-event-id': 'evt_RF' }))).toMatchObject({
      eventId: 'evt_RF',
      type: 'refunded',
      providerRef: 'order_R1',
      amountMinor: 30000,
      currency: 'INR',
    });
    const other = webhook('payment.authorized', { payment: { entity: payment({ status: 'authorized' }) } });
    expect(await razorpay.parseWebhook(Buffer.from(other), headers(other))).toBeNull();
  });
});

describe('refund', () => {
  it("refunds the order's captured payment once: a retry with the same key finds the refund already made", async () => {
    const made: { id: string; status: string; receipt: string }[] = [];
    peer.on('GET', '/v1/payments/pay_R1/refunds', () => ({ json: { entity: 'collection', count: made.length, items: made } }));
    peer.on('POST', '/v1/payments/pay_R1/refund', (req) => {
      const body = JSON.parse(req.body);
      made.push({ id: `rfnd_${made.length + 1}`, status: 'processed', receipt: body.receipt });
      return {
        json: { id: made.at(-1)!.id, entity: 'refund', amount: body.amount, currency: 'INR', payment_id: 'pay_R1', status: 'processed', receipt: body.receipt },
      };
    });
    const refund = { providerRef: 'order_R1', amountMinor: 10000, currency: 'INR', idempotencyKey: 'refund-1' };
    expect(await razorpay.refund(refund)).toEqual({ refundRef: 'rfnd_1', status: 'succeeded' });
    expect(await razorpay.refund(refund)).toEqual({ refundRef: 'rfnd_1', status: 'succeeded' });
    const posts = peer.seen('POST', '/v1/payments/pay_R1/refund');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.authorization).toBe(BASIC);
    expect(JSON.parse(posts[0]!.body)).toEqual({ amount: 10000, receipt: 'refund-1' });
    expect(await razorpay.refund({ ...refund, idempotencyKey: 'refund-2' })).toEqual({ refundRef: 'rfnd_2', status: 'succeeded' });
  });

  it('refuses a refund in another currency or of an order nobody paid', async () => {
    await expect(razorpay.refund({ providerRef: 'order_R1', amountMinor: 100, currency: 'USD', idempotencyKey: 'r' })).rejects.toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
    peer.on('GET', '/v1/orders/order_R1/payments', { json: { items: [payment({ status: 'failed' })] } });
    await expect(razorpay.refund({ providerRef: 'order_R1', amountMinor: 100, currency: 'INR', idempotencyKey: 'r' })).rejects.toMatchObject({
      code: 'NO_CAPTURE',
    });
  });
});
