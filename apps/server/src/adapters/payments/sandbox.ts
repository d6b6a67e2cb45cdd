/**
 * The sandbox provider (decision 015): the demo's own, clearly labelled payment page. It stands where a real
 * provider stands — its card page is `/sandbox-pay/:paymentId`, it decides on the card, and it confirms through a
 * signed webhook that a job delivers to our webhook handler — so the whole exactly-once path runs in the demo and
 * in the tests. It accepts only its published test cards (contract SANDBOX_TEST_CARDS) and keeps no card data but
 * the last four digits and the brand; a real-looking number is refused.
 *
 * Its "provider side" is the outcome it recorded on the payment row (`lookup`), as a provider keeps its charges.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@wheeldeal/contract';
import { WebhookVerificationError, type CreatedPayment, type CreatePaymentInput, type PaymentProvider, type ProviderEvent, type RefundInput, type RefundResult } from './types.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Webhooks older than this are refused (replays of a captured delivery). */
const TOLERANCE_SECONDS = 300;

export type SandboxOutcome = 'succeeded' | 'declined' | 'insufficient_funds';

export interface SandboxCharge {
  outcome: SandboxOutcome | 'none';
  amountMinor: number;
  currency: string;
  paymentId: string;
}

export interface SandboxOptions {
  publicUrl: string;
  webhookSecret: string;
  /** The charge the sandbox recorded for a reference, or null when there is none. */
  lookup(providerRef: string): Promise<SandboxCharge | null>;
  now?: () => number;
}

export const sandboxRefOf = (paymentId: string) => `sbx_${paymentId}`;

/** The card's outcome, or null when it is not one of the test cards. Spaces and dashes are ignored. */
export function sandboxCard(number: string): { outcome: SandboxOutcome; brand: string; last4: string } | null {
  const digits = number.replace(/[\s-]/g, '');
  const card = (SANDBOX_TEST_CARDS as Record<string, { outcome: string; brand: string }>)[digits];
  return card ? { outcome: card.outcome as SandboxOutcome, brand: card.brand, last4: digits.slice(-4) } : null;
}

/** MM/YY in the future (the month included). */
export function sandboxExpiryValid(expiry: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function signSandboxWebhook(body: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function createSandboxProvider(opts: SandboxOptions): PaymentProvider {
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const eventOf = (ref: string, charge: SandboxCharge | null): ProviderEvent => {
    if (!charge || charge.outcome === 'none') return { eventId: `sandbox:${ref}:pending`, type: 'pending', providerRef: ref };
    const type = charge.outcome === 'succeeded' ? 'succeeded' : 'failed';
    return {
      eventId: `sandbox:${ref}:${type}`,
      type,
      providerRef: ref,
      paymentId: charge.paymentId,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      ...(type === 'failed' ? { reason: charge.outcome } : {}),
    };
  };
  return {
    name: 'sandbox',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      return { providerRef: sandboxRefOf(input.paymentId), redirectUrl: `${opts.publicUrl}/sandbox-pay/${encodeURIComponent(input.paymentId)}` };
    },
    async completeReturn(ref) {
      return eventOf(ref, await opts.lookup(ref));
    },
    async fetchStatus(ref) {
      return eventOf(ref, await opts.lookup(ref));
    },
    async parseWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
      const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!parts.t || !Number.isInteger(t) || !parts.v1) throw new WebhookVerificationError('missing signature');
      if (Math.abs(now() - t) > TOLERANCE_SECONDS) throw new WebhookVerificationError('stale signature');
      const expected = Buffer.from(createHmac('sha256', opts.webhookSecret).update(`${t}.`).update(rawBody).digest('hex'));
      const given = Buffer.from(parts.v1);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookVerificationError('bad signature');
      let body: { id?: unknown; type?: unknown; ref?: unknown; payment_id?: unknown; amount_minor?: unknown; currency?: unknown; reason?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('not JSON');
      }
      if (typeof body.id !== 'string' || typeof body.ref !== 'string' || (body.type !== 'succeeded' && body.type !== 'failed')) return null;
      return {
        eventId: body.id,
        type: body.type,
        providerRef: body.ref,
        ...(typeof body.payment_id === 'string' ? { paymentId: body.payment_id } : {}),
        ...(typeof body.amount_minor === 'number' ? { amountMinor: body.amount_minor } : {}),
        ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
        ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
        raw: body,
      };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      return { refundRef: `sbx_re_${input.idempotencyKey}`, status: 'succeeded' };
    },
  };
}

/** The body of the sandbox's webhook for a decided charge (the job signs and delivers it). */
export function sandboxWebhookBody(ref: string, charge: SandboxCharge): string {
  const type = charge.outcome === 'succeeded' ? 'succeeded' : 'failed';
  return JSON.stringify({
    id: `sandbox:${ref}:${type}`,
    type,
    ref,
    payment_id: charge.paymentId,
    amount_minor: charge.amountMinor,
    currency: charge.currency,
    ...(type === 'failed' ? { reason: charge.outcome } : {}),
  });
}
