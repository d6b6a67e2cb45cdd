/**
 * The bid fee as a kind the payments module sells (decision 015's `registerPaymentKind`, decision 016): the subject
 * is the buyer's request to bid (a `bidders` row). Registered when this module loads.
 *
 * - quote: the bidding's fee, while the request waits for it (`unpaid`) and the bidding still runs;
 * - created: the request points at the payment just started (its checkout is the bidder's way to pay);
 * - grant: the request moves from `unpaid` to `pending` (the seller decides) and the seller hears of it. A fee that
 *   arrives too late (the bidding ended or was canceled) or twice (a second payment of one request) grants nothing:
 *   its refund is queued in the same transaction;
 * - reverse (the fee was refunded in full): a request still waiting or approved in a running bidding loses its
 *   place (`rejected`, reason `fee_refunded`): taking part is what the fee paid for;
 * - release (failed, canceled, rejected payment): the request stays `unpaid`; the buyer may pay again.
 */
import { refundLater, registerPaymentKind, type PaymentKindHandler } from '../payments/index.ts';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { notifyUser } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import { effectiveStatus } from './bidding.presenter.ts';
import * as repo from './bidding.repository.ts';

/** A bidding still taking requests and bids: not canceled or closed, and before its end. */
export const isLive = (b: repo.BiddingRow, now: Date) => effectiveStatus(b, now) === 'scheduled' || effectiveStatus(b, now) === 'open';

/** The seller hears of a request that waits for their decision (once per request). */
export async function tellSellerOfRequest(deps: Deps, tx: Tx, b: repo.BiddingRow, request: repo.BidderRow): Promise<void> {
  const [buyer, item] = await Promise.all([findUserById(tx, request.userId), repo.itemFacts(tx, b.itemId)]);
  await notifyUser(deps, tx, {
    userId: b.sellerId,
    flag: 'approval',
    eventKey: `bidding:${request.id}:requested`,
    actorUserId: request.userId,
    itemId: b.itemId,
    titleKey: 'bidding.noti.request_title',
    messageKey: 'bidding.noti.request_body',
    vars: { name: buyer?.userName ?? '', item: item?.title ?? '' },
    data: { item_id: b.itemId, bidding_id: b.id, bidder_id: request.id },
  });
}

/** A request and its bidding, locked in the module's one order (the bidding first, as bids and decisions do). */
async function lockBoth(tx: Tx, requestId: string): Promise<{ request: repo.BidderRow; bidding: repo.BiddingRow } | undefined> {
  const seen = await repo.findRequestById(tx, requestId);
  if (!seen) return undefined;
  const bidding = (await repo.lockBidding(tx, seen.biddingId))!;
  const request = (await repo.lockRequest(tx, requestId))!;
  return { request, bidding };
}

const bidFee: PaymentKindHandler = {
  async quote(deps, tx, subjectId, userId) {
    const locked = await lockBoth(tx, subjectId);
    if (!locked || locked.request.userId !== userId) throw notFound('bidding.request_not_found');
    const { request, bidding: b } = locked;
    if (request.status !== 'unpaid') throw conflict('bidding.fee_paid');
    if (!isLive(b, deps.clock.now())) throw badRequest('bidding.not_live');
    if (b.bidFeeMinor <= 0) throw badRequest('bidding.no_fee');
    const item = await repo.itemFacts(tx, b.itemId);
    return { amountMinor: b.bidFeeMinor, currency: b.currency, description: `Bid fee: ${item?.title ?? b.itemId}`, couponScope: 'none' };
  },

  // The request points at its latest fee payment (asking again reuses a waiting one, and only the buyer sees its page).
  async created(deps, tx, payment) {
    await repo.updateRequest(tx, payment.subjectId, { feePaymentId: payment.id, updatedDate: deps.clock.now() });
  },

  async grant(deps, tx, payment) {
    const locked = await lockBoth(tx, payment.subjectId);
    if (!locked) return { note: 'request gone' };
    const { request, bidding: b } = locked;
    if (request.status !== 'unpaid' || !isLive(b, deps.clock.now())) {
      await refundLater(tx, payment.id, b.sellerId, request.status !== 'unpaid' ? 'bid fee paid twice' : 'bidding ended before the fee arrived');
      return { note: 'bid fee not needed: refund queued' };
    }
    const now = deps.clock.now();
    await repo.updateRequest(tx, request.id, { status: 'pending', feePaymentId: payment.id, updatedDate: now });
    await tellSellerOfRequest(deps, tx, b, request);
    return { note: 'request to bid waits for the seller' };
  },

  async reverse(deps, tx, payment) {
    const locked = await lockBoth(tx, payment.subjectId);
    if (!locked) return {};
    const { request, bidding: b } = locked;
    if (request.feePaymentId !== payment.id || !['pending', 'approved'].includes(request.status) || !isLive(b, deps.clock.now())) return {};
    await repo.updateRequest(tx, request.id, { status: 'rejected', reason: 'fee_refunded', updatedDate: deps.clock.now() });
    return { note: 'request to bid withdrawn with its fee' };
  },

  // Nothing was granted and nothing is held: the request stays `unpaid`, and asking again starts a new payment.
  async release() {},
};

registerPaymentKind('bid_fee', bidFee);
