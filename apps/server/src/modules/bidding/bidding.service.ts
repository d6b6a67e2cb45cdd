/**
 * Bidding (issue 13 item 6, decision 016). A seller opens bidding on their own published, unsold listing; buyers ask
 * to bid (paying the fee through the payments module when there is one); the seller approves or rejects them;
 * approved bidders bid above the highest by at least the step between the start and the end. Every write that a
 * rule depends on runs with the bidding row locked, so racing bids take turns and exactly one wins a level; the
 * jobs open the bidding at its start and close it at its end, naming the winner.
 */
import { BIDDING_LIMITS, ITEM_STATUS, isCurrencyCode, ownerActionRefusal, toMinor, type BiddingAddBody, type BidderAddBody, type BidderDecisionBody, type BidPlaceBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { openDealConversation } from '../chat/index.ts';
import { enqueue } from '../jobs/index.ts';
import { notifyUser } from '../notifications/index.ts';
import { enabledProviders, findPayment, providerName, refundLater, startPayment } from '../payments/index.ts';
import { getSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import { isLive, tellSellerOfRequest } from './bidding.fee.ts';
import { effectiveStatus, moneyText, nextMinimum, presentBidding, presentRequest } from './bidding.presenter.ts';
import * as repo from './bidding.repository.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "YYYY-MM-DD HH:MM[:SS]" is UTC (the wire's dates); ISO 8601 text carries its own offset. */
function parseTime(text: string): Date {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const d = new Date(zoned ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(d.getTime())) throw badRequest('bidding.time_invalid');
  return d;
}

/** A positive amount of the bidding's currency, in minor units. */
function amountOf(text: string, currency: string, key = 'bidding.amount_invalid'): number {
  const minor = toMinor(text, currency);
  if (minor === null) throw badRequest(key);
  return minor;
}

/** The start must not be past (a little grace for forms) nor too far ahead; the end after the start, not too long. */
function checkWindow(start: Date, end: Date, now: Date): void {
  if (start.getTime() < now.getTime() - BIDDING_LIMITS.startGraceSeconds * 1000) throw badRequest('bidding.start_past');
  if (start.getTime() > now.getTime() + BIDDING_LIMITS.startAheadDays * DAY) throw badRequest('bidding.start_too_far', { days: BIDDING_LIMITS.startAheadDays });
  if (end.getTime() < start.getTime() + BIDDING_LIMITS.minDurationMinutes * MINUTE) throw badRequest('bidding.end_too_soon', { minutes: BIDDING_LIMITS.minDurationMinutes });
  if (end.getTime() > start.getTime() + BIDDING_LIMITS.maxDurationDays * DAY) throw badRequest('bidding.too_long', { days: BIDDING_LIMITS.maxDurationDays });
}

async function viewOf(deps: Deps, id: string, viewerId: string | null): Promise<Wire> {
  const [view] = await repo.biddingViews(deps.db, [id]);
  const request = viewerId ? await repo.findRequest(deps.db, id, viewerId) : undefined;
  return presentBidding(view!, deps.clock.now(), { userId: viewerId, request: request && { id: request.id, status: request.status } });
}

async function requestWire(deps: Deps, requestId: string, viewerId: string): Promise<Wire> {
  const r = (await repo.requestView(deps.db, requestId))!;
  const [b] = await repo.biddingViews(deps.db, [r.biddingId]);
  return presentRequest(r, b!, deps.clock.now(), viewerId);
}

/** Requests and bids need the listing still published and unsold (sold or taken down meanwhile: refused). */
async function assertItemAvailable(db: DbOrTx, itemId: string): Promise<void> {
  const item = await repo.itemFacts(db, itemId);
  if (!item || item.status !== ITEM_STATUS.published || item.isSoldOut) throw badRequest('bidding.item_gone');
}

/** The bidding, locked, of which the caller must be the seller. */
async function sellersBidding(tx: Tx, sellerId: string, biddingId: string): Promise<repo.BiddingRow> {
  const b = isIdShape(biddingId) ? await repo.lockBidding(tx, biddingId) : undefined;
  if (!b) throw notFound('bidding.not_found');
  if (b.sellerId !== sellerId) throw forbidden('bidding.not_seller');
  return b;
}

// ---------------------------------------------------------------------------------------------- the seller

/** biddings/add: opens bidding on the seller's listing; the jobs that open and close it are queued with it. */
export async function openBidding(deps: Deps, sellerId: string, body: BiddingAddBody): Promise<Wire> {
  const now = deps.clock.now();
  const start = parseTime(body.start_time);
  const end = parseTime(body.end_time);
  checkWindow(start, end, now);
  const item = isIdShape(body.item_id) ? await repo.itemFacts(deps.db, body.item_id) : undefined;
  if (!item) throw notFound('bidding.item_not_found');
  if (item.addedUserId !== sellerId) throw forbidden('bidding.not_your_item');
  if (ownerActionRefusal('open_bidding', item)) throw badRequest('bidding.item_not_available');
  const currency = (item.currencyCode ?? (await getSettings(deps.db, ['payment'])).payment.currency_short_form ?? '').trim().toUpperCase();
  if (!isCurrencyCode(currency)) throw badRequest('bidding.currency_unknown');
  const startPrice = amountOf(body.start_price, currency);
  const step = amountOf(body.min_step, currency);
  const fee = body.bid_fee === '' ? 0 : amountOf(body.bid_fee, currency);
  if (startPrice <= 0 || step <= 0) throw badRequest('bidding.price_positive');
  const id = newId(ID_PREFIX.bidding);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.lockItem(tx, item.id);
      if (await repo.hasLiveBidding(tx, item.id)) throw conflict('bidding.already_live');
      await repo.insertBidding(tx, {
        id,
        itemId: item.id,
        sellerId,
        startAt: start,
        endAt: end,
        currency,
        startPriceMinor: startPrice,
        minStepMinor: step,
        bidFeeMinor: fee,
        status: start <= now ? 'open' : 'scheduled',
        addedDate: now,
        updatedDate: now,
      });
      if (start > now) await enqueue(tx, 'bidding-open', { bidding_id: id }, { startAfter: start });
      await enqueue(tx, 'bidding-close', { bidding_id: id }, { startAfter: end });
    });
  } catch (err) {
    // The unique index on an item's live bidding is the backstop of the check above (the driver's error is the cause).
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict('bidding.already_live');
    throw err;
  }
  return viewOf(deps, id, sellerId);
}

