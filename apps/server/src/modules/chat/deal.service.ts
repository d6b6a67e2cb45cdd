/**
 * The deal of a conversation on the server (issue 11 item 2, decision 012): each call is one action of the
 * contract's graph (`dealTransition`), fired under the item row's lock and then the header's, so two accepts on
 * one car cannot both win. A step writes the header from DEAL_WIRE, the offers history, its chat message, the item
 * when it sells, and a notification to the other party, all in one transaction with their realtime frames.
 */
import {
  DEAL_MESSAGE_KEYS,
  dealTransition,
  updatePriceAction,
  type DealAction,
  type DealOutcome,
  type DealParty,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { money } from '../../lib/wire.ts';
import { itemClickData, notifyUser } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import { dealStateOf, roleOf, type WireHeader } from './chat.presenter.ts';
import * as repo from './chat.repository.ts';
import { appendMessage, chatClickData, participantHeader, presentHeaderOf, publishChat, requireOpen, type ChatRef } from './chat.service.ts';

const K = DEAL_MESSAGE_KEYS;

/** The HTTP status of a deal refusal: the spec's 404s, 403 for a non-participant, 400 for a bad amount, else 409. */
export function dealRefusal(key: string): AppError {
  if (key === K.noChat || key === K.acceptAgain) return notFound(key);
  if (key === K.notParticipant) return forbidden(key);
  if (key === K.amountInvalid) return badRequest(key);
  return conflict(key);
}

/** What a call asks: a fixed action, or chats/update_price's price (the action follows from the state). */
export type DealRequest = { action: Exclude<DealAction, 'review'> } | { price: number };

/** The offers row's outcome for the standing offer when a step closes it. */
const CLOSES: Partial<Record<DealAction, 'accepted' | 'rejected' | 'withdrawn'>> = { accept: 'accepted', reject: 'rejected', withdraw: 'withdrawn', offer: 'withdrawn', counter: 'withdrawn' };

/**
 * Fires one step of the deal of the caller's conversation. Refusals (the graph's key, or chat.blocked) leave
 * everything unchanged. Answers the header as the caller sees it after the step.
 */
export async function dealStep(deps: Deps, userId: string, ref: ChatRef, request: DealRequest, t: Translate): Promise<WireHeader> {
  const found = await participantHeader(deps, userId, ref);
  await requireOpen(deps, found);
  const role = roleOf(found, userId) as DealParty;
  await deps.db.transaction(async (tx) => {
    // Lock order, always: the item row, then the header row.
    const item = await repo.lockItemFacts(tx, found.itemId);
    const h = await repo.lockHeader(tx, found.id);
    if (!item || !h) throw notFound(K.noChat);
    const state = dealStateOf(h);
    const action = 'action' in request ? request.action : updatePriceAction(state, role, request.price);
    const acceptedElsewhere = await repo.acceptedElsewhere(tx, item.id, h.id);
    const outcome = dealTransition(state, action, {
      role,
      item: { status: item.status, isSoldOut: item.isSoldOut, isShop: item.isShop, acceptedElsewhere },
      amount: 'price' in request ? request.price : undefined,
    });
    if (!outcome.ok) throw dealRefusal(outcome.refusal);
    await apply(deps, tx, h, item, role, userId, outcome);
  });
  return presentHeaderOf(deps, found.id, userId, t);
}

async function apply(deps: Deps, tx: Tx, h: repo.HeaderRow, item: repo.ItemFacts, role: DealParty, userId: string, outcome: Extract<DealOutcome, { ok: true }>): Promise<void> {
  const now = deps.clock.now();
  const { action } = outcome;
  const otherId = role === 'buyer' ? h.sellerUserId : h.buyerUserId;
  const negoPrice = outcome.negoPrice === null ? h.negoPrice : outcome.negoPrice.toFixed(2);
  const isOffer = action === 'offer' || action === 'counter';
  const w = outcome.header;
  await repo.updateHeader(tx, h.id, {
    offerStatus: w.offer_status,
    chatStatus: w.chat_status,
    isOffer: w.is_offer,
    isAccept: w.is_accept,
    negoPrice,
    latestOfferBy: isOffer ? role : action === 'reject' || action === 'withdraw' ? '' : h.latestOfferBy,
    updatedDate: now,
  });
  const closes = CLOSES[action];
  if (closes) await repo.closeStandingOffer(tx, h.id, closes, now);
  if (isOffer) await repo.insertOffer(tx, { id: newId(ID_PREFIX.offer), chatHeaderId: h.id, itemId: item.id, fromUserId: userId, toUserId: otherId, amount: negoPrice, addedDate: now });

  const buyer = await findUserById(tx, h.buyerUserId);
  if (outcome.marksItemSoldOut) await repo.markItemSold(tx, item.id, { soldToUserId: h.buyerUserId, soldBuyerName: buyer?.userName ?? '', now, by: userId });

  // The step's message is the event: its id keys the other party's notification (one per step, whatever retries).
  const stepId = newId(ID_PREFIX.message);
  if (outcome.messageType !== null) {
    const offerMessage = action === 'offer' || action === 'counter' || action === 'accept' || action === 'reject' || action === 'withdraw';
    const amount = action === 'reject' || action === 'withdraw' ? '0' : negoPrice;
    const { header } = await appendMessage(deps, tx, h, userId, {
      id: stepId,
      type: outcome.messageType,
      offerAmount: offerMessage ? amount : null,
      dealAction: offerMessage ? action : '',
    });
    await publishChat(tx, header);
  }

  const actor = role === 'buyer' ? buyer : await findUserById(tx, h.sellerUserId);
  await notifyUser(deps, tx, {
    userId: otherId,
    flag: action === 'confirm_bought' ? 'bought' : 'chat',
    eventKey: `deal:${stepId}`,
    actorUserId: userId,
    itemId: item.id,
    titleKey: `notify.chat_${action}_title`,
    messageKey: `notify.chat_${action}_body`,
    vars: { name: actor?.userName ?? '', item: item.title, amount: money(negoPrice) },
    data: chatClickData(h, otherId, await itemClickData(tx, item.id, otherId)),
  });
}
