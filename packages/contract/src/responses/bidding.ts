/**
 * The wire of bidding (decision 016): a bidding as anyone sees it (state, prices, the highest bid and its bidder as
 * the product shows other people: name and picture), and a buyer's request to bid with its bidding nested. Amounts
 * are decimal text in the bidding's currency beside the same amount in minor units (`*_minor`).
 */
import { wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireRecord, wireText, orEmpty } from '../wire.ts';
import { BIDDER_STATUSES, BIDDING_STATUSES } from '../bidding.ts';
import { wireUserBrief } from './reviews.ts';

export const wireBidding = wireRecord({
  id: wireId,
  item_id: wireId,
  item_title: wireText,
  seller_id: wireId,
  seller: orEmpty(wireUserBrief),
  start_time: wireDate,
  end_time: wireDate,
  /** As of now: scheduled before the start, open until the end, then closed (or canceled by the seller). */
  status: wireEnum(BIDDING_STATUSES),
  currency: wireText,
  start_price: wireText,
  start_price_minor: wireInt,
  min_step: wireText,
  min_step_minor: wireInt,
  bid_fee: wireText,
  bid_fee_minor: wireInt,
  highest_bid: wireText,
  highest_bid_minor: wireInt,
  /** The least the next bid may be: the start price, or the highest plus the step. */
  next_min_bid: wireText,
  next_min_bid_minor: wireInt,
  bid_count: wireInt,
  approved_bidder_count: wireInt,
  highest_bidder: orEmpty(wireUserBrief),
  /** Set once the bidding closed with bids. */
  winner_user_id: wireText,
  /** The viewer's own request ("" for visitors and those who did not ask) and whether the viewer is the seller. */
  my_request_id: wireText,
  my_status: wireText,
  is_owner: wireFlag,
  added_date: wireDate,
});

export const wireBidderRequest = wireRecord({
  id: wireId,
  bidding_id: wireId,
  user_id: wireId,
  status: wireEnum(BIDDER_STATUSES),
  reason: wireText,
  /** The bidder's highest bid in this bidding ("" before any). */
  my_highest_bid: wireText,
  fee_payment_id: wireText,
  fee_payment_status: wireText,
  /** Only for the bidder, while the fee waits to be paid: where to pay it. */
  redirect_url: wireText,
  client_secret: wireText,
  public_key: wireText,
  added_date: wireDate,
  decided_date: wireDateOrNull,
  user: wireUserBrief,
  bidding: wireBidding,
});
