/**
 * Promotions (issue 13): `paid_items/add` buys one for an owned, published item; `paid_items/get` answers the
 * caller's promotions (the spec's paid-ad records) with the item nested.
 */
import { useQuery } from '@tanstack/react-query';
import type { CallAnswer, PaymentProviderName } from '@wheeldeal/contract';
import { call } from '../api/call';
import { useSession } from '../session/session-store';

export type PaidItem = CallAnswer<'paid_items/get'>[number];

export function usePaidItems() {
  const { user } = useSession();
  const viewer = user?.user_id ?? '';
  return useQuery({
    queryKey: ['paid_items/get', viewer],
    queryFn: ({ signal }) => call('paid_items/get', { path: { login_user_id: viewer }, signal }),
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
