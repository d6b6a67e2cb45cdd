/**
 * Stripe, through PaymentIntents (decision 015). We create the intent (form-encoded, Bearer secret key, an
 * `Idempotency-Key` so a retried create never makes a second intent); Stripe.js in the buyer's page confirms it
 * with the client secret and the publishable key. Outcomes come from the signed webhook or from retrieving the
 * intent; the buyer's return is never trusted on its own.
 *
 * Webhooks carry `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]`: HMAC-SHA256 of `<t>.<raw body>` with the endpoint's
 * signing secret; any v1 may match (Stripe sends several while a secret is rolled), and a timestamp more than five
 * minutes from our clock is refused, so a captured delivery cannot be replayed later.
 *
 * Amounts: Stripe counts most currencies like ISO 4217, except the zero-decimal list below (MGA is whole units
 * there) and ISK (hundredths there); three-decimal amounts must end in 0. `units.ts` converts without rounding.
 */
import { currencyExponent } from '@wheeldeal/contract';
import { field, int, providerHttp, str } from './http.ts';
import { hmacHex, sameHex } from './signing.ts';
import { checkAmount, fromProviderUnits, toProviderUnits } from './units.ts';
import { PaymentProviderError, WebhookVerificationError, type HttpDeps, type PaymentProvider, type ProviderEvent, type RefundResult } from './types.ts';

export const STRIPE_API = 'https://api.stripe.com';

/** How far a webhook's signed timestamp may be from our clock (Stripe's own libraries default to the same). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeOptions extends Omit<HttpDeps, 'baseUrl'> {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  baseUrl?: string;
}

/** Stripe's zero-decimal currencies (docs: "Supported currencies", zero-decimal). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

function stripeExponent(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  if (currency === 'ISK') return 2;
  return currencyExponent(currency);
}

/** Our minor units as Stripe's `amount`. Three-decimal currencies must end in 0 (Stripe's partners take two). */
export function toStripeAmount(minor: number, currency: string): number {
  checkAmount(minor, currency);
  const units = toProviderUnits(minor, currency, stripeExponent(currency));
  if (stripeExponent(currency) === 3 && units % 10 !== 0) {
    throw new PaymentProviderError(`Stripe takes ${currency} amounts in steps of 0.010`, 'amount_precision');
  }
  return units;
}

const fromStripeAmount = (units: number, currency: string) => fromProviderUnits(units, currency, stripeExponent(currency));

interface PaymentIntent {
  id: string;
  status: string;
  amount: number;
  amount_received?: number;
  currency: string;
  client_secret?: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string; code?: string } | null;
}

/** Where an intent stands. A fresh intent also waits for a payment method: only one with a last error failed. */
function intentType(pi: PaymentIntent): ProviderEvent['type'] {
  if (pi.status === 'succeeded') return 'succeeded';
  if (pi.status === 'canceled') return 'canceled';
  if (pi.status === 'requires_payment_method' && pi.last_payment_error) return 'failed';
  return 'pending';
}

function intentEvent(pi: PaymentIntent, eventId: string, type: ProviderEvent['type'], raw: unknown): ProviderEvent {
  const currency = pi.currency.toUpperCase();
  const paid = type === 'succeeded' ? (pi.amount_received ?? pi.amount) : pi.amount;
  return {
    eventId,
    type,
    providerRef: pi.id,
    ...(pi.metadata?.payment_id ? { paymentId: pi.metadata.payment_id } : {}),
    amountMinor: fromStripeAmount(paid, currency),
    currency,
    ...(type === 'failed' && pi.last_payment_error?.message ? { reason: pi.last_payment_error.message } : {}),
    raw,
  };
}

/** Parses `t=…,v1=…,v1=…`; other schemes (v0, test markers) are ignored as Stripe asks. */
function parseSignatureHeader(header: string | undefined): { t: number; v1: string[] } {
  if (!header) throw new WebhookVerificationError('Stripe-Signature header missing');
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1') v1.push(value);
  }
  if (t === undefined || v1.length === 0) throw new WebhookVerificationError('Stripe-Signature has no timestamp or no v1 signature');
  return { t, v1 };
}

/** Throws unless `rawBody` was signed by Stripe with `secret` within the tolerance of `now`. */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now: number): void {
  const { t, v1 } = parseSignatureHeader(header);
  const expected = hmacHex('sha256', secret, `${t}.`, rawBody);
  if (!v1.some((sig) => sameHex(expected, sig))) throw new WebhookVerificationError('Stripe signature does not match');
  if (Math.abs(now - t) > STRIPE_TOLERANCE_SECONDS) throw new WebhookVerificationError('Stripe signature timestamp is outside the tolerance');
}

