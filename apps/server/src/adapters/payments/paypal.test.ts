/**
 * The PayPal adapter against a local peer that speaks Orders v2, the OAuth2 token call and the
 * verify-webhook-signature call. The peer verifies webhook signatures as PayPal documents it does: an RSA-SHA256
 * signature over `transmission_id|transmission_time|webhook_id|crc32(body)` with the key of `cert_url` — so a body
 * that was re-serialised or tampered with on the way fails exactly as it would at PayPal.
 */
import { createSign, generateKeyPairSync, createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startProviderPeer, type PeerRequest, type ProviderPeer } from './test-peer.ts';
import { createPaypalProvider, toPaypalValue } from './paypal.ts';
import { PaymentProviderError, WebhookVerificationError, type CreatePaymentInput, type PaymentProvider } from './types.ts';

const ORDER = '5O190127TN364715T';
const CAPTURE = '3C679366HH908993F';
const WEBHOOK_ID = '1JE4291016473214C';
const CERT_URL = 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let peer: ProviderPeer;
let paypal: PaymentProvider;
let tokensIssued = 0;

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  paymentId: 'pay-42',
  amountMinor: 1250,
  currency: 'USD',
  description: 'Promotion: 7 days',
  customerEmail: 'buyer@wheeldeal.test',
  returnUrl: 'https://wheeldeal.test/payment-return?payment_id=pay-42',
  cancelUrl: 'https://wheeldeal.test/payment-cancel?payment_id=pay-42',
  idempotencyKey: 'idem-42',
  ...over,
});

const capture = (over: Record<string, unknown> = {}) => ({
  id: CAPTURE,
  status: 'COMPLETED',
  amount: { currency_code: 'USD', value: '12.50' },
  custom_id: 'pay-42',
  ...over,
});
const order = (status: string, captures?: unknown[]) => ({
  id: ORDER,
  intent: 'CAPTURE',
  status,
  purchase_units: [
    { reference_id: 'pay-42', custom_id: 'pay-42', amount: { currency_code: 'USD', value: '12.50' }, ...(captures ? { payments: { captures } } : {}) },
  ],
});

/** What PayPal signs for a delivery (its webhooks integration guide). */
const signedMessage = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body))}`;

function deliveryHeaders(body: string, over: Record<string, string> = {}) {
  const id = 'b2384410-f8d2-11e5-a0e2-b3bbe0aa81ce';
  const time = '2026-11-26T04:00:00Z';
  const sig = createSign('sha256')
    .update(signedMessage(id, time, WEBHOOK_ID, body))
    .sign(keys.privateKey, 'base64');
  return {
    'paypal-transmission-id': id,
    'paypal-transmission-time': time,
    'paypal-transmission-sig': sig,
    'paypal-cert-url': CERT_URL,
    'paypal-auth-algo': 'SHA256withRSA',
    ...over,
  };
}

/** The peer's verify-webhook-signature: checks the signature over the event exactly as it was received. */
function verifyCall(req: PeerRequest) {
  const body = JSON.parse(req.body) as Record<string, string>;
  const eventText = req.body.slice(req.body.indexOf('"webhook_event":') + '"webhook_event":'.length, -1);
  const ok =
    body.cert_url === CERT_URL &&
    body.auth_algo === 'SHA256withRSA' &&
    createVerify('sha256')
      .update(signedMessage(body.transmission_id!, body.transmission_time!, body.webhook_id!, eventText))
      .verify(keys.publicKey, body.transmission_sig!, 'base64');
  return { json: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
}

const webhook = (eventType: string, resource: unknown, id = 'WH-58D329510W468432D-8HN650336L201105X') =>
  JSON.stringify({ id, event_version: '1.0', create_time: '2026-11-26T04:00:00Z', resource_type: 'capture', event_type: eventType, resource });

beforeAll(async () => {
  peer = await startProviderPeer();
  paypal = createPaypalProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: WEBHOOK_ID, baseUrl: peer.baseUrl });
  peer.on('POST', '/v1/oauth2/token', (req) => {
    if (req.headers.authorization !== `Basic ${Buffer.from('client-id:client-secret').toString('base64')}` || req.body !== 'grant_type=client_credentials') {
      return { status: 401, json: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    tokensIssued += 1;
    return {
      json: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: `A21AA-token-${tokensIssued}`, token_type: 'Bearer', expires_in: 32400 },
    };
  });
  peer.on('POST', '/v2/checkout/orders', {
    status: 200,
    json: {
      id: ORDER,
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${ORDER}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}`, rel: 'payer-action', method: 'GET' },
      ],
    },
  });
  peer.on('POST', `/v2/checkout/orders/${ORDER}/capture`, { status: 201, json: order('COMPLETED', [capture()]) });
  peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('COMPLETED', [capture()]) });
  peer.on('POST', '/v1/notifications/verify-webhook-signature', verifyCall);
});
afterAll(async () => {
  await peer?.close();
});

