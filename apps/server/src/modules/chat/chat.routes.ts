/** The conversation calls of the wire contract §4 ("Chat headers", users/unread_count, chat images). Thin:
 * validate (contract), delegate (services), answer. The caller is always the session's user. */
import {
  CHAT_LIMITS,
  chatAddBody,
  chatHistoryBody,
  chatImageUploadFields,
  chatListBody,
  chatRefBody,
  chatReportBody,
  chatStepBody,
  chatUpdatePriceBody,
  sendChatNotiBody,
  unreadCountBody,
  UPLOAD_LIMITS,
} from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import { requireFile, withUploadLimit } from '../../http/upload.ts';
import * as chat from './chat.service.ts';
import { dealStep } from './deal.service.ts';

const pageFrom = (ctx: ActionContext<{ limit?: string; offset?: string }>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, CHAT_LIMITS.pageSize);

const me = (ctx: ActionContext<unknown>) => ctx.session!.userId;

const step = (action: 'update_accept' | 'is_user_bought' | 'item_sold_out', deal: 'accept' | 'confirm_bought' | 'mark_sold', summary: string) =>
  defineAction({
    resource: 'chats',
    action,
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary,
    body: chatStepBody,
    handler: (ctx) => dealStep(ctx.deps, me(ctx), ctx.body, { action: deal }, ctx.t),
  });

const list = (resource: string, action: string, withOffers: boolean, summary: string) =>
  defineAction({
    resource,
    action,
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: ['user_id', 'login_user_id'],
    summary,
    body: chatListBody,
    handler: (ctx) => chat.listChats(ctx.deps, me(ctx), ctx.body.return_type, pageFrom(ctx), withOffers, ctx.t),
  });

export const chatActions = [
  defineAction({
    resource: 'chats',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary:
      'Open the conversation about an item (the buyer; the seller must own the published item, no block between them) and, with a message, write it ' +
      '(1–2000 characters; client_id makes a resend the same message). Answers the chat header.',
    body: chatAddBody,
    handler: (ctx) => chat.addChat(ctx.deps, me(ctx), ctx.body, ctx.t),
  }),
  defineAction({
    resource: 'chats',
    action: 'update_price',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'nego_price > 0: the buyer offers, the seller counters; 0: withdraw one\'s own standing offer or reject the other party\'s. Answers the chat header.',
    body: chatUpdatePriceBody,
    handler: (ctx) => dealStep(ctx.deps, me(ctx), ctx.body, { price: ctx.body.nego_price }, ctx.t),
  }),
  step('update_accept', 'accept', 'Accept the standing offer (the seller a buyer\'s offer, the buyer a counter-offer). Answers the chat header.'),
  step('is_user_bought', 'confirm_bought', 'The buyer confirms the purchase after acceptance. Answers the chat header.'),
  step('item_sold_out', 'mark_sold', 'The seller marks the item sold to the buyer after the purchase is confirmed. Answers the chat header.'),
  defineAction({
    resource: 'chats',
    action: 'reset_count',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'The caller has read the conversation: their unread count is 0 and their read position the latest message. Answers the chat header.',
    body: chatRefBody,
    handler: (ctx) => chat.resetCount(ctx.deps, me(ctx), ctx.body, ctx.t),
  }),
  defineAction({
    resource: 'chats',
    action: 'get_chat_history',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'The chat header with a page of messages, oldest first: after after_seq, before before_seq, or the latest 30.',
    body: chatHistoryBody,
    handler: (ctx) => chat.history(ctx.deps, me(ctx), ctx.body, pageFrom(ctx), ctx.t),
  }),
  defineAction({
    resource: 'chats',
    action: 'report',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'Report the conversation to the moderators (a participant, once); the reported user is the other party.',
    body: chatReportBody,
    async handler(ctx) {
      await chat.reportChat(ctx.deps, me(ctx), ctx.body);
      return success(ctx, 'chat.report_added', 201);
    },
  }),
  list('chat_items', 'get_buyer_seller_list', false, 'The caller\'s conversations, latest message first (30 a page): return_type buyer = as seller, with buyers; seller = as buyer.'),
  list('chats', 'offer_list', true, 'The caller\'s conversations with offers: return_type buyer = offers received (as seller); seller = offers sent (as buyer).'),
  defineAction({
    resource: 'users',
    action: 'unread_count',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: 'The caller\'s unread messages as buyer and as seller, and unread notifications.',
    body: unreadCountBody,
    handler: (ctx) => chat.unreadCount(ctx.deps, me(ctx)),
  }),
  defineAction({
    resource: 'notis',
    action: 'send_chat_noti',
    method: 'POST',
    auth: 'user',
    actsFor: ['login_user_id'],
    summary: 'Queue a chat notification to the other participant of the conversation (rate-limited).',
    body: sendChatNotiBody,
    async handler(ctx) {
      await chat.sendChatNoti(ctx.deps, me(ctx), ctx.body);
      return success(ctx, 'chat.notification_sent');
    },
  }),
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'chat_image_upload',
      method: 'POST',
      auth: 'user',
      multipart: true,
      actsFor: ['sender_id', 'login_user_id'],
      summary: 'Send an image into the conversation (JPEG, PNG, WebP or HEIC; EXIF stripped). Answers the image message.',
      body: chatImageUploadFields,
      beforeFile: async (ctx) => {
        await chat.checkImageUpload(ctx.deps, me(ctx), ctx.body);
      },
      handler: (ctx) => chat.sendImage(ctx.deps, me(ctx), ctx.body, requireFile(ctx.req), ctx.t),
    }),
    UPLOAD_LIMITS.imageBytes,
  ),
];
