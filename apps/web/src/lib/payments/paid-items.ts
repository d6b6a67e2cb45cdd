/**
 * Promotions (issue 13): `paid_items/add` buys one for an owned, published item; `paid_items/get` answers the
 * caller's promotions (the spec's paid-ad records) with the item nested.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { MONEY_LIMITS, type CallAnswer, type PaymentProviderName } from '@wheeldeal/contract';
import { call } from '../api/call';
import { useSession } from '../session/session-store';

export type PaidItem = CallAnswer<'paid_items/get'>[number];

/** The caller's promotions, newest first, page by page (a short page means no more). */
export function usePaidItems() {
  const { user } = useSession();
  const viewer = user?.user_id ?? '';
  const size = MONEY_LIMITS.pageSize;
  return useInfiniteQuery({
    queryKey: ['paid_items/get', viewer],
    queryFn: ({ pageParam, signal }) => call('paid_items/get', { path: { login_user_id: viewer, limit: size, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < size ? undefined : pages.length * size),
    enabled: viewer !== '',
    staleTime: 0,
  });
}

export interface PromotionOrder {
  itemId: string;
  /** YYYY-MM-DD */
  startDate: string;
  days: number;
  /** days × the price of a day, as the wire's decimal text; the server refuses it when it differs from its own. */
  amount: string;
  method: PaymentProviderName;
  coupon: string;
  key: string;
}

/** `POST paid_items/add`: the promotion, with its payment nested (the checkout continues from that). */
export function addPaidItem(order: PromotionOrder): Promise<CallAnswer<'paid_items/add'>> {
  return call('paid_items/add', {
    body: {
      item_id: order.itemId,
      start_date: order.startDate,
      how_many_day: String(order.days),
      amount: order.amount,
      payment_method: order.method,
      coupon_code: order.coupon,
      idempotency_key: order.key,
    },
  });
}
