/** Conversation rows → wire chat headers and messages (responses/chat.ts): every scalar a string. */
import { allowedDealActions, dealStateFromWire, type DealItem, type DealParty, type DealRole, type WireOf, type wireChatHeader, type wireChatMessage } from '@wheeldeal/contract';
import type { Translate } from '../../lib/messages.ts';
import { presentImage } from '../catalog/index.ts';
import { flag, money, relativeTime, str, wireDate, type Wire } from '../../lib/wire.ts';
import type { HeaderRow, MessageRow } from './chat.repository.ts';

export type WireMessage = WireOf<typeof wireChatMessage>;
export type WireHeader = WireOf<typeof wireChatHeader>;

export interface MessageView {
  /** Who reads: the recipient sees the guard's warnings, the sender does not. */
  readerId: string;
  header: Pick<HeaderRow, 'buyerUserId' | 'sellerUserId' | 'buyerReadSeq' | 'sellerReadSeq'>;
  now: Date;
  t: Translate;
}

/** The read position of the party who did not write `m`. */
const otherReadSeq = (m: MessageRow, h: MessageView['header']) => (m.senderUserId === h.buyerUserId ? h.sellerReadSeq : h.buyerReadSeq);

export function presentMessage(m: MessageRow, view: MessageView): WireMessage {
  return {
    id: m.id,
    chat_id: m.chatHeaderId,
    seq: String(m.seq),
    client_id: m.clientId,
    sender_user_id: m.senderUserId,
    type: String(m.type),
    message: m.message,
    img_path: m.imgPath,
    img_width: str(m.imgWidth),
    img_height: str(m.imgHeight),
    offer_amount: money(m.offerAmount),
    deal_action: m.dealAction as WireMessage['deal_action'],
    is_read: flag(m.isRead || m.seq <= otherReadSeq(m, view.header)),
    warning_kinds: view.readerId !== m.senderUserId ? m.warningKinds.join(',') : '',
    added_date: wireDate(m.addedDate),
    added_date_str: relativeTime(m.addedDate, view.now, view.t),
  };
}

/** A message as staff see it (a reported conversation): with what the guard saw in it, read as stored. */
export function presentStaffMessage(m: MessageRow, now: Date, t: Translate): WireMessage {
  return presentMessage(m, { readerId: '', header: { buyerUserId: '', sellerUserId: '', buyerReadSeq: 0, sellerReadSeq: 0 }, now, t });
}

/** What a header needs beyond its row: the nested objects and the facts of its deal. */
export interface HeaderExtras {
  item: Wire;
  buyer: Wire;
  seller: Wire;
  dealItem: DealItem;
  lastMessage?: MessageRow;
  reviewers: Set<string>;
  blocked: boolean;
}

export const roleOf = (h: Pick<HeaderRow, 'buyerUserId' | 'sellerUserId'>, userId: string): DealRole =>
  h.buyerUserId === userId ? 'buyer' : h.sellerUserId === userId ? 'seller' : 'other';

export const dealStateOf = (h: Pick<HeaderRow, 'chatStatus' | 'latestOfferBy'>) =>
  dealStateFromWire({ chat_status: h.chatStatus }, h.latestOfferBy === 'seller' ? 'seller' : 'buyer') ?? 'chatting';

export function presentHeader(h: HeaderRow, x: HeaderExtras, readerId: string, now: Date, t: Translate): WireHeader {
  const state = dealStateOf(h);
  const role = roleOf(h, readerId);
  const reviewed: Partial<Record<DealParty, boolean>> = { buyer: x.reviewers.has(h.buyerUserId), seller: x.reviewers.has(h.sellerUserId) };
  const allowed = x.blocked ? [] : allowedDealActions(state, role, x.dealItem, reviewed);
  const item = x.item as Record<string, unknown>;
  return {
    id: h.id,
    item_id: h.itemId,
    buyer_user_id: h.buyerUserId,
    seller_user_id: h.sellerUserId,
    nego_price: money(h.negoPrice) || '0',
    buyer_unread_count: String(h.buyerUnreadCount),
    seller_unread_count: String(h.sellerUnreadCount),
    is_accept: flag(h.isAccept),
    is_offer: flag(h.isOffer),
    offer_status: String(h.offerStatus),
    chat_status: String(h.chatStatus),
    offer_amount: money(h.negoPrice) || '0',
    added_date: wireDate(h.addedDate),
    added_date_str: relativeTime(h.addedDate, now, t),
    photo_count: (item.photo_count as string) || '0',
    is_favourited: item.is_favourited === '1' ? '1' : '0',
    is_owner: flag(role === 'seller'),
    default_photo: (item.default_photo as WireHeader['default_photo'] | undefined) ?? presentImage(null),
    item: x.item as WireHeader['item'],
    buyer: x.buyer as WireHeader['buyer'],
    seller: x.seller as WireHeader['seller'],
    deal_state: state,
    latest_offer_by: (h.latestOfferBy === 'buyer' || h.latestOfferBy === 'seller' ? h.latestOfferBy : '') as WireHeader['latest_offer_by'],
    allowed_actions: allowed.join(','),
    last_seq: String(h.lastSeq),
    buyer_read_seq: String(h.buyerReadSeq),
    seller_read_seq: String(h.sellerReadSeq),
    last_message: x.lastMessage?.message ?? '',
    last_message_type: x.lastMessage ? String(x.lastMessage.type) : '',
    last_message_date: wireDate(x.lastMessage?.addedDate ?? h.lastMessageAt),
    buyer_reviewed: flag(reviewed.buyer),
    seller_reviewed: flag(reviewed.seller),
    is_blocked: flag(x.blocked),
  };
}
