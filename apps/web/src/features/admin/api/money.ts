/**
 * The admin's calls of money (issue 13): packages, coupons, the transactions list, offline decisions, refunds and
 * revenue. Every key sits under ['admin', 'money'] so a change refreshes what it touches, and under ['admin'] so a
 * logout drops it with the rest of the area.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MONEY_LIMITS, type CallAnswer } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { nextOffset, toPage } from './paging';

export type AdminPackage = CallAnswer<'admin/packages'>[number];
export type AdminCoupon = CallAnswer<'admin/coupons'>[number];
export type AdminPayment = CallAnswer<'admin/payments'>[number];
export type AdminOrder = CallAnswer<'admin/payment_approve'>;
export type Revenue = CallAnswer<'admin/revenue'>;

export interface PaymentFilters {
  status: string;
  provider: string;
  kind: string;
  q: string;
  from: string;
  to: string;
}

export const moneyKeys = {
  all: ['admin', 'money'] as const,
  packages: ['admin', 'money', 'packages'] as const,
  coupons: ['admin', 'money', 'coupons'] as const,
  payments: (f: PaymentFilters) => ['admin', 'money', 'payments', f] as const,
  paymentsAll: ['admin', 'money', 'payments'] as const,
  revenue: (from: string, to: string, currency: string) => ['admin', 'money', 'revenue', from, to, currency] as const,
};

/** `POST admin/packages` → every package, inactive ones too. Staff. */
export function usePackages() {
  return useQuery({ queryKey: moneyKeys.packages, queryFn: ({ signal }) => call('admin/packages', { signal }) });
}

export interface PackageDraft {
  id: string;
  title: string;
  price: string;
  currency: string;
  post_count: string;
  package_days: string;
  status: '0' | '1';
}

/** `POST admin/package_save` — create (empty id) or update; the price is decimal text in its currency. Admins. */
export const savePackage = (draft: PackageDraft) => call('admin/package_save', { body: draft });

/** `POST admin/package_delete` — deleted, or set inactive when it was ever bought (the message says which). */
export const deletePackage = (id: string) => call('admin/package_delete', { body: { id } });

/** `POST admin/coupons` → every coupon with its uses. Staff. */
export function useCoupons() {
  return useQuery({ queryKey: moneyKeys.coupons, queryFn: ({ signal }) => call('admin/coupons', { signal }) });
}

export interface CouponDraft {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  currency: string;
  applies_to: 'all' | 'package' | 'promotion';
  /** YYYY-MM-DD or "". `ends_at` is the last valid day. */
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_user: string;
  status: '0' | '1';
}

export const saveCoupon = (draft: CouponDraft) => call('admin/coupon_save', { body: draft });
export const deleteCoupon = (id: string) => call('admin/coupon_delete', { body: { id } });

const SIZE = MONEY_LIMITS.pageSize;

/** The filters the server reads: empty ones are left out. */
function filterBody(f: PaymentFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  );
}

/** `POST admin/payments` {filters, limit, offset} → payments newest first, 30 a page. Staff. */
export function usePayments(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: moneyKeys.payments(filters),
    queryFn: async ({ pageParam, signal }) =>
      toPage(await call('admin/payments', { body: { ...filterBody(filters), limit: String(SIZE), offset: String(pageParam) }, signal })),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminPayment>(SIZE),
    staleTime: 0,
  });
}

/** `POST admin/payment_approve` / `admin/payment_reject` {id, note} — an offline payment's decision. Admins. */
export const decidePayment = (id: string, decision: 'approve' | 'reject', note: string) =>
  call(decision === 'approve' ? 'admin/payment_approve' : 'admin/payment_reject', { body: { id, note } });

/** `POST admin/payment_refund` {id, amount, note} — amount "" refunds all that is left. Admins. */
export const refundPayment = (id: string, amount: string, note: string) => call('admin/payment_refund', { body: { id, amount, note } });

/** `POST admin/revenue` {from, to, currency} → net revenue per day and product in one currency; "" for the server's
 * defaults (30 days, the site currency). */
export function useRevenue(from: string, to: string, currency = '') {
  return useQuery({
    queryKey: moneyKeys.revenue(from, to, currency),
    queryFn: ({ signal }) => call('admin/revenue', { body: { from, to, currency }, signal }),
    // The figures on screen stay (and the currency choice with them) while another range or currency loads.
    placeholderData: keepPreviousData,
  });
}