/** biddings/update_start_time: only before the bidding starts; the new start is held to the same window. */
export async function updateStartTime(deps: Deps, sellerId: string, biddingId: string, startText: string): Promise<Wire> {
  const now = deps.clock.now();
  const start = parseTime(startText);
  await deps.db.transaction(async (tx) => {
    const b = await sellersBidding(tx, sellerId, biddingId);
    if (effectiveStatus(b, now) !== 'scheduled') throw badRequest(isLive(b, now) ? 'bidding.already_started' : 'bidding.not_live');
    checkWindow(start, b.endAt, now);
    await repo.updateBidding(tx, b.id, { startAt: start, status: start <= now ? 'open' : 'scheduled', updatedDate: now });
    // The job queued for the old start finds the bidding not due (or already open) and does nothing.
    if (start > now) await enqueue(tx, 'bidding-open', { bidding_id: b.id }, { startAfter: start });
  });
  return viewOf(deps, biddingId, sellerId);
}

/** biddings/cancel: the seller withdraws the bidding before the first bid; every fee paid is refunded. */
export async function cancelBidding(deps: Deps, sellerId: string, biddingId: string): Promise<Wire> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const b = await sellersBidding(tx, sellerId, biddingId);
    if (!isLive(b, now)) throw badRequest('bidding.not_live');
    if (b.highestBidId) throw conflict('bidding.has_bids');
    await repo.updateBidding(tx, b.id, { status: 'canceled', updatedDate: now });
    for (const fee of await repo.paidFees(tx, b.id, ['pending', 'approved', 'rejected'])) await refundLater(tx, fee.paymentId, sellerId, 'bidding canceled by the seller');
    const item = await repo.itemFacts(tx, b.itemId);
    for (const r of await repo.requestsOf(tx, b.id, ['pending', 'approved'])) {
      await tell(deps, tx, r.userId, `bidding:${b.id}:canceled`, 'canceled', b, { item: item?.title ?? '' });
    }
  });
  return viewOf(deps, biddingId, sellerId);
}

