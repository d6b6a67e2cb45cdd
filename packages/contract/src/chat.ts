/**
 * Bodies and limits of the conversation calls (wire contract §4 "Chat headers", `users/unread_count`, `rates/*`)
 * and the frames of the realtime channel (decision 013). Field names are the wire's; the original clients name
 * the conversation by its three ids (item, buyer, seller), ours may also send the header's `id` (`chat_id`).
 */
import { z } from 'zod';
import { CHAT_LIMITS } from './limits.ts';
import { ITEM_FIELD_LIMITS } from './items.ts';

/** `type` of chats/add and friends: who the message is for. to_seller = the buyer writes; to_buyer = the seller. */
export const CHAT_DIRECTIONS = ['to_buyer', 'to_seller'] as const;
export type ChatDirection = (typeof CHAT_DIRECTIONS)[number];

/** chat_items/get_buyer_seller_list and chats/offer_list: `buyer` = my conversations as seller (with buyers); `seller` = as buyer. */
export const CHAT_LIST_RETURN_TYPES = ['buyer', 'seller'] as const;
export type ChatListReturnType = (typeof CHAT_LIST_RETURN_TYPES)[number];

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
const paging = { limit: opt(10), offset: opt(10) };

/** The conversation: its header id, or the three ids of the wire (item + buyer + seller). */
const conversation = {
  chat_id: opt(CHAT_LIMITS.idMax),
  item_id: opt(CHAT_LIMITS.idMax),
  buyer_user_id: opt(CHAT_LIMITS.idMax),
  seller_user_id: opt(CHAT_LIMITS.idMax),
};
const needsConversation = (b: { chat_id: string; item_id: string; buyer_user_id: string; seller_user_id: string }, ctx: z.RefinementCtx) => {
  if (b.chat_id) return;
  for (const k of ['item_id', 'buyer_user_id', 'seller_user_id'] as const) if (!b[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required' });
};
const direction = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(CHAT_DIRECTIONS).optional());

/** A conversation by its ids, with the optional direction (reads and resets). */
export const chatRefBody = z.object({ ...conversation, type: direction, login_user_id: opt(CHAT_LIMITS.idMax) }).superRefine(needsConversation);
export type ChatRefBody = z.infer<typeof chatRefBody>;

/**
 * chats/add: opens the conversation (upsert) and, with a message, writes it. `client_id` makes a resend the same
 * message; `is_user_online` is the original's hint and is ignored (presence is the server's).
 */
export const chatAddBody = z
  .object({
    ...conversation,
    type: direction,
    message: z.preprocess(asText, z.string().max(CHAT_LIMITS.messageMax * 2).optional().default('')),
    client_id: opt(CHAT_LIMITS.clientIdMax),
    is_user_online: opt(5),
    login_user_id: opt(CHAT_LIMITS.idMax),
  })
  .superRefine(needsConversation);
export type ChatAddBody = z.infer<typeof chatAddBody>;

/** A price of chats/update_price: "0" rejects or withdraws; otherwise an offer (counter from the seller). */
const negoPrice = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z.number({ message: 'deal.amount_invalid' }).finite().min(0).max(ITEM_FIELD_LIMITS.priceMax),
);

export const chatUpdatePriceBody = z
  .object({ ...conversation, type: direction, nego_price: negoPrice, client_id: opt(CHAT_LIMITS.clientIdMax), login_user_id: opt(CHAT_LIMITS.idMax) })
  .superRefine(needsConversation);
export type ChatUpdatePriceBody = z.infer<typeof chatUpdatePriceBody>;

/** chats/update_accept, chats/is_user_bought, chats/item_sold_out. */
export const chatStepBody = z
  .object({ ...conversation, type: direction, client_id: opt(CHAT_LIMITS.clientIdMax), login_user_id: opt(CHAT_LIMITS.idMax) })
  .superRefine(needsConversation);
export type ChatStepBody = z.infer<typeof chatStepBody>;

/**
 * chats/get_chat_history: the conversation's header with a page of its messages. `after_seq` (a reconnecting
 * client: what it missed, oldest first) or `before_seq` (older messages on scroll); neither: the latest page.
 */
export const chatHistoryBody = z
  .object({
    ...conversation,
    type: direction,
    after_seq: opt(12),
    before_seq: opt(12),
    login_user_id: opt(CHAT_LIMITS.idMax),
    ...paging,
  })
  .superRefine(needsConversation);
export type ChatHistoryBody = z.infer<typeof chatHistoryBody>;