const INTENT_EVENTS: Record<string, ProviderEvent['type']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** `charge.refunded`: the charge's intent, and the total refunded on it so far (partial refunds add up). */
function refundEvent(eventId: string, charge: unknown, raw: unknown): ProviderEvent | null {
  const intent = str(field(charge, 'payment_intent'));
  const refunded = int(field(charge, 'amount_refunded'));
  const currency = str(field(charge, 'currency'))?.toUpperCase();
  if (!intent || refunded === undefined || !currency) return null;
  const paymentId = str(field(charge, 'metadata', 'payment_id'));
  return {
    eventId,
    type: 'refunded',
    providerRef: intent,
    ...(paymentId ? { paymentId } : {}),
    amountMinor: fromStripeAmount(refunded, currency),
    currency,
    raw,
  };
}

const REFUND_STATUS: Record<string, RefundResult['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const http = providerHttp({ ...opts, baseUrl: opts.baseUrl ?? STRIPE_API }, (body) => ({
    message: str(field(body, 'error', 'message')),
    code: str(field(body, 'error', 'decline_code')) ?? str(field(body, 'error', 'code')) ?? str(field(body, 'error', 'type')),
  }));
  const auth = { authorization: `Bearer ${opts.secretKey}` };
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const retrieve = (id: string) => http<PaymentIntent>({ method: 'GET', path: `/v1/payment_intents/${encodeURIComponent(id)}`, headers: auth });
  /** The same outcome learned by the return or by reconciliation is one event. */
  const stateEvent = (pi: PaymentIntent) => {
    const type = intentType(pi);
    // The client secret confirms payments from a browser: it has no place in the stored event.
    const { client_secret: _secret, ...stored } = pi;
    return intentEvent(pi, `state:${pi.id}:${type}`, type, stored);
  };

  return {
    name: 'stripe',
    async createPayment(input) {
      const currency = input.currency.toUpperCase();
      const pi = await http<PaymentIntent>({
        method: 'POST',
        path: '/v1/payment_intents',
        headers: { ...auth, 'idempotency-key': input.idempotencyKey },
        form: {
          amount: String(toStripeAmount(input.amountMinor, currency)),
          currency: currency.toLowerCase(),
          'automatic_payment_methods[enabled]': 'true',
          'metadata[payment_id]': input.paymentId,
          description: input.description,
          receipt_email: input.customerEmail,
        },
      });
      if (!pi.client_secret) throw new PaymentProviderError('Stripe created a payment without a client secret');
      return { providerRef: pi.id, clientSecret: pi.client_secret, publicKey: opts.publishableKey };
    },
    async completeReturn(providerRef, params) {
      // Stripe.js appends the intent it confirmed; one that is not this payment's is not ours to look at.
      if (params.payment_intent && params.payment_intent !== providerRef) throw new WebhookVerificationError('The return names another PaymentIntent');
      return stateEvent(await retrieve(providerRef));
    },
    fetchStatus: async (providerRef) => stateEvent(await retrieve(providerRef)),
    async parseWebhook(rawBody, headers) {
      verifyStripeSignature(rawBody, headers['stripe-signature'], opts.webhookSecret, now());
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('Stripe webhook body is not JSON');
      }
      const id = str(field(event, 'id'));
      const type = str(field(event, 'type'));
      const object = field(event, 'data', 'object');
      if (!id || !type || !object || typeof object !== 'object') throw new WebhookVerificationError('Stripe webhook is not an event');
      if (type === 'charge.refunded') return refundEvent(id, object, event);
      const outcome = INTENT_EVENTS[type];
      if (!outcome) return null;
      const pi = object as PaymentIntent;
      if (typeof pi.id !== 'string' || typeof pi.currency !== 'string' || int(pi.amount) === undefined)
        throw new WebhookVerificationError('Stripe event carries no PaymentIntent');
      return intentEvent(pi, id, outcome, event);
    },
    async refund(input) {
      const currency = input.currency.toUpperCase();
      const refund = await http<{ id: string; status: string; failure_reason?: string }>({
        method: 'POST',
        path: '/v1/refunds',
        headers: { ...auth, 'idempotency-key': input.idempotencyKey },
        form: { payment_intent: input.providerRef, amount: String(toStripeAmount(input.amountMinor, currency)) },
      });
      const status = REFUND_STATUS[refund.status] ?? 'pending';
      return { refundRef: refund.id, status, ...(status === 'failed' && refund.failure_reason ? { reason: refund.failure_reason } : {}) };
    },
  };
}
