/**
 * Razorpay, through Orders (decision 015). We create an order (HTTP Basic key_id:key_secret, amount in the
 * currency's subunit as ISO 4217 counts it, our idempotency key as `receipt`, our payment id in `notes`); the buyer
 * pays in Razorpay's checkout script with the order id and our public key_id.
 *
 * The checkout hands back `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` = hex HMAC-SHA256 of
 * `<order_id>|<payment_id>` with the key secret. We check it against *our* order id (never the one in the
 * parameters alone), then still ask Razorpay for the payment: a signature proves the pair, not that it was captured.
 *
 * Webhooks carry `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw body with the webhook secret, and a unique
 * `x-razorpay-event-id` (Razorpay's documented key for recognising a repeated delivery).
 *
 * Refunds carry no idempotency header at Razorpay: our key goes in the refund's `receipt`, and a refund already
 * made with that receipt is answered instead of refunding twice.
 */
import { createHash } from 'node:crypto';
import { basicAuth, field, int, providerHttp, str } from './http.ts';
import { hmacHex, sameHex } from './signing.ts';
import { checkAmount } from './units.ts';
import { PaymentProviderError, WebhookVerificationError, type HttpDeps, type PaymentProvider, type ProviderEvent, type RefundResult } from './types.ts';

export const RAZORPAY_API = 'https://api.razorpay.com';

export interface RazorpayOptions extends Omit<HttpDeps, 'baseUrl'> {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl?: string;
}

/** Razorpay's receipt holds at most 40 characters: a longer key is replaced by a digest of it (still stable). */
export function receiptOf(key: string): string {
  return key.length <= 40 ? key : `k-${createHash('sha256').update(key).digest('hex').slice(0, 38)}`;
}

/** Whether the checkout's signature is Razorpay's for our order and this payment. */
export function verifyCheckoutSignature(orderId: string, paymentId: string, signature: string | undefined, keySecret: string): boolean {
  return sameHex(hmacHex('sha256', keySecret, `${orderId}|${paymentId}`), signature);
}

interface Payment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  order_id?: string | null;
  amount_refunded?: number;
  notes?: Record<string, string> | unknown[];
  error_description?: string | null;
  created_at?: number;
}

const PAYMENT_TYPES: Record<string, ProviderEvent['type']> = {
  captured: 'succeeded',
  // Refunded after capture: it was paid; the refund is its own event.
  refunded: 'succeeded',
  failed: 'failed',
  authorized: 'pending',
  created: 'pending',
};

/** Our payment id from the `notes` of an order or payment (Razorpay sends `[]` when there are none). */
const noteOf = (entity: unknown): string | undefined => str(field(entity, 'notes', 'payment_id'));

function paymentEvent(orderId: string, payment: Payment, eventId: string | undefined, type: ProviderEvent['type'], raw: unknown): ProviderEvent {
  const paymentId = noteOf(payment);
  const reason = type === 'failed' ? (payment.error_description ?? undefined) : undefined;
  return {
    eventId: eventId ?? `state:${orderId}:${type}`,
    type,
    providerRef: orderId,
    ...(paymentId ? { paymentId } : {}),
    amountMinor: payment.amount,
    currency: payment.currency,
    ...(reason ? { reason } : {}),
    raw,
  };
}

/** The payment that decides an order: a captured one, else one in flight, else the latest failure. */
function decisivePayment(payments: Payment[]): Payment | undefined {
  const newest = [...payments].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0));
  return (
    newest.find((p) => p.status === 'captured' || p.status === 'refunded') ??
    newest.find((p) => p.status === 'authorized' || p.status === 'created') ??
    newest[0]
  );
}

const REFUND_STATUS: Record<string, RefundResult['status']> = { processed: 'succeeded', pending: 'pending', failed: 'failed' };

