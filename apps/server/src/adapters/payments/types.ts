/**
 * One interface for every way of paying (decision 015). A provider creates a payment on its side for one of our
 * `payments` rows, tells what the buyer's browser must do to pay (go to its page, or confirm with its script), and
 * turns what comes back (a signed webhook, the buyer's return, a status query) into a `ProviderEvent` that the
 * payments module applies exactly once. Amounts cross this boundary as integer minor units with their ISO 4217
 * code; each adapter converts to its provider's own notation (Stripe / Razorpay / Paystack take minor units,
 * PayPal a decimal string) without floating point.
 *
 * Card data never reaches our server: the provider's page or script takes it. The sandbox provider is the one
 * exception by design — a clearly labelled demo that accepts only published test card numbers and keeps their last
 * four digits.
 *
 * Adapters never throw for a provider's refusal: they answer it (`failed`, `PaymentProviderError` with the
 * provider's message). They throw `WebhookVerificationError` for a webhook whose signature, timestamp or shape does
 * not check out — the route answers 400 and changes nothing.
 */

export type ProviderName = 'sandbox' | 'offline' | 'stripe' | 'paypal' | 'razorpay' | 'paystack';

export interface CreatePaymentInput {
  /** Our payments row id: sent to the provider as its reference / metadata, so webhooks name it. */
  paymentId: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  description: string;
  /** The buyer's e-mail (Paystack requires one; others use it for receipts). */
  customerEmail: string;
  /** Where the provider's page sends the buyer back (ours: /payment-return?payment_id=…). */
  returnUrl: string;
  cancelUrl: string;
  /** Stable for one of our payments: a retried create never makes a second charge (Stripe Idempotency-Key,
   * PayPal-Request-Id, Razorpay receipt, Paystack reference). */
  idempotencyKey: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (PaymentIntent id, PayPal order id, Razorpay order id, Paystack reference). */
  providerRef: string;
  /** Send the buyer here to pay (PayPal approve link, Paystack authorization_url, the sandbox card page). */
  redirectUrl?: string;
  /** For a provider script in our page (Stripe PaymentIntent client_secret). */
  clientSecret?: string;
  /** A public key the provider script needs (Stripe publishable key, Razorpay key_id). Never a secret. */
  publicKey?: string;
}

/** What the provider says about a payment, however we learned it. */
export interface ProviderEvent {
  /** Unique per provider and event: the webhook's event id, or a derived key such as `return:<ref>:succeeded`.
   * The payments module refuses to apply the same (provider, eventId) twice. */
  eventId: string;
  type: 'succeeded' | 'failed' | 'canceled' | 'refunded' | 'pending';
  /** The provider's payment id (as CreatedPayment.providerRef), to find our row. */
  providerRef: string;
  /** Our payment id when the provider carries it back (metadata, notes, custom_id, reference). */
  paymentId?: string;
  /** What the provider says was paid, in minor units, checked against ours; for `refunded`, the total refunded so far
   * on the payment (not this refund alone), so a refund we already recorded adds nothing when its webhook comes. */
  amountMinor?: number;
  currency?: string;
  /** The provider's reason for a failure, shown to the buyer. */
  reason?: string;
  /** The verified payload, stored with the event. */
  raw?: unknown;
}

export interface RefundInput {
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** Stable per refund: a retried refund is not made twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundRef: string;
  status: 'succeeded' | 'pending' | 'failed';
  reason?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * The buyer came back from the provider (query parameters of the return URL, or what the provider script
   * returned: PayPal `token`, Razorpay `razorpay_payment_id` / `razorpay_order_id` / `razorpay_signature`, Paystack
   * `reference`). The adapter checks it with the provider (PayPal: capture the order; Razorpay: verify the
   * signature, then fetch the payment; Paystack: verify the transaction; Stripe: retrieve the PaymentIntent) and
   * answers the event. It must never trust the parameters alone.
   */
  completeReturn(providerRef: string, params: Record<string, string>): Promise<ProviderEvent>;
  /** Asks the provider where a payment stands (reconciliation of payments left pending). */
  fetchStatus(providerRef: string): Promise<ProviderEvent>;
  /** Verifies a webhook delivery on its raw body and headers (lower-case names) and parses it; `null` for a
   * verified event of a type we do not act on. Throws WebhookVerificationError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): Promise<ProviderEvent | null>;
  refund(input: RefundInput): Promise<RefundResult>;
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** The provider refused or failed (HTTP error, declined); `message` is fit to show, `code` is the provider's. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly code = '',
    readonly httpStatus = 0,
  ) {
    super(message);
  }
}

/** What every HTTP-speaking adapter is built with: its provider's base URL (tests point it at a local peer) and a
 * `fetch` (the global one in production). */
export interface HttpDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Clock for signature timestamps (seconds since the epoch); tests pin it. */
  now?: () => number;
}
