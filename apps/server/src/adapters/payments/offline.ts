/**
 * Offline payment (bank transfer, cash at the office): nothing to call. The payment waits (`pending`) until an admin
 * who sees the money arrive approves it, or rejects it; the admin's decision is the confirmation event
 * (modules/payments `decideOffline`). A refund is the admin sending the money back by hand.
 */
import { WebhookVerificationError, type PaymentProvider } from './types.ts';

export const offlineRefOf = (paymentId: string) => `off_${paymentId}`;

export function createOfflineProvider(): PaymentProvider {
  return {
    name: 'offline',
    async createPayment(input) {
      return { providerRef: offlineRefOf(input.paymentId) };
    },
    async completeReturn(ref) {
      return { eventId: `offline:${ref}:pending`, type: 'pending', providerRef: ref };
    },
    async fetchStatus(ref) {
      return { eventId: `offline:${ref}:pending`, type: 'pending', providerRef: ref };
    },
    async parseWebhook() {
      throw new WebhookVerificationError('offline payments have no webhooks');
    },
    async refund(input) {
      return { refundRef: `off_re_${input.idempotencyKey}`, status: 'succeeded' };
    },
  };
}
