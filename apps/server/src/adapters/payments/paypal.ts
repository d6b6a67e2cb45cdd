/**
 * PayPal, through Orders v2 (decision 015). Every call carries an OAuth2 access token from the client-credentials
 * grant, kept until shortly before it expires (and fetched again once if PayPal says it is no longer valid).
 *
 * - create: an order with intent CAPTURE, our payment id as `custom_id`, the amount as PayPal's decimal string; the
 *   buyer is sent to its payer-action (approve) link. `PayPal-Request-Id` makes a retried create the same order.
 * - the buyer's return, or reconciliation of an order the buyer approved but never came back from: we capture the
 *   order. The capture's request id is derived from the order, so a second capture is answered with the first's
 *   result; an order already captured is read back.
 * - webhooks: PayPal signs with a certificate chain; we ask PayPal's verify-webhook-signature call with the
 *   `paypal-transmission-*` headers and our webhook id, and accept only `verification_status: SUCCESS`. The body is
 *   passed to that call byte for byte (re-serialised JSON can differ from what PayPal signed).
 *
 * Amounts: PayPal takes decimal strings; HUF and TWD have no decimals there although ISO gives them two.
 */
import { formatMinor, toMinor } from '@wheeldeal/contract';
import { basicAuth, field, providerHttp, str, type ProviderHttp, type ProviderRequest } from './http.ts';
import { checkAmount, toProviderUnits } from './units.ts';
import { PaymentProviderError, WebhookVerificationError, type HttpDeps, type PaymentProvider, type ProviderEvent, type RefundResult } from './types.ts';

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

export interface PaypalOptions extends Omit<HttpDeps, 'baseUrl'> {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** PAYPAL_LIVE_API in production; the sandbox when unset, so a missing setting never moves real money. */
  baseUrl?: string;
}

/** Currencies PayPal takes without decimals (PayPal's currency codes reference). */
const WHOLE_ONLY = new Set(['HUF', 'JPY', 'TWD']);

/** Our minor units as PayPal's `value`: "12.50" USD, "1000" JPY, "1.234" KWD, "1500" HUF. */
export function toPaypalValue(minor: number, currency: string): string {
  checkAmount(minor, currency);
  return WHOLE_ONLY.has(currency) ? String(toProviderUnits(minor, currency, 0)) : formatMinor(minor, currency);
}

/** PayPal's `{ currency_code, value }` in our minor units; a value that is not a plain decimal is refused. */
function fromPaypalMoney(money: unknown): { amountMinor: number; currency: string } | undefined {
  const currency = str(field(money, 'currency_code'));
  const value = str(field(money, 'value'));
  if (!currency || value === undefined) return undefined;
  const amountMinor = toMinor(value, currency);
  return amountMinor === null ? undefined : { amountMinor, currency };
}

interface Capture {
  id: string;
  status: string;
  amount?: unknown;
  custom_id?: string;
  status_details?: { reason?: string };
}

interface Order {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { custom_id?: string; amount?: unknown; payments?: { captures?: Capture[] } }[];
}

const CAPTURE_TYPES: Record<string, ProviderEvent['type']> = {
  COMPLETED: 'succeeded',
  // A capture refunded later was paid; the refund is its own event.
  PARTIALLY_REFUNDED: 'succeeded',
  REFUNDED: 'succeeded',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
};

const firstCapture = (order: Order): Capture | undefined => order.purchase_units?.[0]?.payments?.captures?.[0];

/** Where an order stands: its capture when there is one, else the order's own status. */
function orderState(order: Order): { type: ProviderEvent['type']; capture?: Capture } {
  const capture = firstCapture(order);
  if (capture) return { type: CAPTURE_TYPES[capture.status] ?? 'pending', capture };
  return { type: order.status === 'VOIDED' ? 'canceled' : 'pending' };
}

function orderEvent(order: Order): ProviderEvent {
  const { type, capture } = orderState(order);
  const unit = order.purchase_units?.[0];
  const money = fromPaypalMoney(capture?.amount ?? unit?.amount);
  const paymentId = capture?.custom_id ?? unit?.custom_id;
  const reason = type === 'failed' ? capture?.status_details?.reason : undefined;
  return {
    eventId: `state:${order.id}:${type}`,
    type,
    providerRef: order.id,
    ...(paymentId ? { paymentId } : {}),
    ...(money ?? {}),
    ...(reason ? { reason } : {}),
    raw: order,
  };
}

