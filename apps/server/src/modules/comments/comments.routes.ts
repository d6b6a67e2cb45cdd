/** Public questions on a listing (`commentheaders/*`, `commentdetails/*`). Thin: validate (contract), delegate
 * (service), answer. */
import { answerQuestionBody, askQuestionBody, commentListBody, removeCommentBody } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import { signedInViewer, viewerOf } from '../../http/viewer.ts';
import * as service from './comments.service.ts';

export const commentsActions = [
  defineAction({
    resource: 'commentheaders',
    action: 'get',
    method: 'ANY',
    auth: 'none',
    list: true,
    summary: "A listing's public questions (item_id in the body or the path), newest first, each with its answers oldest first; removed ones are left out.",
    body: commentListBody,
    handler: (ctx) =>
      service.questionsOf(
        ctx.deps,
        ctx.body.item_id || ctx.args.item_id || '',
        viewerOf(ctx),
        pageOf(
          { limit: ctx.args.limit ?? (ctx.body.limit || undefined), offset: ctx.args.offset ?? (ctx.body.offset || undefined) },
          service.QUESTION_PAGE_SIZE,
        ),
        ctx.t,
      ),
  }),
  defineAction({
    resource: 'commentheaders',
    action: 'press',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Ask a public question about a published listing that is not one's own (1–1000 characters; rate-limited). The owner is notified.",
    body: askQuestionBody,
    handler: (ctx) => service.ask(ctx.deps, ctx.session!.userId, ctx.body.item_id, ctx.body.comment, ctx.t),
  }),
  defineAction({
    resource: 'commentdetails',
    action: 'press',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Answer a question on one's listing, or follow up on one's own question (1–1000 characters; rate-limited). The other side is notified.",
    body: answerQuestionBody,
    handler: (ctx) => service.answer(ctx.deps, ctx.session!.userId, ctx.body.header_id, ctx.body.comment, ctx.t),
  }),
  defineAction({
    resource: 'commentheaders',
    action: 'remove',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Remove a question with its thread: the listing's owner, the question's author or staff.",
    body: removeCommentBody,
    async handler(ctx) {
      await service.removeQuestion(ctx.deps, signedInViewer(ctx), ctx.body.id);
      return success(ctx, 'success.deleted');
    },
  }),
  defineAction({
    resource: 'commentdetails',
    action: 'remove',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "Remove an answer: the listing's owner, the answer's author or staff.",
    body: removeCommentBody,
    async handler(ctx) {
      await service.removeAnswer(ctx.deps, signedInViewer(ctx), ctx.body.id);
      return success(ctx, 'success.deleted');
    },
  }),
];
