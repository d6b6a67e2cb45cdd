/**
 * The bidding calls (decision 016) for the item page's panel and the `/biddings` screen. Every write answers the
 * bidding (or the request) as it now stands; the panel's query and the lists are refreshed from it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '@wheeldeal/contract';
import { call } from '../api/call';
import { isApiError } from '../api/client';
import { getSessionUser, useSession } from '../session/session-store';

export type Bidding = CallAnswer<'biddings/get'>;
export type BidRequest = CallAnswer<'bidding_transactions/add'>;
export type BiddingList = 'seller_to_do' | 'seller_bid_approved' | 'buyer_to_do' | 'buyer_bid_approved';

const keys = {
  all: ['bidding'] as const,
  ofItem: (itemId: string, viewer: string) => ['bidding', 'item', itemId, viewer] as const,
  list: (which: BiddingList, viewer: string) => ['bidding', 'list', which, viewer] as const,
};

const me = () => getSessionUser()?.user_id ?? '';

/** The listing's bidding, or null when it has none (the call answers 404). */
export function useItemBidding(itemId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.ofItem(itemId, user?.user_id ?? ''),
    queryFn: async (): Promise<Bidding | null> => {
      try {
        return await call('biddings/get', { body: { item_id: itemId } });
      } catch (error) {
        if (isApiError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
    staleTime: 15_000,
  });
}

/** One of the four lists of requests (first page of 30). */
export function useBiddingList(which: BiddingList) {
  const { user } = useSession();
  return useQuery({
    queryKey: keys.list(which, user?.user_id ?? ''),
    queryFn: () => call(`biddings/get_${which}`, { body: { user_id: me() } }),
    enabled: Boolean(user),
    staleTime: 0,
  });
}

/** A write, then every bidding query is fetched again (panel and lists show the new state). */
function useBiddingWrite<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export interface OpenBiddingInput {
  itemId: string;
  startTime: string;
  endTime: string;
  startPrice: string;
  minStep: string;
  bidFee: string;
}

export const useOpenBidding = () =>
  useBiddingWrite((i: OpenBiddingInput) =>
    call('biddings/add', { body: { user_id: me(), item_id: i.itemId, start_time: i.startTime, end_time: i.endTime, start_price: i.startPrice, min_step: i.minStep, bid_fee: i.bidFee } }),
  );

export const useMoveStart = () =>
  useBiddingWrite((i: { biddingId: string; startTime: string }) => call('biddings/update_start_time', { body: { user_id: me(), bidding_id: i.biddingId, start_time: i.startTime } }));

export const useCancelBidding = () => useBiddingWrite((biddingId: string) => call('biddings/cancel', { body: { user_id: me(), bidding_id: biddingId } }));

/** Ask to bid; with a fee, `paymentMethod` pays it and the answer says where (`redirect_url`). */
export const useAskToBid = () =>
  useBiddingWrite((i: { biddingId: string; paymentMethod: string }) =>
    call('bidding_transactions/add', { body: { user_id: me(), bidding_id: i.biddingId, payment_method: i.paymentMethod, idempotency_key: `bid-${i.biddingId}-${crypto.randomUUID()}` } }),
  );

export const usePlaceBid = () => useBiddingWrite((i: { biddingId: string; amount: string }) => call('biddings/bid', { body: { user_id: me(), bidding_id: i.biddingId, amount: i.amount } }));

export const useDecide = () =>
  useBiddingWrite((i: { bidderId: string; status: 'approved' | 'rejected'; reason?: string }) =>
    call('biddings/bidding_approval_reject', { body: { user_id: me(), bidder_id: i.bidderId, status: i.status, reason: i.reason ?? '' } }),
  );
