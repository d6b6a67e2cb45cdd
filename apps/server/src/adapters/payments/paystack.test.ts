/**
 * The Paystack adapter against a local peer that speaks Paystack's transaction and refund API in its
 * `{ status, message, data }` envelope: the transaction it initializes, the verification behind every return, the
 * `x-paystack-signature` of webhooks (a vector computed by hand per Paystack's documented HMAC-SHA512 scheme), and
 * refunds made once.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startProviderPeer, type ProviderPeer } from './test-peer.ts';
import { createPaystackProvider } from './paystack.ts';
import { WebhookVerificationError, type CreatePaymentInput, type PaymentProvider } from './types.ts';

let peer: ProviderPeer;
let paystack: PaymentProvider;
const SECRET = 'sk_test_secret';

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  paymentId: 'pay-42',
  amountMinor: 500000,
  currency: 'NGN',
  description: 'Package: 10 posts',
  customerEmail: 'buyer@wheeldeal.test',
  returnUrl: 'https://wheeldeal.test/payment-return?payment_id=pay-42',
  cancelUrl: 'https://wheeldeal.test/payment-cancel?payment_id=pay-42',
  idempotencyKey: 'idem-42',
  ...over,
});

const transaction = (over: Record<string, unknown> = {}) => ({
  id: 4099260516,
  domain: 'test',
  status: 'success',
  reference: 'idem-42',
  amount: 500000,
  currency: 'NGN',
  gateway_response: 'Successful',
  metadata: { payment_id: 'pay-42' },
  ...over,
});

const sign = (body: string, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');

beforeAll(async () => {
  peer = await startProviderPeer();
  paystack = createPaystackProvider({ secretKey: SECRET, publicKey: 'pk_test_public', baseUrl: peer.baseUrl });
  peer.on('POST', '/transaction/initialize', (req) => {
    if (req.headers.authorization !== `Bearer ${SECRET}`) return { status: 401, json: { status: false, message: 'Invalid key' } };
    const body = JSON.parse(req.body);
    return {
      json: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: 'https://checkout.paystack.com/0peioxfhpn', access_code: '0peioxfhpn', reference: body.reference },
      },
    };
  });
  peer.on('GET', '/transaction/verify/idem-42', { json: { status: true, message: 'Verification successful', data: transaction() } });
});
afterAll(async () => {
  await peer?.close();
});

describe('createPayment', () => {
  it('initializes a transaction with the secret key, our key as reference, the amount in subunits, and sends the buyer to pay', async () => {
    expect(await paystack.createPayment(input())).toEqual({
      providerRef: 'idem-42',
      redirectUrl: 'https://checkout.paystack.com/0peioxfhpn',
      publicKey: 'pk_test_public',
    });
    const [req] = peer.seen('POST', '/transaction/initialize');
    expect(req!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(req!.body)).toEqual({
      email: 'buyer@wheeldeal.test',
      amount: '500000',
      currency: 'NGN',
      reference: 'idem-42',
      callback_url: input().returnUrl,
      metadata: { payment_id: 'pay-42', cancel_action: input().cancelUrl },
    });
  });

  it('sends JPY, KWD and USD amounts in their ISO subunits exactly', async () => {
    for (const [minor, currency] of [
      [1000, 'JPY'],
      [1234, 'KWD'],
      [1250, 'USD'],
    ] as const) {
      const before = peer.seen('POST', '/transaction/initialize').length;
      await paystack.createPayment(input({ amountMinor: minor, currency }));
      expect(JSON.parse(peer.seen('POST', '/transaction/initialize')[before]!.body)).toMatchObject({ amount: String(minor), currency });
    }
  });

  it("passes Paystack's refusal on with its message", async () => {
    peer.on('POST', '/transaction/initialize', (req) =>
      JSON.parse(req.body).reference === 'idem-dup'
        ? { status: 400, json: { status: false, message: 'Duplicate Transaction Reference', code: 'duplicate_reference' } }
        : undefined,
    );
    await expect(paystack.createPayment(input({ idempotencyKey: 'idem-dup' }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      message: 'Duplicate Transaction Reference',
      code: 'duplicate_reference',
      httpStatus: 400,
    });
    const wrongKey = createPaystackProvider({ secretKey: 'sk_wrong', publicKey: 'pk', baseUrl: peer.baseUrl });
    await expect(wrongKey.createPayment(input())).rejects.toMatchObject({ message: 'Invalid key', httpStatus: 401 });
    const offline = createPaystackProvider({ secretKey: SECRET, publicKey: 'pk', baseUrl: await closedPort() });
    await expect(offline.createPayment(input())).rejects.toMatchObject({ code: 'network' });
  });
});

describe('completeReturn and fetchStatus', () => {
  it('verifies the transaction with Paystack and reads its state', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'succeeded'],
      [{ status: 'failed', gateway_response: 'Declined' }, 'failed'],
      [{ status: 'abandoned', gateway_response: 'The transaction was not completed' }, 'pending'],
      [{ status: 'ongoing' }, 'pending'],
    ];
    for (const [over, type] of cases) {
      peer.on('GET', '/transaction/verify/idem-42', { json: { status: true, message: 'Verification successful', data: transaction(over) } });
      expect(await paystack.completeReturn('idem-42', { trxref: 'idem-42', reference: 'idem-42' }), type).toMatchObject({
        eventId: `state:idem-42:${type}`,
        type,
        providerRef: 'idem-42',
        paymentId: 'pay-42',
        amountMinor: 500000,
        currency: 'NGN',
      });
      expect(await paystack.fetchStatus('idem-42')).toMatchObject({ type, eventId: `state:idem-42:${type}` });
    }
    peer.on('GET', '/transaction/verify/idem-42', { json: { status: true, data: transaction({ status: 'failed', gateway_response: 'Declined' }) } });
    expect((await paystack.fetchStatus('idem-42')).reason).toBe('Declined');
    expect(peer.seen('GET', '/transaction/verify/idem-42').every((r) => r.headers.authorization === `Bearer ${SECRET}`)).toBe(true);
    peer.on('GET', '/transaction/verify/idem-42', { json: { status: true, data: transaction({ metadata: '{"payment_id":"pay-42"}' }) } });
    expect(await paystack.fetchStatus('idem-42')).toMatchObject({ paymentId: 'pay-42' });
  });

  it('refuses a return naming another transaction, and reports an unknown reference as a provider error', async () => {
    await expect(paystack.completeReturn('idem-42', { reference: 'someone-else' })).rejects.toBeInstanceOf(WebhookVerificationError);
    peer.on('GET', '/transaction/verify/nope', {
      status: 400,
      json: { status: false, message: 'Transaction reference not found', code: 'transaction_not_found' },
    });
    await expect(paystack.fetchStatus('nope')).rejects.toMatchObject({ name: 'PaymentProviderError', message: 'Transaction reference not found' });
  });
});

describe('parseWebhook', () => {
  const success = JSON.stringify({ event: 'charge.success', data: transaction() });

  it('checks the documented signature against a vector computed by hand', async () => {
    // HMAC-SHA512(body, "sk_test_vector"), computed with node and openssl.
    const body =
      '{"event":"charge.success","data":{"id":4099260516,"reference":"ref-1","amount":500000,"currency":"NGN","status":"success","metadata":{"payment_id":"pay-42"}}}';
    const sig = 'a08cd0ad7e18fb900c8a27ed5f42b9756c83915ed0045f7f3621707ccc1b9f829d1a790e5b14a3a60d15a5e8bd87b150ec13c41feb24fb76211b1a5008c8ca9b';
    const vectorProvider = createPaystackProvider({ secretKey: 'sk_test_vector', publicKey: 'pk', baseUrl: peer.baseUrl });
    expect(await vectorProvider.parseWebhook(Buffer.from(body), { 'x-paystack-signature': sig })).toMatchObject({
      type: 'succeeded',
      providerRef: 'ref-1',
      amountMinor: 500000,
    });
  });

  it('reads charge.success with an event id stable across deliveries', async () => {
    const a = await paystack.parseWebhook(Buffer.from(success), { 'x-paystack-signature': sign(success) });
    const b = await paystack.parseWebhook(Buffer.from(success), { 'x-paystack-signature': sign(success) });
    expect(a).toMatchObject({
      eventId: 'charge.success:4099260516',
      type: 'succeeded',
      providerRef: 'idem-42',
      paymentId: 'pay-42',
      amountMinor: 500000,
      currency: 'NGN',
    });
    expect(b!.eventId).toBe(a!.eventId);
  });

  it('refuses a forged signature, a wrong secret, a tampered body, a missing signature', async () => {
    const cases: [string, string | undefined][] = [
      [success, 'ab'.repeat(64)],
      [success, sign(success, 'sk_other')],
      [success.replace('500000', '50000000'), sign(success)],
      [success, undefined],
      [success, sign(success).slice(0, 64)],
    ];
    for (const [body, sig] of cases)
      await expect(paystack.parseWebhook(Buffer.from(body), { 'x-paystack-signature': sig })).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('reads charge.failed and refund.processed, and ignores other events', async () => {
    const failed = JSON.stringify({ event: 'charge.failed', data: transaction({ id: 4099260517, status: 'failed', gateway_response: 'Insufficient Funds' }) });
    expect(await paystack.parseWebhook(Buffer.from(failed), { 'x-paystack-signature': sign(failed) })).toMatchObject({
      eventId: 'charge.failed:4099260517',
      type: 'failed',
      reason: 'Insufficient Funds',
    });
    // An earlier partial refund of 50000 was processed; this one (listed or not yet) adds 100000; a pending refund and
    // another transaction's refund do not count.
    peer.on('GET', /^\/refund\?reference=idem-42$/, {
      json: {
        status: true,
        data: [
          { id: 1234000, transaction: 4099260516, status: 'processed', amount: 50000 },
          { id: 1234567, transaction: { id: 4099260516 }, status: 'processed', amount: 100000 },
          { id: 1234999, transaction: 4099260516, status: 'pending', amount: 7 },
          { id: 1235000, transaction: 1111111111, status: 'processed', amount: 900000 },
        ],
      },
    });
    const refunded = JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: 'idem-42',
        refund_reference: 'rf_ref_1',
        amount: 100000,
        currency: 'NGN',
        processor: 'mpgs_zenith',
        id: 1234567,
      },
    });
    expect(await paystack.parseWebhook(Buffer.from(refunded), { 'x-paystack-signature': sign(refunded) })).toMatchObject({
      eventId: 'refund.processed:1234567',
      type: 'refunded',
      providerRef: 'idem-42',
      amountMinor: 150000,
      currency: 'NGN',
    });
    peer.on('GET', /^\/refund\?reference=idem-42$/, {
      json: { status: true, data: [{ id: 1234000, transaction: 4099260516, status: 'processed', amount: 50000 }] },
    });
    expect(await paystack.parseWebhook(Buffer.from(refunded), { 'x-paystack-signature': sign(refunded) })).toMatchObject({ amountMinor: 150000 });
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'tr_1', amount: 1 } });
    expect(await paystack.parseWebhook(Buffer.from(other), { 'x-paystack-signature': sign(other) })).toBeNull();
  });
});

describe('refund', () => {
  it('refunds the transaction once: a retry with the same key finds the refund already made', async () => {
    const made: { id: number; status: string; merchant_note: string; amount: number }[] = [];
    peer.on('GET', /^\/refund\?reference=idem-42$/, () => ({ json: { status: true, message: 'Refunds retrieved', data: made } }));
    peer.on('POST', '/refund', (req) => {
      const body = JSON.parse(req.body);
      made.push({ id: 3018284 + made.length, status: 'pending', merchant_note: body.merchant_note, amount: Number(body.amount) });
      return {
        json: {
          status: true,
          message: 'Refund has been queued for processing',
          data: { ...made.at(-1), transaction: { reference: body.transaction }, currency: 'NGN' },
        },
      };
    });
    const refund = { providerRef: 'idem-42', amountMinor: 100000, currency: 'NGN', idempotencyKey: 'refund-1' };
    expect(await paystack.refund(refund)).toEqual({ refundRef: '3018284', status: 'pending' });
    made[0]!.status = 'processed';
    expect(await paystack.refund(refund)).toEqual({ refundRef: '3018284', status: 'succeeded' });
    const posts = peer.seen('POST', '/refund');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(posts[0]!.body)).toEqual({ transaction: 'idem-42', amount: '100000', currency: 'NGN', merchant_note: 'wheeldeal-refund:refund-1' });
  });
});