/**
 * bidding_approval_reject: the seller answers a request that waits (`pending`) while the bidding runs. A rejected
 * bidder's paid fee is refunded (refundPayment, from a job queued in this transaction: the provider is asked
 * outside it, and retried until it answers).
 */
export async function decide(deps: Deps, sellerId: string, body: BidderDecisionBody): Promise<Wire> {
  const now = deps.clock.now();
  const seen = isIdShape(body.bidder_id) ? await repo.findRequestById(deps.db, body.bidder_id) : undefined;
  if (!seen) throw notFound('bidding.request_not_found');
  await deps.db.transaction(async (tx) => {
    const b = await sellersBidding(tx, sellerId, seen.biddingId);
    const request = (await repo.lockRequest(tx, seen.id))!;
    if (!isLive(b, now)) throw badRequest('bidding.not_live');
    if (request.status === 'unpaid') throw badRequest('bidding.fee_unpaid');
    if (request.status !== 'pending') throw conflict('bidding.already_decided');
    await repo.updateRequest(tx, request.id, { status: body.status, reason: body.status === 'rejected' ? body.reason : '', updatedDate: now });
    if (body.status === 'rejected' && request.feePaymentId) {
      const fee = await findPayment(tx, request.feePaymentId);
      if (fee?.status === 'succeeded') await refundLater(tx, fee.id, sellerId, 'request to bid rejected by the seller');
    }
    const item = await repo.itemFacts(tx, b.itemId);
    await tell(deps, tx, request.userId, `bidding:${request.id}:${body.status}`, body.status, b, { item: item?.title ?? '' });
  });
  return requestWire(deps, seen.id, sellerId);
}

// ---------------------------------------------------------------------------------------------- the buyer

/**
 * bidding_transactions/add: a buyer asks to bid. Without a fee the request waits for the seller at once; with one
 * it is `unpaid` and its fee payment is started (or, asked again, the waiting payment answered again), and the
 * answer carries where to pay it. A request refused or answered before is not made twice.
 */
export async function askToBid(deps: Deps, userId: string, body: BidderAddBody): Promise<Wire> {
  const now = deps.clock.now();
  const b = isIdShape(body.bidding_id) ? await repo.findBidding(deps.db, body.bidding_id) : undefined;
  if (!b) throw notFound('bidding.not_found');
  if (b.sellerId === userId) throw forbidden('bidding.own_listing');
  if (!isLive(b, now)) throw badRequest('bidding.not_live');
  await assertItemAvailable(deps.db, b.itemId);
  const provider = b.bidFeeMinor > 0 ? await feeProvider(deps, body.payment_method) : null;
  let request = await repo.findRequest(deps.db, b.id, userId);
  if (request && request.status === 'rejected') throw conflict('bidding.rejected_before');
  if (request && request.status !== 'unpaid') throw conflict('bidding.already_requested');
  if (!request) request = await insertRequest(deps, b, userId, now);
  if (provider) {
    const user = await findUserById(deps.db, userId);
    const waiting = request.feePaymentId ? await findPayment(deps.db, request.feePaymentId) : undefined;
    const reuse = waiting && ['created', 'pending'].includes(waiting.status) && waiting.provider === provider;
    const key = body.idempotency_key || (reuse ? waiting.idempotencyKey : `bid_fee:${request.id}:${now.getTime()}`);
    await startPayment(deps, userId, { kind: 'bid_fee', subjectId: request.id, provider, couponCode: '', idempotencyKey: key, customerEmail: user?.userEmail ?? '' });
  }
  return requestWire(deps, request.id, userId);
}

/** The provider that takes the fee: named, and offered now (checked before anything is written). */
async function feeProvider(deps: Deps, method: string) {
  if (!method) throw badRequest('bidding.method_required');
  const name = providerName(method);
  if (!(await enabledProviders(deps)).has(name)) throw badRequest('money.method_unavailable');
  return name;
}

