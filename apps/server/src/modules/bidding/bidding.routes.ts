/** Bidding calls (decision 016). Thin: validate (contract), delegate (service), answer. */
import { BIDDING_LIMITS, bidderAddBody, bidderDecisionBody, biddingAddBody, biddingGetBody, biddingListBody, biddingRefBody, biddingStartTimeBody, bidPlaceBody } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import * as service from './bidding.service.ts';

const page = (ctx: ActionContext<{ limit: string; offset: string }>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body.limit || undefined), offset: ctx.args.offset ?? (ctx.body.offset || undefined) }, BIDDING_LIMITS.pageSize);

const listAction = (action: string, which: keyof typeof service.LISTS) =>
  defineAction({
    resource: 'biddings',
    action,
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    list: true,
    summary: `Requests to bid, ${which.replace(/_/g, ' ')} (decision 016), each with its bidding; pages of ${BIDDING_LIMITS.pageSize}.`,
    body: biddingListBody,
    handler: (ctx) => service.listOf(ctx.deps, which, ctx.session!.userId, page(ctx)),
  });

export const biddingActions = [
  defineAction({
    resource: 'biddings',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Open bidding on your own published, unsold listing: start and end time, start price, minimum step and an optional fee to ask to bid.',
    body: biddingAddBody,
    handler: (ctx) => service.openBidding(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  defineAction({
    resource: 'biddings',
    action: 'get',
    method: 'POST',
    auth: 'none',
    summary: "A listing's bidding (the live one, else the latest): state, prices, highest bid and bidder, counts; the viewer's own request.",
    body: biddingGetBody,
    handler: (ctx) => service.biddingOfItem(ctx.deps, ctx.body.item_id, ctx.viewerId),
  }),
  defineAction({
    resource: 'biddings',
    action: 'update_start_time',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Move the start of your bidding, only before it starts.',
    body: biddingStartTimeBody,
    handler: (ctx) => service.updateStartTime(ctx.deps, ctx.session!.userId, ctx.body.bidding_id, ctx.body.start_time),
  }),
  defineAction({
    resource: 'biddings',
    action: 'cancel',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Cancel your bidding before the first bid; every fee paid to ask to bid is refunded.',
    body: biddingRefBody,
    handler: (ctx) => service.cancelBidding(ctx.deps, ctx.session!.userId, ctx.body.bidding_id),
  }),
  defineAction({
    resource: 'biddings',
    action: 'bid',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Bid as an approved bidder: at least the start price, then the highest plus the step, between the start and the end.',
    body: bidPlaceBody,
    handler: (ctx) => service.placeBid(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  defineAction({
    resource: 'bidding_transactions',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Ask to bid; with a fee, its payment is started and the answer says where to pay it (the seller decides once it is paid).",
    body: bidderAddBody,
    handler: (ctx) => service.askToBid(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  defineAction({
    resource: 'biddings',
    action: 'bidding_approval_reject',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Approve or reject a request to bid on your bidding; a rejected bidder's paid fee is refunded.",
    body: bidderDecisionBody,
    handler: (ctx) => service.decide(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  listAction('get_seller_to_do', 'seller_to_do'),
  listAction('get_seller_bid_approved', 'seller_bid_approved'),
  listAction('get_buyer_to_do', 'buyer_to_do'),
  listAction('get_buyer_bid_approved', 'buyer_bid_approved'),
];
