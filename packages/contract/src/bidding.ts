/**
 * Bidding calls (issue 13 item 6, decision 016). The wire names the calls (`biddings/add`,
 * `bidding_transactions/add`, `bidding_approval_reject`, `biddings/update_start_time` and the four lists) but not
 * their fields: these are ours, in the wire's style (`user_id` names the caller, amounts are decimal text in the
 * bidding's currency, times are "YYYY-MM-DD HH:MM:SS" in UTC or ISO 8601 with an offset).
 */
import { z } from 'zod';

export const BIDDING_STATUSES = ['scheduled', 'open', 'closed', 'canceled'] as const;
export type BiddingStatus = (typeof BIDDING_STATUSES)[number];

/** A buyer's request: `unpaid` (the fee is not paid yet), `pending` (the seller decides), then approved/rejected. */
export const BIDDER_STATUSES = ['unpaid', 'pending', 'approved', 'rejected'] as const;
export type BidderStatus = (typeof BIDDER_STATUSES)[number];

export const BIDDING_LIMITS = {
  idMax: 64,
  /** The shortest and the longest a bidding may run. */
  minDurationMinutes: 60,
  maxDurationDays: 30,
  /** How far ahead a bidding may start. */
  startAheadDays: 90,
  /** A start this much in the past still counts as "now" (clocks and forms lag a little). */
  startGraceSeconds: 120,
  reasonMax: 300,
  /** The lists answer in pages of this size. */
  pageSize: 30,
} as const;

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const id = z.preprocess(asText, z.string().trim().min(1).max(BIDDING_LIMITS.idMax));
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
/** A decimal amount ("12.5"); its digits are checked against the bidding's currency by the server (money.ts). */
const amount = z.preprocess(asText, z.string().trim().max(24).regex(/^\d{1,16}(\.\d{0,6})?$/));
const optAmount = z.preprocess(asText, z.union([z.literal(''), z.string().trim().max(24).regex(/^\d{1,16}(\.\d{0,6})?$/)]).optional().default(''));
/** "YYYY-MM-DD HH:MM[:SS]" (UTC) or ISO 8601 with Z or an offset. */
const time = z.preprocess(
  asText,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/),
);
const paging = { limit: opt(10), offset: opt(10) };

/** biddings/add: the seller opens bidding on their own published, unsold listing. */
export const biddingAddBody = z.object({
  user_id: id,
  item_id: id,
  start_time: time,
  end_time: time,
  start_price: amount,
  min_step: amount,
  /** The fee a buyer pays to ask to bid ("" or "0": none). */
  bid_fee: optAmount,
});
export type BiddingAddBody = z.output<typeof biddingAddBody>;

/** biddings/get: the bidding of a listing (the live one, else the latest), for anyone. */
export const biddingGetBody = z.object({ item_id: id });

/** A seller's act on one of their biddings (biddings/cancel). */
export const biddingRefBody = z.object({ user_id: id, bidding_id: id });

/** biddings/update_start_time: move the start of a bidding that has not started. */
export const biddingStartTimeBody = z.object({ user_id: id, bidding_id: id, start_time: time });

/** bidding_transactions/add: a buyer asks to bid; with a fee, it is paid through `payment_method`. */
export const bidderAddBody = z.object({
  user_id: id,
  bidding_id: id,
  payment_method: opt(32),
  /** The client's key of this attempt: a retried request answers the same fee payment. */
  idempotency_key: opt(100),
});
export type BidderAddBody = z.output<typeof bidderAddBody>;

/** bidding_approval_reject: the seller approves or rejects a request. */
export const bidderDecisionBody = z.object({
  user_id: id,
  bidder_id: id,
  status: z.enum(['approved', 'rejected']),
  reason: opt(BIDDING_LIMITS.reasonMax),
});
export type BidderDecisionBody = z.output<typeof bidderDecisionBody>;

/** biddings/bid: an approved bidder bids. */
export const bidPlaceBody = z.object({ user_id: id, bidding_id: id, amount });
export type BidPlaceBody = z.output<typeof bidPlaceBody>;

/** The four lists of requests (seller's and buyer's to-do and approved). */
export const biddingListBody = z.object({ user_id: id, ...paging });