async function insertRequest(deps: Deps, b: repo.BiddingRow, userId: string, now: Date): Promise<repo.BidderRow> {
  const id = newId(ID_PREFIX.bidder);
  await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockBidding(tx, b.id))!;
    if (!isLive(locked, now)) throw badRequest('bidding.not_live');
    const row = { id, biddingId: b.id, userId, status: b.bidFeeMinor > 0 ? 'unpaid' : 'pending', addedDate: now, updatedDate: now };
    if (!(await repo.insertRequest(tx, row))) throw conflict('bidding.already_requested');
    if (row.status === 'pending') await tellSellerOfRequest(deps, tx, locked, { ...row, feePaymentId: null, reason: '' });
  });
  return (await repo.findRequestById(deps.db, id))!;
}

/**
 * biddings/bid: an approved bidder bids between the start and the end, at least the start price for the first bid
 * and the highest plus the step after it, never on their own listing nor over their own highest bid. The bidding
 * row is locked while the bid is checked and stored: of racing bids at one level exactly one is taken.
 */
export async function placeBid(deps: Deps, userId: string, body: BidPlaceBody): Promise<Wire> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const b = isIdShape(body.bidding_id) ? await repo.lockBidding(tx, body.bidding_id) : undefined;
    if (!b) throw notFound('bidding.not_found');
    if (b.sellerId === userId) throw forbidden('bidding.own_listing');
    const state = effectiveStatus(b, now);
    if (state === 'scheduled') throw badRequest('bidding.not_started');
    if (state !== 'open') throw badRequest(b.status === 'canceled' ? 'bidding.not_live' : 'bidding.ended');
    const request = await repo.findRequest(tx, b.id, userId);
    if (request?.status !== 'approved') throw forbidden('bidding.not_approved');
    await assertItemAvailable(tx, b.itemId);
    const amount = amountOf(body.amount, b.currency);
    const highest = await repo.highestBid(tx, b);
    if (highest?.userId === userId) throw conflict('bidding.already_highest');
    const least = nextMinimum(b, highest?.amountMinor ?? null);
    if (amount < least) throw new AppError(409, 'bidding.too_low', { min: moneyText(least, b.currency) });
    const bidId = newId(ID_PREFIX.bid);
    await repo.insertBid(tx, { id: bidId, biddingId: b.id, userId, amountMinor: amount, addedDate: now });
    await repo.updateBidding(tx, b.id, { highestBidId: bidId, status: 'open', updatedDate: now });
    if (highest) {
      const item = await repo.itemFacts(tx, b.itemId);
      await tell(deps, tx, highest.userId, `bidding:${bidId}:outbid`, 'outbid', b, { item: item?.title ?? '', amount: moneyText(amount, b.currency) });
    }
  });
  return viewOf(deps, body.bidding_id, userId);
}

// ---------------------------------------------------------------------------------------------- reads

/** biddings/get: the listing's live bidding, else its latest; anyone may see it (shaped for the viewer). */
export async function biddingOfItem(deps: Deps, itemId: string, viewerId: string | null): Promise<Wire> {
  const id = isIdShape(itemId) ? await repo.biddingIdOfItem(deps.db, itemId) : undefined;
  if (!id) throw notFound('bidding.none');
  return viewOf(deps, id, viewerId);
}

/** The four lists (decision 016): which requests each holds. */
export const LISTS = {
  /** The seller's to-do: requests waiting for the seller's decision on running biddings, oldest first. */
  seller_to_do: { side: 'seller', statuses: ['pending'], liveOnly: true, newestFirst: false },
  /** The bidders the seller approved, on every bidding of theirs, latest decision first. */
  seller_bid_approved: { side: 'seller', statuses: ['approved'], liveOnly: false, newestFirst: true },
  /** The buyer's to-do: their requests on running biddings that wait for the fee or for the seller. */
  buyer_to_do: { side: 'buyer', statuses: ['unpaid', 'pending'], liveOnly: true, newestFirst: false },
  /** The buyer's approved requests (where they may bid, or did), latest first. */
  buyer_bid_approved: { side: 'buyer', statuses: ['approved'], liveOnly: false, newestFirst: true },
} as const;

