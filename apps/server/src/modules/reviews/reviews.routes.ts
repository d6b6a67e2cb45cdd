/** Review calls of the wire contract §4 (`rates/*`). Thin: validate (contract), delegate (service), answer. */
import { addRatingBody, ratingUserBody } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import * as service from './reviews.service.ts';

export const reviewsActions = [
  defineAction({
    resource: 'rates',
    action: 'add_rating',
    method: 'POST',
    auth: 'user',
    actsFor: ['from_user_id'],
    summary:
      'Review the other party of a completed deal (chat_id, or the latest completed deal between the two not yet reviewed by the author): ' +
      "1–5 stars, title and text, once per deal and direction; recomputes the reviewed user's overall_rating and rating_count.",
    body: addRatingBody,
    handler: (ctx) => service.addRating(ctx.deps, ctx.session!.userId, ctx.body, ctx.t),
  }),
  defineAction({
    resource: 'rates',
    action: 'rating_user',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'The reviews a user received, newest first, each with its author.',
    body: ratingUserBody,
    handler: (ctx) =>
      service.ratingsOf(
        ctx.deps,
        ctx.body.user_id,
        pageOf({ limit: ctx.args.limit ?? (ctx.body.limit || undefined), offset: ctx.args.offset ?? (ctx.body.offset || undefined) }, service.REVIEW_PAGE_SIZE),
        ctx.t,
      ),
  }),
];
