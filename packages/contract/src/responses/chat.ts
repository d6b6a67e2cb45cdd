/**
 * The wire of a conversation (wire contract §4 "Chat headers"): the chat header (the spec's ChatHistory) with its
 * item, buyer and seller, the messages we keep ourselves (the original kept them in a third-party realtime
 * database, so their shape is ours), and the unread counts of `users/unread_count`.
 *
 * Our additions to the header (original clients ignore unknown fields): the deal's state and what the reader may do
 * next, the last message for list rows, the sequence numbers of the conversation and each side's read position,
 * and whether a block closed the conversation.
 */
import { z } from 'zod';
import { CHAT_GUARD_KINDS } from '../chat-guard.ts';
import { DEAL_ACTIONS, DEAL_STATES } from '../deal.ts';
import { orEmpty, wireDate, wireEnum, wireFlag, wireId, wireInt, wireNumber, wireNumberOrNull, wireRecord, wireText, withWireCode } from '../wire.ts';
import { wireImageSlot } from './catalog.ts';
import { wireItem } from './items.ts';
import { wireUser } from './users.ts';

/** A comma-separated list of values of `values` ("" for none) ↔ an array. */
function wireList<const V extends readonly [string, ...string[]]>(values: V) {
  const allowed = new Set<string>(values);
  return z.codec(
    z.string().refine(
      withWireCode((s: string) => s === '' || s.split(',').every((v) => allowed.has(v)), { kind: 'listOf', values }),
      { message: `Expected a comma-separated list of: ${values.join(', ')}` },
    ),
    z.array(z.enum(values)),
    { decode: withWireCode((s: string) => (s === '' ? [] : (s.split(',') as V[number][])), { kind: 'splitList' }), encode: (a) => a.join(',') },
  );
}

export const wireChatMessage = wireRecord({
  id: wireId,
  chat_id: wireId,
  /** The message's place in its conversation: 1, 2, 3… the same order for both sides. */
  seq: wireInt,
  /** The sender's own id of the message ("" for messages the server wrote). */
  client_id: wireText,
  sender_user_id: wireId,
  /** 0 text, 1 image, 2 offer, 3 date, 4 sold, 5 bought. */
  type: wireInt,
  message: wireText,
  /** Image messages: relative to {base}/uploads/. */
  img_path: wireText,
  img_width: wireText,
  img_height: wireText,
  /** Offer messages: the amount ("0" for a rejection or a withdrawal); "" otherwise. */
  offer_amount: wireNumberOrNull,
  /** Offer messages: offer | counter | accept | reject | withdraw; "" otherwise. */
  deal_action: z.union([z.literal(''), wireEnum(DEAL_ACTIONS)]),
  /** The other party has read it. */
  is_read: wireFlag,
  /** Scam patterns the chat guard saw, for the recipient only ("" for the sender and for clean messages). */
  warning_kinds: wireList(CHAT_GUARD_KINDS),
  added_date: wireDate,
  added_date_str: wireText,
});

export const DEAL_PARTIES_WIRE = ['buyer', 'seller'] as const;

export const chatHeaderFields = {
  id: wireId,
  item_id: wireId,
  buyer_user_id: wireId,
  seller_user_id: wireId,
  /** The standing price of the deal (the offer, the counter, the accepted price); "0" for none. */
  nego_price: wireNumber,
  buyer_unread_count: wireInt,
  seller_unread_count: wireInt,
  is_accept: wireFlag,
  is_offer: wireFlag,
  /** 1 chatting, 2 offer made, 3 bought, 4 rejected. */
  offer_status: wireInt,
  /** 0 none, 1 offer, 2 rejected, 3 accepted, 4 sold, 5 user bought. */
  chat_status: wireInt,
  /** Same as nego_price (the original's name in offer lists). */
  offer_amount: wireNumber,
  added_date: wireDate,
  added_date_str: wireText,
  photo_count: wireInt,
  is_favourited: wireFlag,
  is_owner: wireFlag,
  default_photo: wireImageSlot,
  item: orEmpty(wireItem),
  buyer: orEmpty(wireUser),
  seller: orEmpty(wireUser),
  // Ours:
  deal_state: wireEnum(DEAL_STATES),
  /** Who made the standing offer: buyer | seller | "". */
  latest_offer_by: z.union([z.literal(''), wireEnum(DEAL_PARTIES_WIRE)]),
  /** What the reader may do now (the offer bar's buttons). */
  allowed_actions: wireList(DEAL_ACTIONS),
  last_seq: wireInt,
  buyer_read_seq: wireInt,
  seller_read_seq: wireInt,
  last_message: wireText,
  last_message_type: wireText,
  last_message_date: wireText,
  buyer_reviewed: wireFlag,
  seller_reviewed: wireFlag,
  /** A block between the two closed the conversation. */
  is_blocked: wireFlag,
};

export const wireChatHeader = wireRecord(chatHeaderFields);

/** chats/get_chat_history: the header with one page of messages, oldest first. */
export const wireChatHistory = wireRecord({ ...chatHeaderFields, messages: z.array(wireChatMessage) });

/** users/unread_count. */
export const wireUnreadCount = z.strictObject({
  id: wireText,
  blog_noti_unread_count: wireInt,
  /** Unread messages in my conversations as buyer (from sellers). */
  buyer_unread_count: wireInt,
  /** Unread messages in my conversations as seller (from buyers). */
  seller_unread_count: wireInt,
});
