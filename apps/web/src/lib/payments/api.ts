/**
 * The buyer's money calls (issue 13): post packages, coupon quotes, starting and following a payment, the bank
 * transfer instructions and the purchase history. Query keys start with the call name (see lib/queries/catalog.ts).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MONEY_LIMITS, type CallAnswer, type PaymentProviderName, type PaymentStatus } from '@wheeldeal/contract';
import { call } from '../api/call';
import { useSession } from '../session/session-store';

export type Payment = CallAnswer<'payments/get'>;
export type PostPackage = CallAnswer<'packages/get'>[number];
export type CouponQuote = CallAnswer<'coupons/check'>;

/** Statuses after which nothing happens without a person (an admin's decision or a refund). */
const SETTLED: ReadonlySet<PaymentStatus> = new Set(['succeeded', 'failed', 'canceled', 'refunded', 'rejected', 'pending']);

export function isSettled(status: PaymentStatus): boolean {
  return SETTLED.has(status);
}

/** `GET packages/get`: the packages on sale (active ones, in the admin's order). */
export function usePackages() {
  return useQuery({ queryKey: ['packages/get'], queryFn: ({ signal }) => call('packages/get', { signal }), staleTime: 60_000 });
}

/** `GET offline_payments/get_offline_payment`: the bank transfer instructions. */
export function useOfflineInstructions(enabled = true) {
  return useQuery({
    queryKey: ['offline_payments/get_offline_payment'],
    queryFn: ({ signal }) => call('offline_payments/get_offline_payment', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** `POST coupons/check`: what a coupon makes of a package's or a promotion's price, without using it. */
export function checkCoupon(code: string, subject: { kind: 'package'; packageId: string } | { kind: 'promotion'; days: number }): Promise<CouponQuote> {
  const body =
    subject.kind === 'package'
      ? { coupon_code: code, kind: 'package' as const, package_id: subject.packageId }
      : { coupon_code: code, kind: 'promotion' as const, how_many_day: String(subject.days) };
  return call('coupons/check', { body });
}

/** `POST payments/start` for a package: one attempt, one idempotency key (a retry of it answers the same payment). */
export function startPackagePayment(input: {
  userId: string;
  packageId: string;
  provider: PaymentProviderName;
  coupon: string;
  key: string;
}): Promise<Payment> {
  return call('payments/start', {
    body: {
      user_id: input.userId,
      kind: 'package',
      package_id: input.packageId,
      provider: input.provider,
      coupon_code: input.coupon,
      idempotency_key: input.key,
    },
  });
}

/** `POST payments/return`: the buyer is back; the server checks `params` with the provider, never trusting them. */
export function returnFromProvider(paymentId: string, params: Record<string, string>): Promise<Payment> {
  return call('payments/return', { body: { payment_id: paymentId, params } });
}

/** `POST payments/cancel`: the buyer gave up at the provider. */
export function cancelPayment(paymentId: string): Promise<Payment> {
  return call('payments/cancel', { body: { payment_id: paymentId } });
}

/** `POST payments/get`, asked again every `pollMs` until the payment is settled. */
export function usePayment(paymentId: string, { enabled = true, pollMs = 1500 }: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery({
    queryKey: ['payments/get', paymentId],
    queryFn: ({ signal }) => call('payments/get', { body: { payment_id: paymentId }, signal }),
    enabled: enabled && paymentId !== '',
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data.status) ? false : pollMs),
  });
}

/** `POST payments/history`: all the caller's payments, newest first, page by page. */
export function usePaymentHistory() {
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  return useInfiniteQuery({
    queryKey: ['payments/history', userId],
    queryFn: ({ pageParam, signal }) =>
      call('payments/history', { body: { user_id: userId, limit: String(MONEY_LIMITS.pageSize), offset: String(pageParam) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < MONEY_LIMITS.pageSize ? undefined : pages.length * MONEY_LIMITS.pageSize),
    enabled: userId !== '',
  });
}

/** `POST sandbox/get`: what the sandbox card page is asked to pay. */
export function useSandboxCheckout(paymentId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['sandbox/get', paymentId],
    queryFn: ({ signal }) => call('sandbox/get', { body: { user_id: user?.user_id ?? '', payment_id: paymentId }, signal }),
  });
}

/** `POST sandbox/pay`: the demo provider takes a test card. */
export function paySandbox(input: { paymentId: string; cardNumber: string; expiry: string; cvc: string; holder: string }): Promise<Payment> {
  return call('sandbox/pay', {
    body: { payment_id: input.paymentId, card_number: input.cardNumber, expiry: input.expiry, cvc: input.cvc, holder_name: input.holder },
  });
}
