/**
 * The payment methods a buyer may choose: the providers app info says are enabled (decision 015: enabled means
 * configured on the server and switched on in the payment settings). In-app purchase belongs to the mobile stores
 * and is never offered here.
 */
import type { PaymentProviderName } from '@wheeldeal/contract';
import type { AppInfo } from '../api/types';

/** The order methods are listed in: the demo's sandbox first, bank transfer last. */
const FLAGS: ReadonlyArray<[PaymentProviderName, (info: AppInfo) => boolean]> = [
  ['sandbox', (info) => info.sandbox_enabled],
  ['stripe', (info) => info.stripe_enabled],
  ['paypal', (info) => info.paypal_enabled],
  ['razorpay', (info) => info.razor_enabled],
  ['paystack', (info) => info.paystack_enabled],
  ['offline', (info) => info.offline_enabled],
];

export function enabledMethods(info: AppInfo | undefined): PaymentProviderName[] {
  if (!info) return [];
  return FLAGS.filter(([, on]) => on(info)).map(([name]) => name);
}

/** A day as YYYY-MM-DD in UTC, the calendar the server counts promotion days in (a date input's format). */
export function utcDayText(now = new Date(), plusDays = 0): string {
  return new Date(now.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh idempotency key for one attempt to pay (the server answers the same payment for the same key). */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