export const chatListBody = z.object({
  user_id: opt(CHAT_LIMITS.idMax),
  login_user_id: opt(CHAT_LIMITS.idMax),
  return_type: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'seller' : v), z.enum(CHAT_LIST_RETURN_TYPES)),
  ...paging,
});
export type ChatListBody = z.infer<typeof chatListBody>;

export const unreadCountBody = z.object({ user_id: opt(CHAT_LIMITS.idMax), login_user_id: opt(CHAT_LIMITS.idMax), device_token: opt(500) });

/** notis/send_chat_noti: tell the other participant about a new message (queued). */
export const sendChatNotiBody = z
  .object({ ...conversation, type: direction, message: opt(CHAT_LIMITS.messageMax * 2), login_user_id: opt(CHAT_LIMITS.idMax) })
  .superRefine(needsConversation);

/** images/chat_image_upload: multipart, the image in `file`; the conversation by its ids. */
export const chatImageUploadFields = z
  .object({ ...conversation, sender_id: opt(CHAT_LIMITS.idMax), type: direction, client_id: opt(CHAT_LIMITS.clientIdMax), login_user_id: opt(CHAT_LIMITS.idMax) })
  .superRefine(needsConversation);

/** chats/report: a participant reports the conversation (the other party's messages reach the moderators). */
export const chatReportBody = z
  .object({ ...conversation, reason: opt(CHAT_LIMITS.reportReasonMax), login_user_id: opt(CHAT_LIMITS.idMax) })
  .superRefine(needsConversation);

// ------------------------------------------------------------------------------------------ realtime frames

/**
 * What a client sends on the realtime channel (`/api/realtime`, decision 013). Sending a message is also
 * possible over REST (chats/add); both take the same path on the server.
 */
export const realtimeClientFrame = z.discriminatedUnion('t', [
  z.object({ t: z.literal('send'), chat_id: z.string().min(1).max(CHAT_LIMITS.idMax), client_id: z.string().min(1).max(CHAT_LIMITS.clientIdMax), message: z.string().max(CHAT_LIMITS.messageMax * 2) }),
  /** What this conversation has after `after_seq` (a reconnect). */
  z.object({ t: z.literal('sync'), chat_id: z.string().min(1).max(CHAT_LIMITS.idMax), after_seq: z.number().int().min(0) }),
  /** I have read up to the latest message. */
  z.object({ t: z.literal('read'), chat_id: z.string().min(1).max(CHAT_LIMITS.idMax) }),
  z.object({ t: z.literal('typing'), chat_id: z.string().min(1).max(CHAT_LIMITS.idMax) }),
  /** Tell me when these users come and go (at most 50). */
  z.object({ t: z.literal('watch'), user_ids: z.array(z.string().min(1).max(CHAT_LIMITS.idMax)).max(50) }),
  z.object({ t: z.literal('ping') }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrame>;

/** What the server sends. `message` carries a wire chat message (responses/chat.ts). */
export type RealtimeServerFrame =
  | { t: 'hello'; user_id: string }
  | { t: 'message'; chat_id: string; message: Record<string, string> }
  /** The reply to `send` (also when the client id was seen before: the stored message). */
  | { t: 'ack'; client_id: string; chat_id: string; message: Record<string, string> }
  | { t: 'messages'; chat_id: string; messages: Record<string, string>[] }
  /** The deal or the unread counts of a conversation changed: refetch its header. */
  | { t: 'chat'; chat_id: string; chat_status: string; buyer_unread_count: string; seller_unread_count: string }
  | { t: 'unread'; buyer_unread_count: string; seller_unread_count: string }
  | { t: 'read'; chat_id: string; user_id: string; seq: string }
  | { t: 'typing'; chat_id: string; user_id: string }
  | { t: 'presence'; user_id: string; online: '1' | '0'; last_seen: string }
  /** Something of this conversation was too big for the channel: sync it (after your last seq). */
  | { t: 'stale'; chat_id: string }
  /** The server lost its channel for a moment: sync every open conversation. */
  | { t: 'resync' }
  | { t: 'pong' }
  /** A new notification for this user (a wire Noti, responses/notifications.ts) and their unread count: the live
   * toast. The same notification's push is not shown while a window of the app is visible (decision 014). */
  | { t: 'noti'; noti: Record<string, unknown>; blog_noti_unread_count: string }
  /** Notifications were read elsewhere (another tab or device): the unread count now. */
  | { t: 'noti_count'; blog_noti_unread_count: string }
  | { t: 'error'; client_id?: string; message: string };