export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const http = providerHttp({ ...opts, baseUrl: opts.baseUrl ?? RAZORPAY_API }, (body) => ({
    message: str(field(body, 'error', 'description')),
    code: str(field(body, 'error', 'reason')) ?? str(field(body, 'error', 'code')),
  }));
  const auth = { authorization: basicAuth(opts.keyId, opts.keySecret) };
  const get = <T>(path: string) => http<T>({ method: 'GET', path, headers: auth });
  const orderPayments = async (orderId: string) => (await get<{ items?: Payment[] }>(`/v1/orders/${encodeURIComponent(orderId)}/payments`)).items ?? [];

  /** Where an order stands, from its payments. */
  async function orderStatus(orderId: string): Promise<ProviderEvent> {
    const payments = await orderPayments(orderId);
    const payment = decisivePayment(payments);
    if (!payment) return { eventId: `state:${orderId}:pending`, type: 'pending', providerRef: orderId, raw: payments };
    return paymentEvent(orderId, payment, undefined, PAYMENT_TYPES[payment.status] ?? 'pending', payments);
  }

  /** `payment.captured`, `payment.failed`, `order.paid`: the order, and what was paid. */
  function paymentWebhook(eventId: string, type: ProviderEvent['type'], payload: unknown, raw: unknown): ProviderEvent | null {
    const payment = field(payload, 'payment', 'entity') as Payment | undefined;
    const order = field(payload, 'order', 'entity');
    const orderId = str(field(order, 'id')) ?? str(payment?.order_id);
    if (!orderId) return null;
    const amount = int(field(order, 'amount_paid')) ?? int(payment?.amount);
    const currency = str(field(order, 'currency')) ?? str(payment?.currency);
    const paymentId = noteOf(order) ?? noteOf(payment);
    const reason = type === 'failed' ? (str(payment?.error_description) ?? undefined) : undefined;
    return {
      eventId,
      type,
      providerRef: orderId,
      ...(paymentId ? { paymentId } : {}),
      ...(amount !== undefined && currency ? { amountMinor: amount, currency } : {}),
      ...(reason ? { reason } : {}),
      raw,
    };
  }

  /** `refund.processed`: the refunded payment's order, and the total refunded on it so far. */
  function refundWebhook(eventId: string, payload: unknown, raw: unknown): ProviderEvent | null {
    const payment = field(payload, 'payment', 'entity') as Payment | undefined;
    const orderId = str(payment?.order_id);
    const total = int(payment?.amount_refunded) ?? int(field(payload, 'refund', 'entity', 'amount'));
    const currency = str(field(payload, 'refund', 'entity', 'currency')) ?? str(payment?.currency);
    if (!orderId || total === undefined || !currency) return null;
    const paymentId = noteOf(payment);
    return { eventId, type: 'refunded', providerRef: orderId, ...(paymentId ? { paymentId } : {}), amountMinor: total, currency, raw };
  }

  return {
    name: 'razorpay',
    async createPayment(input) {
      const currency = input.currency.toUpperCase();
      checkAmount(input.amountMinor, currency);
      const order = await http<{ id: string }>({
        method: 'POST',
        path: '/v1/orders',
        headers: auth,
        json: { amount: input.amountMinor, currency, receipt: receiptOf(input.idempotencyKey), notes: { payment_id: input.paymentId } },
      });
      return { providerRef: order.id, publicKey: opts.keyId };
    },
    async completeReturn(providerRef, params) {
      if (params.razorpay_order_id && params.razorpay_order_id !== providerRef) throw new WebhookVerificationError('The checkout answer is for another order');
      const paymentId = params.razorpay_payment_id;
      // The checkout closed or failed without a payment to vouch for: Razorpay says where the order stands.
      if (!paymentId && !params.razorpay_signature) return orderStatus(providerRef);
      if (!paymentId || !verifyCheckoutSignature(providerRef, paymentId, params.razorpay_signature, opts.keySecret)) {
        throw new WebhookVerificationError('Razorpay checkout signature does not match');
      }
      const payment = await get<Payment>(`/v1/payments/${encodeURIComponent(paymentId)}`);
      if (payment.order_id !== providerRef) throw new WebhookVerificationError('The Razorpay payment belongs to another order');
      return paymentEvent(providerRef, payment, undefined, PAYMENT_TYPES[payment.status] ?? 'pending', payment);
    },
    fetchStatus: orderStatus,
    async parseWebhook(rawBody, headers) {
      if (!sameHex(hmacHex('sha256', opts.webhookSecret, rawBody), headers['x-razorpay-signature']))
        throw new WebhookVerificationError('Razorpay webhook signature does not match');
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('Razorpay webhook body is not JSON');
      }
      const name = str(field(event, 'event'));
      const payload = field(event, 'payload');
      if (!name || !payload) throw new WebhookVerificationError('Razorpay webhook is not an event');
      // The header is Razorpay's id of the event; a body without it is named by the event and its entity.
      const entityId =
        str(field(payload, 'refund', 'entity', 'id')) ?? str(field(payload, 'payment', 'entity', 'id')) ?? str(field(payload, 'order', 'entity', 'id'));
      const eventId = headers['x-razorpay-event-id'] || `${name}:${entityId ?? ''}`;
      switch (name) {
        case 'payment.captured':
        case 'order.paid':
          return paymentWebhook(eventId, 'succeeded', payload, event);
        case 'payment.failed':
          return paymentWebhook(eventId, 'failed', payload, event);
        case 'refund.processed':
          return refundWebhook(eventId, payload, event);
        default:
          return null;
      }
    },
    async refund(input) {
      checkAmount(input.amountMinor, input.currency.toUpperCase());
      const captured = (await orderPayments(input.providerRef)).find((p) => p.status === 'captured' || p.status === 'refunded');
      if (!captured) throw new PaymentProviderError('This Razorpay order has no captured payment to refund', 'NO_CAPTURE');
      if (captured.currency !== input.currency.toUpperCase())
        throw new PaymentProviderError(`The Razorpay payment is in ${captured.currency}, not ${input.currency}`, 'CURRENCY_MISMATCH');
      const receipt = receiptOf(input.idempotencyKey);
      const payment = `/v1/payments/${encodeURIComponent(captured.id)}`;
      const earlier = (await get<{ items?: { id: string; status: string; receipt?: string | null }[] }>(`${payment}/refunds`)).items?.find(
        (r) => r.receipt === receipt,
      );
      const refund =
        earlier ??
        (await http<{ id: string; status: string }>({
          method: 'POST',
          path: `${payment}/refund`,
          headers: auth,
          json: { amount: input.amountMinor, receipt },
        }));
      return { refundRef: refund.id, status: REFUND_STATUS[refund.status] ?? 'pending' };
    },
  };
}
