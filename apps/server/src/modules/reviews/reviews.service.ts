/**
 * Reviews (issue 11 item 3): a party of a completed deal reviews the other party once per deal. The deal graph of
 * the contract (`dealTransition(state, 'review', …)`, decision 012) decides and names every refusal; the review,
 * the reviewed user's summary (rating_count, overall_rating) and their notification commit together.
 * rating_details (the count per star) is counted from the ratings themselves when a user is presented.
 */
import { dealStateFromWire, dealTransition, REVIEW_LIMITS, type AddRatingBody, type DealParty, type DealRole } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import type { Wire } from '../../lib/wire.ts';
import type { Page } from '../../http/paging.ts';
import { notifyUser } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import { presentRating } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';

/** The HTTP status of each refusal of the deal graph for a review (400 otherwise). */
const REFUSAL_STATUS: Record<string, number> = {
  'deal.not_participant': 403,
  'deal.already_reviewed': 409,
};

const refuse = (key: string) => new AppError(REFUSAL_STATUS[key] ?? 400, key);

/** The caller's place in the deal: a party only when the reviewed user is the other party. */
function roleOf(deal: repo.DealRow, fromId: string, toId: string): DealRole {
  if (deal.buyerUserId === fromId && deal.sellerUserId === toId) return 'buyer';
  if (deal.sellerUserId === fromId && deal.buyerUserId === toId) return 'seller';
  return 'other';
}

/**
 * rates/add_rating by `fromId` (the session's user). The deal is `chat_id`, or the latest completed deal between
 * the two users that the author has not reviewed. Refusals: unknown conversation (404 deal.no_chat), not its
 * parties (403 deal.not_participant), deal not complete (400 deal.review_after_sale), second review of the deal
 * (409 deal.already_reviewed; also for a concurrent double submit).
 */
export async function addRating(deps: Deps, fromId: string, body: AddRatingBody, t: Translate): Promise<Wire> {
  const toId = body.to_user_id;
  if (fromId === toId) throw forbidden('deal.not_participant');
  if (!(await findUserById(deps.db, toId))) throw badRequest('auth.user_id_invalid');
  const now = deps.clock.now();
  const ratingId = newId(ID_PREFIX.rating);
  await deps.db.transaction(async (tx) => {
    let deal: repo.DealRow | undefined;
    if (body.chat_id) {
      if (!isIdShape(body.chat_id)) throw notFound('deal.no_chat');
      deal = await repo.findDeal(tx, body.chat_id);
      if (!deal) throw notFound('deal.no_chat');
    } else {
      deal = await repo.findDealBetween(tx, fromId, toId);
      if (!deal) throw refuse('deal.review_after_sale');
    }
    // One review per deal and author: the deal row is the lock, so a double submit waits and then sees the first.
    await repo.lockDeal(tx, deal.id);
    const role = roleOf(deal, fromId, toId);
    const reviewers = await repo.reviewersOf(tx, deal.id);
    const reviewed: Record<DealParty, boolean> = { buyer: reviewers.has(deal.buyerUserId), seller: reviewers.has(deal.sellerUserId) };
    const state = dealStateFromWire({ chat_status: deal.chatStatus }, deal.latestOfferBy === 'seller' ? 'seller' : 'buyer');
    if (!state) throw refuse('deal.review_after_sale');
    const outcome = dealTransition(state, 'review', {
      role,
      item: { status: deal.itemStatus, isSoldOut: deal.itemIsSoldOut, isShop: deal.itemIsShop, acceptedElsewhere: false },
      reviewed,
    });
    if (!outcome.ok) throw refuse(outcome.refusal);
    await repo.lockUser(tx, toId);
    const inserted = await repo.insertRating(tx, {
      id: ratingId,
      fromUserId: fromId,
      toUserId: toId,
      itemId: deal.itemId,
      chatHeaderId: deal.id,
      title: body.title,
      description: body.description,
      rating: body.rating,
      addedDate: now,
    });
    if (!inserted) throw conflict('deal.already_reviewed');
    await repo.recomputeSummary(tx, toId);
    const author = await findUserById(tx, fromId);
    await notifyUser(deps, tx, {
      userId: toId,
      flag: 'review',
      eventKey: `review:${ratingId}`,
      actorUserId: fromId,
      titleKey: 'notify.review_title',
      messageKey: 'notify.review_body',
      vars: { name: author?.userName ?? '', stars: body.rating },
      // A click opens the review list of the reviewed user (spec "Push click routing").
      data: { rating_id: ratingId, chat_id: deal.id, item_id: deal.itemId, from_user_id: fromId, user_id: toId },
    });
  });
  return presentRating((await repo.findRating(deps.db, ratingId))!, deps.clock.now(), t);
}

/** rates/rating_user: the reviews `userId` received, newest first, each with its author. */
export async function ratingsOf(deps: Deps, userId: string, page: Page, t: Translate): Promise<Wire[]> {
  if (!isIdShape(userId)) return [];
  const now = deps.clock.now();
  return (await repo.findRatingsOf(deps.db, userId, page)).map((r) => presentRating(r, now, t));
}

export const REVIEW_PAGE_SIZE = REVIEW_LIMITS.pageSize;