describe('createPayment', () => {
  it('creates a CAPTURE order with a PayPal-Request-Id, our payment id and the decimal amount, and sends the buyer to approve it', async () => {
    const created = await paypal.createPayment(input());
    expect(created).toEqual({ providerRef: ORDER, redirectUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}` });
    const [req] = peer.seen('POST', '/v2/checkout/orders');
    expect(req!.headers['paypal-request-id']).toBe('idem-42');
    expect(req!.headers.authorization).toMatch(/^Bearer A21AA-token-\d+$/);
    expect(JSON.parse(req!.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'pay-42', amount: { currency_code: 'USD', value: '12.50' } }],
      payment_source: { paypal: { experience_context: { return_url: input().returnUrl, cancel_url: input().cancelUrl } } },
    });
  });

  it('writes JPY, KWD, USD and HUF amounts exactly as PayPal decimal strings', async () => {
    const cases: [number, string, string][] = [
      [1000, 'JPY', '1000'],
      [1234, 'KWD', '1.234'],
      [5, 'USD', '0.05'],
      [1_000_000_000_000, 'USD', '10000000000.00'],
      [150000, 'HUF', '1500'],
    ];
    for (const [minor, currency, value] of cases) {
      const before = peer.seen('POST', '/v2/checkout/orders').length;
      await paypal.createPayment(input({ amountMinor: minor, currency }));
      const body = JSON.parse(peer.seen('POST', '/v2/checkout/orders')[before]!.body);
      expect(body.purchase_units[0].amount, currency).toEqual({ currency_code: currency, value });
    }
    expect(() => toPaypalValue(150050, 'HUF')).toThrow(PaymentProviderError);
  });

  it('asks for one access token and reuses it until it expires', async () => {
    const issued = tokensIssued;
    await paypal.createPayment(input());
    await paypal.createPayment(input());
    expect(tokensIssued).toBe(issued);
    expect(issued).toBe(1);
  });

  it('fetches a new token once when PayPal no longer honours the cached one', async () => {
    let refusedOnce = false;
    peer.on('POST', '/v2/checkout/orders', () => {
      if (refusedOnce) return undefined;
      refusedOnce = true;
      return { status: 401, json: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
    });
    const before = tokensIssued;
    expect(await paypal.createPayment(input())).toMatchObject({ providerRef: ORDER });
    expect(tokensIssued).toBe(before + 1);
  });

  it("passes PayPal's refusal on with its description and issue", async () => {
    const bad = createPaypalProvider({ clientId: 'client-id', clientSecret: 'wrong', webhookId: WEBHOOK_ID, baseUrl: peer.baseUrl });
    await expect(bad.createPayment(input())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      message: 'Client Authentication failed',
      code: 'invalid_client',
      httpStatus: 401,
    });
    peer.on('POST', '/v2/checkout/orders', (req) =>
      JSON.parse(req.body).purchase_units[0].amount.currency_code === 'XYZ'
        ? {
            status: 422,
            json: {
              name: 'UNPROCESSABLE_ENTITY',
              message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
              details: [
                { field: '/purchase_units/0/amount/currency_code', issue: 'CURRENCY_NOT_SUPPORTED', description: 'Currency code is not currently supported.' },
              ],
            },
          }
        : undefined,
    );
    await expect(paypal.createPayment(input({ currency: 'XYZ' }))).rejects.toMatchObject({
      message: 'Currency code is not currently supported.',
      code: 'CURRENCY_NOT_SUPPORTED',
      httpStatus: 422,
    });
    const offline = createPaypalProvider({ clientId: 'a', clientSecret: 'b', webhookId: 'c', baseUrl: await closedPort() });
    await expect(offline.createPayment(input())).rejects.toMatchObject({ name: 'PaymentProviderError', code: 'network' });
  });
});

describe('completeReturn and fetchStatus', () => {
  it('captures the order on return, idempotently per order, and reads the captured amount', async () => {
    const ev = await paypal.completeReturn(ORDER, { token: ORDER, PayerID: 'QYR5Z8XDVJNXQ' });
    expect(ev).toMatchObject({
      eventId: `state:${ORDER}:succeeded`,
      type: 'succeeded',
      providerRef: ORDER,
      paymentId: 'pay-42',
      amountMinor: 1250,
      currency: 'USD',
    });
    const [req] = peer.seen('POST', `/v2/checkout/orders/${ORDER}/capture`);
    expect(req!.headers['paypal-request-id']).toBe(`capture-${ORDER}`);
  });

  it('reads an order already captured instead of failing', async () => {
    peer.on('POST', `/v2/checkout/orders/${ORDER}/capture`, {
      status: 422,
      json: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] },
    });
    expect(await paypal.completeReturn(ORDER, { token: ORDER })).toMatchObject({ type: 'succeeded', amountMinor: 1250, eventId: `state:${ORDER}:succeeded` });
  });

  it('answers a declined funding source as a failure with its reason', async () => {
    peer.on('POST', `/v2/checkout/orders/${ORDER}/capture`, {
      status: 422,
      json: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was either declined by the processor or bank.' }],
      },
    });
    expect(await paypal.completeReturn(ORDER, { token: ORDER })).toMatchObject({
      type: 'failed',
      reason: 'The instrument presented was either declined by the processor or bank.',
    });
  });

  it('refuses a return naming another order', async () => {
    await expect(paypal.completeReturn(ORDER, { token: 'OTHER0RDER' })).rejects.toBeInstanceOf(WebhookVerificationError);
  });

  it('reads where an order stands, capturing one the buyer approved but never came back from', async () => {
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('PAYER_ACTION_REQUIRED') });
    expect(await paypal.fetchStatus(ORDER)).toMatchObject({ type: 'pending', providerRef: ORDER, paymentId: 'pay-42' });
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('VOIDED') });
    expect(await paypal.fetchStatus(ORDER)).toMatchObject({ type: 'canceled' });
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, {
      json: order('COMPLETED', [capture({ status: 'DECLINED', status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } })]),
    });
    expect(await paypal.fetchStatus(ORDER)).toMatchObject({ type: 'failed', reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' });
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('APPROVED') });
    peer.on('POST', `/v2/checkout/orders/${ORDER}/capture`, {
      status: 201,
      json: order('COMPLETED', [capture({ amount: { currency_code: 'JPY', value: '1500' } })]),
    });
    const captures = peer.seen('POST', `/v2/checkout/orders/${ORDER}/capture`).length;
    expect(await paypal.fetchStatus(ORDER)).toMatchObject({ type: 'succeeded', amountMinor: 1500, currency: 'JPY' });
    expect(peer.seen('POST', `/v2/checkout/orders/${ORDER}/capture`).length).toBe(captures + 1);
  });
});

describe('parseWebhook', () => {
  const completed = webhook('PAYMENT.CAPTURE.COMPLETED', { ...capture(), supplementary_data: { related_ids: { order_id: ORDER } } });

  it('asks PayPal to verify the delivery with its headers, our webhook id and the body byte for byte', async () => {
    const ev = await paypal.parseWebhook(Buffer.from(completed), deliveryHeaders(completed));
    expect(ev).toMatchObject({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      type: 'succeeded',
      providerRef: ORDER,
      paymentId: 'pay-42',
      amountMinor: 1250,
      currency: 'USD',
    });
    const req = peer.seen('POST', '/v1/notifications/verify-webhook-signature').at(-1)!;
    expect(JSON.parse(req.body)).toMatchObject({
      webhook_id: WEBHOOK_ID,
      cert_url: CERT_URL,
      auth_algo: 'SHA256withRSA',
      webhook_event: JSON.parse(completed),
    });
    expect(req.headers.authorization).toMatch(/^Bearer /);
  });

  it('keeps a body PayPal formatted its own way intact, so its signature still verifies', async () => {
    const spaced = JSON.stringify(JSON.parse(completed), null, 2);
    expect(await paypal.parseWebhook(Buffer.from(spaced), deliveryHeaders(spaced))).toMatchObject({ type: 'succeeded' });
  });

  it('gives the same event id for the same delivery twice', async () => {
    const a = await paypal.parseWebhook(Buffer.from(completed), deliveryHeaders(completed));
    const b = await paypal.parseWebhook(Buffer.from(completed), deliveryHeaders(completed));
    expect(a!.eventId).toBe(b!.eventId);
  });

  it('refuses a forged signature, a signature for another webhook, a tampered body, missing headers', async () => {
    const forged = { ...deliveryHeaders(completed), 'paypal-transmission-sig': Buffer.from('forged').toString('base64') };
    await expect(paypal.parseWebhook(Buffer.from(completed), forged)).rejects.toBeInstanceOf(WebhookVerificationError);
    const otherWebhook = createPaypalProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: 'OTHERWEBHOOK', baseUrl: peer.baseUrl });
    await expect(otherWebhook.parseWebhook(Buffer.from(completed), deliveryHeaders(completed))).rejects.toBeInstanceOf(WebhookVerificationError);
    const tampered = completed.replace('"12.50"', '"1250.00"');
    await expect(paypal.parseWebhook(Buffer.from(tampered), deliveryHeaders(completed))).rejects.toBeInstanceOf(WebhookVerificationError);
    const { 'paypal-cert-url': _drop, ...missing } = deliveryHeaders(completed);
    const calls = peer.seen('POST', '/v1/notifications/verify-webhook-signature').length;
    await expect(paypal.parseWebhook(Buffer.from(completed), missing)).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(paypal.parseWebhook(Buffer.from('{not json'), deliveryHeaders('{not json'))).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(peer.seen('POST', '/v1/notifications/verify-webhook-signature').length).toBe(calls);
  });

  it('is a provider error (retry later) when PayPal cannot be asked, and a refusal when PayPal rejects the headers', async () => {
    peer.on('POST', '/v1/notifications/verify-webhook-signature', { status: 503, json: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } });
    await expect(paypal.parseWebhook(Buffer.from(completed), deliveryHeaders(completed))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      httpStatus: 503,
    });
    peer.on('POST', '/v1/notifications/verify-webhook-signature', {
      status: 400,
      json: {
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        details: [{ field: 'transmission_sig', issue: 'INVALID_PARAMETER_SYNTAX', description: 'Invalid syntax.' }],
      },
    });
    await expect(paypal.parseWebhook(Buffer.from(completed), deliveryHeaders(completed))).rejects.toBeInstanceOf(WebhookVerificationError);
    peer.on('POST', '/v1/notifications/verify-webhook-signature', verifyCall);
  });

  it('reads denials and refunds (the refund names its capture, whose order is ours), and ignores other events', async () => {
    const denied = webhook(
      'PAYMENT.CAPTURE.DENIED',
      { ...capture({ status: 'DECLINED' }), supplementary_data: { related_ids: { order_id: ORDER } } },
      'WH-DENIED',
    );
    expect(await paypal.parseWebhook(Buffer.from(denied), deliveryHeaders(denied))).toMatchObject({ eventId: 'WH-DENIED', type: 'failed', providerRef: ORDER });
    peer.on('GET', `/v2/payments/captures/${CAPTURE}`, {
      json: { ...capture({ status: 'PARTIALLY_REFUNDED' }), supplementary_data: { related_ids: { order_id: ORDER } } },
    });
    const refunded = webhook(
      'PAYMENT.CAPTURE.REFUNDED',
      {
        id: '1JU08902781691411',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '2.00' },
        seller_payable_breakdown: { total_refunded_amount: { currency_code: 'USD', value: '5.00' } },
        links: [{ rel: 'up', href: `https://api.paypal.com/v2/payments/captures/${CAPTURE}`, method: 'GET' }],
      },
      'WH-REFUND',
    );
    expect(await paypal.parseWebhook(Buffer.from(refunded), deliveryHeaders(refunded))).toMatchObject({
      eventId: 'WH-REFUND',
      type: 'refunded',
      providerRef: ORDER,
      paymentId: 'pay-42',
      amountMinor: 500,
      currency: 'USD',
    });
    const other = webhook('CHECKOUT.ORDER.APPROVED', { id: ORDER }, 'WH-OTHER');
    expect(await paypal.parseWebhook(Buffer.from(other), deliveryHeaders(other))).toBeNull();
  });
});

describe('refund', () => {
  it("refunds the order's capture with the decimal amount and a PayPal-Request-Id", async () => {
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('COMPLETED', [capture()]) });
    peer.on('POST', `/v2/payments/captures/${CAPTURE}/refund`, { status: 201, json: { id: '1JU08902781691411', status: 'COMPLETED' } });
    expect(await paypal.refund({ providerRef: ORDER, amountMinor: 500, currency: 'USD', idempotencyKey: 'refund-1' })).toEqual({
      refundRef: '1JU08902781691411',
      status: 'succeeded',
    });
    const [req] = peer.seen('POST', `/v2/payments/captures/${CAPTURE}/refund`);
    expect(req!.headers['paypal-request-id']).toBe('refund-1');
    expect(JSON.parse(req!.body)).toEqual({ amount: { currency_code: 'USD', value: '5.00' } });
  });

  it('says so when the order has no capture to refund', async () => {
    peer.on('GET', `/v2/checkout/orders/${ORDER}`, { json: order('PAYER_ACTION_REQUIRED') });
    await expect(paypal.refund({ providerRef: ORDER, amountMinor: 500, currency: 'USD', idempotencyKey: 'refund-2' })).rejects.toMatchObject({
      code: 'NO_CAPTURE',
    });
  });
});