const WEBHOOK_TYPES: Record<string, ProviderEvent['type']> = {
  'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
};

const HEADERS = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'] as const;

const REFUND_STATUS: Record<string, RefundResult['status']> = { COMPLETED: 'succeeded', PENDING: 'pending', FAILED: 'failed', CANCELLED: 'failed' };

/** An access token kept until a minute before PayPal says it expires. */
function tokenSource(http: ProviderHttp, opts: PaypalOptions) {
  let cached: { token: string; until: number } | undefined;
  return {
    async get(): Promise<string> {
      if (cached && Date.now() < cached.until) return cached.token;
      const res = await http<{ access_token?: string; expires_in?: number }>({
        method: 'POST',
        path: '/v1/oauth2/token',
        headers: { authorization: basicAuth(opts.clientId, opts.clientSecret) },
        form: { grant_type: 'client_credentials' },
      });
      if (!res.access_token) throw new PaymentProviderError('PayPal issued no access token');
      cached = { token: res.access_token, until: Date.now() + Math.max(0, (res.expires_in ?? 0) - 60) * 1000 };
      return cached.token;
    },
    drop() {
      cached = undefined;
    },
  };
}

export function createPaypalProvider(opts: PaypalOptions): PaymentProvider {
  const http = providerHttp({ ...opts, baseUrl: opts.baseUrl ?? PAYPAL_SANDBOX_API }, (body) => ({
    message: str(field(body, 'details', '0', 'description')) ?? str(field(body, 'message')) ?? str(field(body, 'error_description')),
    code: str(field(body, 'details', '0', 'issue')) ?? str(field(body, 'name')) ?? str(field(body, 'error')),
  }));
  const tokens = tokenSource(http, opts);

  /** A call with the bearer token; a token PayPal no longer honours is replaced once. */
  async function call<T>(req: ProviderRequest): Promise<T> {
    const send = async () => http<T>({ ...req, headers: { ...req.headers, authorization: `Bearer ${await tokens.get()}` } });
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.httpStatus !== 401) throw err;
      tokens.drop();
      return send();
    }
  }

  const getOrder = (id: string) => call<Order>({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(id)}` });

  /** Captures an approved order; the same order always uses the same request id, so PayPal captures once. */
  async function captureEvent(orderId: string): Promise<ProviderEvent> {
    try {
      return orderEvent(
        await call<Order>({
          method: 'POST',
          path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
          headers: { 'paypal-request-id': `capture-${orderId}`, prefer: 'return=representation' },
          json: {},
        }),
      );
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      // Already captured (by an earlier return or the reconciliation), or not approved yet: the order says where it stands.
      if (err.code === 'ORDER_ALREADY_CAPTURED' || err.code === 'ORDER_NOT_APPROVED') return orderEvent(await getOrder(orderId));
      // The buyer's funding source was refused: a failure to show, not an error of ours.
      if (err.code === 'INSTRUMENT_DECLINED') return { eventId: `state:${orderId}:failed`, type: 'failed', providerRef: orderId, reason: err.message };
      throw err;
    }
  }

  /** Reads the order; one the buyer approved is captured first (the buyer may never have come back). */
  async function settle(orderId: string): Promise<ProviderEvent> {
    const order = await getOrder(orderId);
    return order.status === 'APPROVED' ? captureEvent(orderId) : orderEvent(order);
  }

  async function verify(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<void> {
    const values = HEADERS.map((h) => headers[h]);
    if (values.some((v) => !v)) throw new WebhookVerificationError('PayPal transmission headers missing');
    const [transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo] = values as string[];
    const prefix = JSON.stringify({
      auth_algo: authAlgo,
      cert_url: certUrl,
      transmission_id: transmissionId,
      transmission_sig: transmissionSig,
      transmission_time: transmissionTime,
      webhook_id: opts.webhookId,
    });
    let status: string | undefined;
    try {
      const res = await call<{ verification_status?: string }>({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        headers: { 'content-type': 'application/json' },
        text: `${prefix.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`,
      });
      status = res.verification_status;
    } catch (err) {
      // PayPal refusing the headers themselves (malformed signature, unknown webhook) is a verdict; an outage is not,
      // and stays a provider error so the route answers 5xx and PayPal delivers again.
      const refused = err instanceof PaymentProviderError && err.httpStatus >= 400 && err.httpStatus < 500 && err.httpStatus !== 429;
      if (refused) throw new WebhookVerificationError(`PayPal refused to verify the webhook: ${err.message}`);
      throw err;
    }
    if (status !== 'SUCCESS') throw new WebhookVerificationError('PayPal did not verify the webhook signature');
  }

  /** PAYMENT.CAPTURE.REFUNDED carries the refund: its capture (the `up` link) names the order. */
  async function refundEvent(eventId: string, refund: unknown, raw: unknown): Promise<ProviderEvent | null> {
    const captureUrl = (field(refund, 'links') as { rel?: string; href?: string }[] | undefined)?.find((l) => l.rel === 'up')?.href;
    const captureId = captureUrl?.split('/').pop();
    if (!captureId) return null;
    const cap = await call<unknown>({ method: 'GET', path: `/v2/payments/captures/${encodeURIComponent(captureId)}` });
    const orderId = str(field(cap, 'supplementary_data', 'related_ids', 'order_id'));
    // The total refunded on the capture so far (partial refunds add up), else this refund's amount.
    const money = fromPaypalMoney(field(refund, 'seller_payable_breakdown', 'total_refunded_amount')) ?? fromPaypalMoney(field(refund, 'amount'));
    if (!orderId || !money) return null;
    const paymentId = str(field(refund, 'custom_id')) ?? str(field(cap, 'custom_id'));
    return { eventId, type: 'refunded', providerRef: orderId, ...(paymentId ? { paymentId } : {}), ...money, raw };
  }

  return {
    name: 'paypal',
    async createPayment(input) {
      const currency = input.currency.toUpperCase();
      const order = await call<Order>({
        method: 'POST',
        path: '/v2/checkout/orders',
        headers: { 'paypal-request-id': input.idempotencyKey },
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.paymentId,
              custom_id: input.paymentId,
              description: input.description.slice(0, 127),
              amount: { currency_code: currency, value: toPaypalValue(input.amountMinor, currency) },
            },
          ],
          payment_source: {
            paypal: {
              email_address: input.customerEmail,
              experience_context: { user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING', return_url: input.returnUrl, cancel_url: input.cancelUrl },
            },
          },
        },
      });
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!approve) throw new PaymentProviderError('PayPal created an order without an approval link');
      return { providerRef: order.id, redirectUrl: approve };
    },
    async completeReturn(providerRef, params) {
      // PayPal appends the order id as `token`; another order's return is not this payment's.
      if (params.token && params.token !== providerRef) throw new WebhookVerificationError('The return names another PayPal order');
      return captureEvent(providerRef);
    },
    fetchStatus: settle,
    async parseWebhook(rawBody, headers) {
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('PayPal webhook body is not JSON');
      }
      await verify(rawBody, headers);
      const id = str(field(event, 'id'));
      const type = WEBHOOK_TYPES[str(field(event, 'event_type')) ?? ''];
      const resource = field(event, 'resource');
      if (!id || !resource) throw new WebhookVerificationError('PayPal webhook is not an event');
      if (!type) return null;
      if (type === 'refunded') return refundEvent(id, resource, event);
      const orderId = str(field(resource, 'supplementary_data', 'related_ids', 'order_id'));
      const paymentId = str(field(resource, 'custom_id'));
      const money = fromPaypalMoney(field(resource, 'amount'));
      if (!orderId) return null;
      const reason = type === 'failed' ? str(field(resource, 'status_details', 'reason')) : undefined;
      return { eventId: id, type, providerRef: orderId, ...(paymentId ? { paymentId } : {}), ...(money ?? {}), ...(reason ? { reason } : {}), raw: event };
    },
    async refund(input) {
      const currency = input.currency.toUpperCase();
      const captureId = firstCapture(await getOrder(input.providerRef))?.id;
      if (!captureId) throw new PaymentProviderError('This PayPal order has no capture to refund', 'NO_CAPTURE');
      const refund = await call<{ id: string; status: string; status_details?: { reason?: string } }>({
        method: 'POST',
        path: `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        headers: { 'paypal-request-id': input.idempotencyKey },
        json: { amount: { currency_code: currency, value: toPaypalValue(input.amountMinor, currency) } },
      });
      const status = REFUND_STATUS[refund.status] ?? 'pending';
      const reason = status === 'failed' ? refund.status_details?.reason : undefined;
      return { refundRef: refund.id, status, ...(reason ? { reason } : {}) };
    },
  };
}
