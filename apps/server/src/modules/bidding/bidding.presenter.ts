/** Bidding rows → the wire (responses/bidding.ts): amounts in the bidding's currency, people as the product shows them. */
import { formatMinor, wireMoney, type BiddingStatus, type WireOf, type wireBidderRequest, type wireBidding, type wireUserBrief } from '@wheeldeal/contract';
import { emptyObject, flag, money, wireDate } from '../../lib/wire.ts';
import type { BiddingRow, BiddingView, PersonRow, RequestView } from './bidding.repository.ts';

const PERSON_FIELDS = ['user_id', 'user_name', 'user_profile_photo', 'is_verify_blue_mark', 'overall_rating', 'rating_count'] as const;

function presentPerson(p: PersonRow): WireOf<typeof wireUserBrief> {
  return {
    user_id: p.id,
    user_name: p.userName,
    user_profile_photo: p.userProfilePhoto,
    is_verify_blue_mark: String(p.isVerifyBlueMark),
    overall_rating: money(p.overallRating),
    rating_count: String(p.ratingCount),
  };
}

const personOrEmpty = (p: PersonRow | null) => (p ? presentPerson(p) : (emptyObject(PERSON_FIELDS) as unknown as WireOf<typeof wireUserBrief>));

/**
 * Where a bidding stands now. The stored status moves with the jobs at the start and the end; between a time and
 * its job the clock decides, so a late job never shows a bidding open after its end or scheduled after its start.
 */
export function effectiveStatus(b: BiddingRow, now: Date): BiddingStatus {
  if (b.status === 'canceled' || b.status === 'closed') return b.status;
  if (now < b.startAt) return 'scheduled';
  return now < b.endAt ? 'open' : 'closed';
}

/** The least the next bid may be: the start price for the first, else the highest plus the step. */
export function nextMinimum(b: Pick<BiddingRow, 'startPriceMinor' | 'minStepMinor'>, highestMinor: number | null): number {
  return highestMinor === null ? b.startPriceMinor : highestMinor + b.minStepMinor;
}

export interface Viewer {
  userId: string | null;
  /** The viewer's own request of this bidding, if any. */
  request?: { id: string; status: string };
}

export function presentBidding(b: BiddingView, now: Date, viewer: Viewer): WireOf<typeof wireBidding> {
  const m = (minor: number) => wireMoney(minor, b.currency);
  const next = nextMinimum(b, b.highestMinor);
  return {
    id: b.id,
    item_id: b.itemId,
    item_title: b.itemTitle,
    seller_id: b.sellerId,
    seller: personOrEmpty(b.seller),
    start_time: wireDate(b.startAt),
    end_time: wireDate(b.endAt),
    status: effectiveStatus(b, now),
    currency: b.currency,
    start_price: m(b.startPriceMinor),
    start_price_minor: String(b.startPriceMinor),
    min_step: m(b.minStepMinor),
    min_step_minor: String(b.minStepMinor),
    bid_fee: m(b.bidFeeMinor),
    bid_fee_minor: String(b.bidFeeMinor),
    highest_bid: b.highestMinor === null ? '' : m(b.highestMinor),
    highest_bid_minor: b.highestMinor === null ? '0' : String(b.highestMinor),
    next_min_bid: m(next),
    next_min_bid_minor: String(next),
    bid_count: String(b.bidCount),
    approved_bidder_count: String(b.approvedCount),
    highest_bidder: personOrEmpty(b.highestBidder),
    winner_user_id: b.winnerUserId ?? '',
    my_request_id: viewer.request?.id ?? '',
    my_status: viewer.request?.status ?? '',
    is_owner: flag(viewer.userId !== null && viewer.userId === b.sellerId),
    added_date: wireDate(b.addedDate),
  };
}

/**
 * A request with its bidding. The fee's checkout (where to pay) is shown to the bidder alone and only while the
 * payment waits for them; the seller sees the request, never the buyer's payment page.
 */
export function presentRequest(r: RequestView, b: BiddingView, now: Date, viewerId: string): WireOf<typeof wireBidderRequest> {
  const mine = viewerId === r.userId;
  const payable = mine && r.status === 'unpaid' && r.feePaymentStatus === 'created';
  return {
    id: r.id,
    bidding_id: r.biddingId,
    user_id: r.userId,
    status: r.status as WireOf<typeof wireBidderRequest>['status'],
    reason: r.reason,
    my_highest_bid: r.myHighestMinor === null ? '' : wireMoney(r.myHighestMinor, b.currency),
    fee_payment_id: mine ? (r.feePaymentId ?? '') : '',
    fee_payment_status: r.feePaymentStatus,
    redirect_url: payable ? (r.checkout.redirectUrl ?? '') : '',
    client_secret: payable ? (r.checkout.clientSecret ?? '') : '',
    public_key: payable ? (r.checkout.publicKey ?? '') : '',
    added_date: wireDate(r.addedDate),
    decided_date: r.status === 'approved' || r.status === 'rejected' ? wireDate(r.updatedDate) : '',
    user: presentPerson(r.person),
    bidding: presentBidding(b, now, { userId: viewerId, request: mine ? { id: r.id, status: r.status } : undefined }),
  };
}

/** An amount for a message ("1,250.00 USD" style is the client's; messages carry the plain decimal and code). */
export const moneyText = (minor: number, currency: string) => `${formatMinor(minor, currency)} ${currency}`;
