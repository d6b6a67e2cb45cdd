import { pathFor } from '../../app/routes';

/** Where a payment comes back to (our return page), with what the provider answered. */
export function returnPath(paymentId: string, extra: Record<string, string> = {}): string {
  return pathFor('payment-return', {}, { payment_id: paymentId, ...extra });
}

/** A provider's page on our own origin (the sandbox's card page) is followed inside the app. */
export function inAppPath(url: string, origin = window.location.origin): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}