export async function listOf(deps: Deps, which: keyof typeof LISTS, userId: string, page: Page): Promise<Wire[]> {
  const now = deps.clock.now();
  const rows = await repo.listRequests(deps.db, { ...LISTS[which], statuses: [...LISTS[which].statuses], userId, now, limit: page.limit, offset: page.offset });
  const views = new Map((await repo.biddingViews(deps.db, [...new Set(rows.map((r) => r.biddingId))])).map((v) => [v.id, v]));
  return rows.map((r) => presentRequest(r, views.get(r.biddingId)!, now, userId));
}

// ---------------------------------------------------------------------------------------------- jobs

/** bidding-open: at the start, a scheduled bidding opens (a job for a start since moved later does nothing). */
export async function openDue(deps: Deps, biddingId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const b = await repo.lockBidding(tx, biddingId);
    if (!b || b.status !== 'scheduled' || now < b.startAt) return;
    await repo.updateBidding(tx, b.id, { status: 'open', updatedDate: now });
  });
}

/**
 * bidding-close: at the end the bidding closes and the highest bid wins. The winner, the seller and every other
 * bidder who bid are told (once each: the notifications' event keys); requests the seller never answered are
 * closed as rejected and their fees refunded. Early (a clock ahead of the database's), it queues itself again.
 */
export async function closeDue(deps: Deps, biddingId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const b = await repo.lockBidding(tx, biddingId);
    if (!b || (b.status !== 'scheduled' && b.status !== 'open')) return;
    if (now < b.endAt) {
      await enqueue(tx, 'bidding-close', { bidding_id: b.id }, { startAfter: b.endAt });
      return;
    }
    const highest = await repo.highestBid(tx, b);
    await repo.updateBidding(tx, b.id, { status: 'closed', winnerUserId: highest?.userId ?? null, updatedDate: now });
    for (const fee of await repo.paidFees(tx, b.id, ['pending'])) await refundLater(tx, fee.paymentId, b.sellerId, 'bidding ended before the seller answered');
    for (const r of await repo.requestsOf(tx, b.id, ['pending'])) await repo.updateRequest(tx, r.id, { status: 'rejected', reason: 'not_answered', updatedDate: now });
    const item = await repo.itemFacts(tx, b.itemId);
    const title = item?.title ?? '';
    if (!highest) {
      await tell(deps, tx, b.sellerId, `bidding:${b.id}:ended`, 'no_bids', b, { item: title });
      return;
    }
    const amount = moneyText(highest.amountMinor, b.currency);
    const winner = await findUserById(tx, highest.userId);
    // The deal goes on in the normal chat: its conversation is opened now, so the seller can write to the winner first.
    const chatId = await openDealConversation(deps, tx, { itemId: b.itemId, buyerId: highest.userId, sellerId: b.sellerId });
    const chat: Record<string, string> = chatId ? { chat_id: chatId } : {};
    await tell(deps, tx, highest.userId, `bidding:${b.id}:won`, 'won', b, { item: title, amount }, 'bought', chat);
    await tell(deps, tx, b.sellerId, `bidding:${b.id}:ended`, 'sold', b, { item: title, amount, name: winner?.userName ?? '' }, 'bought', { buyer_user_id: highest.userId, ...chat });
    for (const loser of await repo.biddersWhoBid(tx, b.id)) {
      if (loser !== highest.userId) await tell(deps, tx, loser, `bidding:${b.id}:lost`, 'lost', b, { item: title, amount });
    }
  });
}

/** One bidding notification (title and body keys `bidding.noti.<what>_title|_body`), opening the listing. */
async function tell(
  deps: Deps,
  tx: Tx,
  userId: string,
  eventKey: string,
  what: string,
  b: repo.BiddingRow,
  vars: Record<string, string>,
  flag: 'approval' | 'bought' = 'approval',
  extra: Record<string, string> = {},
): Promise<void> {
  await notifyUser(deps, tx, {
    userId,
    flag,
    eventKey,
    itemId: b.itemId,
    titleKey: `bidding.noti.${what}_title`,
    messageKey: `bidding.noti.${what}_body`,
    vars,
    data: { item_id: b.itemId, bidding_id: b.id, ...extra },
  });
}
