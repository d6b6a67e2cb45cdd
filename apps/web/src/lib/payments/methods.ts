/**
 * The payment methods a buyer may choose: the providers app info says are enabled (decision 015: enabled means
 * configured on the server and switched on in the payment settings). In-app purchase belongs to the mobile stores
 * and is never offered here.
 */
import type { PaymentProviderName } from '@wheeldeal/contract';
import type { AppInfo } from '../api/types';

/** The order methods are listed in: the demo's sandbox first, bank transfer last. */
const FLAGS: ReadonlyArray<[PaymentProviderName, (info: AppInfo) => boolean]> = [
  ['sandbox', (info) => (info as AppInfo & { sandbox_enabled?: boolean }).sandbox_enabled === true],
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

/** Today as YYYY-MM-DD in the buyer's own calendar (what a date input shows and compares with). */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh idempotency key for one attempt to pay (the server answers the same payment for the same key). */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
