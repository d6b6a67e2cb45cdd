/**
 * Conversations (issue 11 item 1, decision 013): one per item + buyer + seller, readable and writable by its two
 * participants only (anyone else is told "No Record found in chat history", never that it exists). Messages take
 * their seq from the header row in the transaction that writes them, a repeated client id answers the stored
 * message, a date separator opens each new UTC day, and every change publishes its realtime frames in the same
 * transaction. The deal's steps are in deal.service.ts and write their messages through `appendMessage`.
 */
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPE,
  DEAL_MESSAGE_KEYS,
  ITEM_STATUS,
  type ChatListReturnType,
  type RealtimeServerFrame,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { groupCommitter, type GroupCommitter } from '../../db/group-commit.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { translator, type Translate } from '../../lib/messages.ts';
import { emptyObject } from '../../lib/wire.ts';
import { hit, hitEach, LIMITS_MESSAGING, LIMITS_REPORTING, type HitClient, type Limit } from '../../lib/rate-limit.ts';
import type { Page } from '../../http/paging.ts';
import type { UploadedFile } from '../../http/upload.ts';
import { presentItemIds } from '../items/index.ts';
import { deleteImagesOfParents, removeFiles, uploadCatalogImage } from '../media/index.ts';
import { itemClickData, notificationUnreadCount, notifyUser } from '../notifications/index.ts';
import { notifyCalls, publish, publishAll, unreadEnvelope, type Publication } from '../realtime/index.ts';
import { chatGuard } from '../settings/index.ts';
import { findUserById, presentUsers } from '../users/index.ts';
import { presentHeader, presentMessage, roleOf, type WireHeader, type WireMessage } from './chat.presenter.ts';
import * as repo from './chat.repository.ts';
import type { HeaderRow, MessageRow } from './chat.repository.ts';

const K = DEAL_MESSAGE_KEYS;
const M = CHAT_MESSAGE_TYPE;

/** Telling the other participant about a message by push (notis/send_chat_noti): a client calls it per message. */
export const LIMIT_CHAT_NOTI: Limit = { bucket: 'chat-noti-account', max: 30, windowSeconds: 60, message: 'limits.messaging' };

/** The conversation of a call: its header id, or the wire's three ids. */
export interface ChatRef {
  chat_id: string;
  item_id: string;
  buyer_user_id: string;
  seller_user_id: string;
}

const noChat = () => notFound(K.noChat);
/** What a deleted account or a vanished item shows in a header (the wire's empty nested object). */
const EMPTY_USER_FIELDS = ['user_id', 'user_name', 'user_profile_photo'] as const;
const EMPTY_ITEM_FIELDS = ['id', 'title'] as const;
const blocked = () => new AppError(403, 'chat.blocked');

async function findRef(deps: Deps, ref: ChatRef): Promise<HeaderRow | undefined> {
  if (ref.chat_id) {
    const h = await repo.findHeader(deps.db, ref.chat_id);
    // Ids sent along with chat_id must name the same conversation.
    if (h && ((ref.item_id && ref.item_id !== h.itemId) || (ref.buyer_user_id && ref.buyer_user_id !== h.buyerUserId) || (ref.seller_user_id && ref.seller_user_id !== h.sellerUserId)))
      return undefined;
    return h;
  }
  return repo.findHeaderByParties(deps.db, ref.item_id, ref.buyer_user_id, ref.seller_user_id);
}

/** The conversation if `userId` is one of its two participants; 404 "No Record found in chat history" otherwise. */
export async function participantHeader(deps: Deps, userId: string, ref: ChatRef): Promise<HeaderRow> {
  const h = await findRef(deps, ref);
  if (!h || roleOf(h, userId) === 'other') throw noChat();
  return h;
}

const otherParty = (h: Pick<HeaderRow, 'buyerUserId' | 'sellerUserId'>, userId: string) => (h.buyerUserId === userId ? h.sellerUserId : h.buyerUserId);

/** A block between the two closes the conversation for writing. */
export async function requireOpen(deps: Deps, h: Pick<HeaderRow, 'buyerUserId' | 'sellerUserId'>): Promise<void> {
  if (await repo.blockedEitherWay(deps.db, h.buyerUserId, h.sellerUserId)) throw blocked();
}

// ------------------------------------------------------------------------------------------ presenting

/** Wire headers as `readerId` sees them, with their item, buyer, seller, last message and deal facts. */
export async function presentHeaders(deps: Deps, rows: readonly HeaderRow[], readerId: string, t: Translate): Promise<WireHeader[]> {
  if (rows.length === 0) return [];
  const viewer = { viewerId: readerId, isStaff: false };
  const itemIds = [...new Set(rows.map((h) => h.itemId))];
  const headerIds = rows.map((h) => h.id);
  const [itemWires, userRows, last, reviewers, blockedIds, facts, accepted] = await Promise.all([
    presentItemIds(deps, itemIds, readerId, t),
    repo.findLiveUsers(deps.db, [...new Set(rows.flatMap((h) => [h.buyerUserId, h.sellerUserId]))]),
    repo.lastMessagesOf(deps.db, rows),
    repo.reviewersOf(deps.db, headerIds),
    repo.blockedHeaders(deps.db, headerIds),
    repo.findItemFactsOf(deps.db, itemIds),
    repo.acceptedByItem(deps.db, itemIds),
  ]);
  const items = new Map(itemWires.map((w) => [w.id as string, w]));
  const users = new Map((await presentUsers(deps, userRows, viewer, t)).map((u) => [u.user_id, u]));
  const itemFacts = new Map(facts.map((f) => [f.id, f]));
  const now = deps.clock.now();
  return rows.map((h) => {
    const f = itemFacts.get(h.itemId);
    const acceptedElsewhere = (accepted.get(h.itemId) ?? []).some((id) => id !== h.id);
    return presentHeader(
      h,
      {
        item: items.get(h.itemId) ?? emptyObject(EMPTY_ITEM_FIELDS),
        buyer: users.get(h.buyerUserId) ?? emptyObject(EMPTY_USER_FIELDS),
        seller: users.get(h.sellerUserId) ?? emptyObject(EMPTY_USER_FIELDS),
        dealItem: { status: f?.status ?? ITEM_STATUS.disabled, isSoldOut: f?.isSoldOut ?? true, isShop: f?.isShop ?? false, acceptedElsewhere },
        lastMessage: last.get(h.id),
        reviewers: reviewers.get(h.id) ?? new Set(),
        blocked: blockedIds.has(h.id),
      },
      readerId,
      now,
      t,
    );
  });
}

export async function presentHeaderOf(deps: Deps, headerId: string, readerId: string, t: Translate): Promise<WireHeader> {
  const h = await repo.findHeader(deps.db, headerId);
  if (!h) throw noChat();
  return (await presentHeaders(deps, [h], readerId, t))[0]!;
}

const messageView = (deps: Deps, h: HeaderRow, readerId: string, t: Translate) => ({ readerId, header: h, now: deps.clock.now(), t });

// ------------------------------------------------------------------------------------------ writing messages

/** One message to write; the seq, date and header changes are appendMessage's. */
export interface Outgoing {
  type: number;
  message?: string;
  clientId?: string;
  imgPath?: string;
  imgWidth?: number;
  imgHeight?: number;
  offerAmount?: string | null;
  dealAction?: string;
  warningKinds?: string[];
  id?: string;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Writes a message into a conversation whose header row the transaction holds: a date separator first when it is
 * the first message of a new UTC day, then the message with the next seq; the receiver's unread count goes up and
 * the header's last message time moves. Publishes the message to both sides (the recipient's copy with the
 * guard's warnings) and the recipient's unread totals. Answers the message and the header after it. All of it is
 * one statement (repo.writeAppend); `lastAddedDate` is the latest message's date when the caller has read it
 * under the lock already (repo.lockForAppend).
 */
export async function appendMessage(
  deps: Deps,
  tx: Tx,
  h: HeaderRow,
  senderId: string,
  out: Outgoing,
  lastAddedDate?: Date | null,
): Promise<{ message: MessageRow; header: HeaderRow }> {
  const now = deps.clock.now();
  const previous = lastAddedDate === undefined ? await repo.lastAddedDate(tx, h.id) : lastAddedDate;
  const en = translator('en');
  const view = (readerId: string) => messageView(deps, h, readerId, en);
  const frames: Publication[] = [];
  let seq = h.lastSeq;
  let separator: MessageRow | undefined;
  if (!previous || utcDay(previous) !== utcDay(now)) {
    separator = messageRow({ id: newId(ID_PREFIX.message), chatHeaderId: h.id, senderUserId: senderId, type: M.date, message: utcDay(now), seq: ++seq, addedDate: now });
    frames.push({ userIds: [h.buyerUserId, h.sellerUserId], frame: { t: 'message', chat_id: h.id, message: presentMessage(separator, view(senderId)) } });
  }
  const recipientId = otherParty(h, senderId);
  const message = messageRow({
    id: out.id ?? newId(ID_PREFIX.message),
    chatHeaderId: h.id,
    senderUserId: senderId,
    type: out.type,
    message: out.message ?? '',
    clientId: out.clientId ?? '',
    imgPath: out.imgPath ?? '',
    imgWidth: out.imgWidth ?? null,
    imgHeight: out.imgHeight ?? null,
    offerAmount: out.offerAmount ?? null,
    dealAction: out.dealAction ?? '',
    warningKinds: out.warningKinds ?? [],
    seq: ++seq,
    addedDate: now,
  });
  frames.push({ userIds: [recipientId], frame: { t: 'message', chat_id: h.id, message: presentMessage(message, view(recipientId)) } });
  frames.push({ userIds: [senderId], frame: { t: 'message', chat_id: h.id, message: presentMessage(message, view(senderId)) } });
  const header = await repo.writeAppend(tx, {
    headerId: h.id,
    lastSeq: seq,
    unreadSide: recipientId === h.buyerUserId ? 'buyer' : 'seller',
    recipientId,
    now,
    separator,
    message,
    notifies: (buyer, seller) => notifyCalls([...frames, unreadEnvelope(recipientId, buyer, seller)])!,
  });
  return { message, header };
}

/** A message row as the insert stores it (nothing is left to column defaults but `is_read`). */
const messageRow = (m: Omit<MessageRow, 'isRead' | 'clientId' | 'imgPath' | 'imgWidth' | 'imgHeight' | 'offerAmount' | 'dealAction' | 'warningKinds'> & Partial<MessageRow>): MessageRow => ({
  clientId: '',
  imgPath: '',
  imgWidth: null,
  imgHeight: null,
  offerAmount: null,
  dealAction: '',
  warningKinds: [],
  isRead: false,
  ...m,
});

/** The deal or the read state of a conversation changed: both sides refetch its header. */
export async function publishChat(tx: Tx, h: HeaderRow): Promise<void> {
  await publish(tx, [h.buyerUserId, h.sellerUserId], chatFrame(h));
}

const chatFrame = (h: HeaderRow): RealtimeServerFrame => ({
  t: 'chat',
  chat_id: h.id,
  chat_status: String(h.chatStatus),
  buyer_unread_count: String(h.buyerUnreadCount),
  seller_unread_count: String(h.sellerUnreadCount),
});

function cleanText(raw: string): string {
  const text = raw.trim();
  if (!text) throw badRequest('chat.message_empty');
  if ([...text].length > CHAT_LIMITS.messageMax) throw badRequest('chat.message_too_long', { max: CHAT_LIMITS.messageMax });
  return text;
}

function cleanClientId(raw: string): string {
  const id = raw.trim();
  if (id.length > CHAT_LIMITS.clientIdMax) throw badRequest('validation.too_long', { field: 'client_id', max: CHAT_LIMITS.clientIdMax });
  return id;
}

async function spendMessageBudget(deps: Deps, userId: string, client?: HitClient): Promise<void> {
  await hitEach(deps, [LIMITS_MESSAGING.chatMessagePerAccount, LIMITS_MESSAGING.chatMessagePerAccountDay], userId, client);
}

interface SendInput {
  senderId: string;
  chatId: string;
  clientId: string;
  message: string;
  guard: Awaited<ReturnType<typeof chatGuard>>;
}

/** A text message written in `tx` (its own transaction, or its savepoint in a group commit). */
async function writeTextMessage(deps: Deps, tx: Tx, input: SendInput): Promise<{ message: MessageRow; header: HeaderRow }> {
  const { senderId } = input;
  // One statement locks the header and reads all a send decides on: the participants, a block between them, the
  // message this client id already names (a resend, also one that raced the first copy and waited for the lock,
  // answers it), the facts of the append. The budget is spent in this transaction, after those checks: a
  // refused or repeated message costs none, and a send takes no second pool connection while it holds one.
  const found = await repo.lockForAppend(tx, input.chatId, senderId, input.clientId.trim());
  if (!found || roleOf(found.header, senderId) === 'other') throw noChat();
  const { header: locked, facts } = found;
  const text = cleanText(input.message);
  const clientId = cleanClientId(input.clientId);
  if (facts.again) return { message: facts.again, header: locked };
  if (facts.blocked) throw blocked();
  await spendMessageBudget(deps, senderId, repo.clientOf(tx));
  const kinds = input.guard.check(text, { isFirstMessage: !facts.started }).kinds;
  const sent = await appendMessage(deps, tx, locked, senderId, { type: M.text, message: text, clientId, warningKinds: kinds }, facts.lastAddedDate);
  if (opensUnreadEpisode(sent.header, senderId)) await notifyChatEpisode(deps, tx, sent.header, senderId, text);
  return sent;
}

/**
 * Text messages of a process commit in groups under load (db/group-commit.ts), ordered by conversation, without a
 * savepoint each: writeTextMessage refuses (an AppError) only before it appends, so a refused send leaves nothing
 * but its counted rate-limit hit, and anything else fails the group, which then runs send by send.
 */
const SEND_GROUP_COMMIT = { concurrency: 6, maxBatch: 16, refusal: (error: unknown) => error instanceof AppError } as const;
const senders = new WeakMap<Deps, GroupCommitter<SendInput, { message: MessageRow; header: HeaderRow }>>();

function senderOf(deps: Deps) {
  let committer = senders.get(deps);
  if (!committer) {
    committer = groupCommitter(deps.db, (tx, input: SendInput) => writeTextMessage(deps, tx, input), SEND_GROUP_COMMIT);
    senders.set(deps, committer);
  }
  return committer;
}

/**
 * A text message from `senderId` (REST chats/add and the socket's `send`): trimmed, 1..messageMax characters,
 * checked by the chat guard (kinds stored for the recipient), rate-limited per account. A client id seen before
 * answers the stored message and changes nothing. Answers the message as the sender sees it. Under load, the sends
 * of this process share commits (each in its own savepoint: one refused send changes nothing of the others).
 */
export async function sendMessage(deps: Deps, senderId: string, input: { chatId: string; clientId: string; message: string }, t: Translate = translator('en')): Promise<WireMessage> {
  const guard = await chatGuard(deps);
  const { message, header } = await senderOf(deps).submit({ senderId, ...input, guard }, input.chatId);
  return presentMessage(message, messageView(deps, header, senderId, t));
}

/** What a reconnecting client missed: up to a page of messages after `afterSeq`, oldest first. */
export async function syncMessages(deps: Deps, userId: string, chatId: string, afterSeq: number, t: Translate = translator('en')): Promise<WireMessage[]> {
  // One statement: every client of a process that died asks this at once on the others.
  const { header: h, messages } = await repo.headerAndMessagesAfter(deps.db, chatId, Math.max(0, afterSeq), CHAT_LIMITS.pageSize);
  if (!h || roleOf(h, userId) === 'other') throw noChat();
  return messages.map((m) => presentMessage(m, messageView(deps, h, userId, t)));
}

/** The two participants of a conversation, or null when it does not exist. */
export async function participantsOf(deps: Deps, chatId: string): Promise<{ buyerId: string; sellerId: string } | null> {
  const h = await repo.findHeader(deps.db, chatId);
  return h ? { buyerId: h.buyerUserId, sellerId: h.sellerUserId } : null;
}

/**
 * `userId` has read the conversation up to its latest message: their read position and unread count reset, the
 * other party is told (`read`), the reader gets their new totals and both refetch the header (`chat`).
 */
export async function markRead(deps: Deps, userId: string, chatId: string): Promise<void> {
  const h = await participantHeader(deps, userId, { chat_id: chatId, item_id: '', buyer_user_id: '', seller_user_id: '' });
  await deps.db.transaction(async (tx) => {
    const header = (await repo.markHeaderRead(tx, h.id, h.buyerUserId === userId ? 'buyer' : 'seller'))!;
    const seq = header.lastSeq;
    await repo.markMessagesRead(tx, h.id, userId, seq);
    const totals = repo.unreadTotalsSql(userId);
    await publishAll(tx, [
      { userIds: [otherParty(h, userId)], frame: { t: 'read', chat_id: h.id, user_id: userId, seq: String(seq) } },
      unreadEnvelope(userId, totals.buyer, totals.seller),
      { userIds: [h.buyerUserId, h.sellerUserId], frame: chatFrame(header) },
    ]);
  });
}

// ------------------------------------------------------------------------------------------ calls

/**
 * chats/add: the buyer opens the conversation if needed (the seller must own the item, the item must be published
 * and not sold out, not one's own, no block either way); the seller can only write in an existing one. With a
 * message, writes it. Answers the header as the caller sees it.
 */
export async function addChat(deps: Deps, userId: string, body: ChatRef & { message: string; client_id: string }, t: Translate): Promise<WireHeader> {
  let h = await findRef(deps, body);
  if (h && roleOf(h, userId) === 'other') throw noChat();
  if (!h) {
    if (body.chat_id || body.buyer_user_id !== userId) throw noChat();
    h = await openConversation(deps, userId, body.item_id, body.seller_user_id);
  }
  if (body.message.trim() !== '') await sendMessage(deps, userId, { chatId: h.id, clientId: body.client_id, message: body.message }, t);
  else await requireOpen(deps, h);
  return presentHeaderOf(deps, h.id, userId, t);
}

/**
 * A conversation opened for the two parties of a deal another module settled (a bidding's winner and its seller), in
 * that module's transaction: the seller, who cannot open one, can then write first. None while either blocks the
 * other. Idempotent (the existing conversation is kept).
 */
export async function openDealConversation(deps: Deps, tx: Tx, parties: { itemId: string; buyerId: string; sellerId: string }): Promise<string | null> {
  if (parties.buyerId === parties.sellerId || (await repo.blockedEitherWay(tx, parties.buyerId, parties.sellerId))) return null;
  const h = await repo.upsertHeader(tx, { id: newId(ID_PREFIX.chat), itemId: parties.itemId, buyerUserId: parties.buyerId, sellerUserId: parties.sellerId, now: deps.clock.now() });
  return h.id;
}

async function openConversation(deps: Deps, buyerId: string, itemId: string, sellerId: string): Promise<HeaderRow> {
  const item = await repo.findItemFacts(deps.db, itemId);
  if (!item) throw badRequest('item.invalid_id');
  if (item.ownerId === buyerId) throw badRequest('chat.own_item');
  if (item.ownerId !== sellerId) throw badRequest('chat.wrong_seller');
  if (item.isSoldOut) throw conflict('item.already_sold');
  if (item.status !== ITEM_STATUS.published) throw conflict('chat.item_unavailable');
  if (await repo.blockedEitherWay(deps.db, buyerId, sellerId)) throw blocked();
  return repo.upsertHeader(deps.db, { id: newId(ID_PREFIX.chat), itemId, buyerUserId: buyerId, sellerUserId: sellerId, now: deps.clock.now() });
}

/** chats/get_chat_history: the header with a page of messages (after_seq, before_seq, or the latest), oldest first. */
export async function history(deps: Deps, userId: string, body: ChatRef & { after_seq: string; before_seq: string }, page: Page, t: Translate) {
  const h = await participantHeader(deps, userId, body);
  const seqOf = (name: string, v: string) => {
    if (v === '') return undefined;
    if (!/^\d{1,9}$/.test(v)) throw badRequest('validation.number', { field: name });
    return Number(v);
  };
  const where = { afterSeq: seqOf('after_seq', body.after_seq), beforeSeq: seqOf('before_seq', body.before_seq) };
  const limit = Math.min(page.limit, CHAT_LIMITS.pageSize);
  const [header, rows] = await Promise.all([presentHeaders(deps, [h], userId, t), repo.pageOfMessages(deps.db, h.id, where, limit)]);
  return { ...header[0]!, messages: rows.map((m) => presentMessage(m, messageView(deps, h, userId, t))) };
}

/** chats/reset_count: the caller has read the conversation. Answers the header. */
export async function resetCount(deps: Deps, userId: string, ref: ChatRef, t: Translate): Promise<WireHeader> {
  const h = await participantHeader(deps, userId, ref);
  await markRead(deps, userId, h.id);
  return presentHeaderOf(deps, h.id, userId, t);
}

/** chat_items/get_buyer_seller_list and chats/offer_list: `buyer` = my conversations as seller; `seller` = as buyer. */
export async function listChats(deps: Deps, userId: string, returnType: ChatListReturnType, page: Page, withOffers: boolean, t: Translate): Promise<WireHeader[]> {
  const side = returnType === 'buyer' ? 'seller' : 'buyer';
  return presentHeaders(deps, await repo.listHeaders(deps.db, userId, side, page, withOffers), userId, t);
}

/** The caller's unread messages as buyer and as seller (what users/unread_count counts, without notifications). */
export const unreadMessageTotals = (deps: Deps, userId: string) => repo.unreadTotals(deps.db, userId);

/** users/unread_count. */
export async function unreadCount(deps: Deps, userId: string) {
  const user = await findUserById(deps.db, userId);
  const [totals, notis] = await Promise.all([repo.unreadTotals(deps.db, userId), notificationUnreadCount(deps.db, userId, user?.language ?? 'en', user?.addedDate ?? new Date(0))]);
  return { id: userId, blog_noti_unread_count: String(notis), buyer_unread_count: String(totals.buyer), seller_unread_count: String(totals.seller) };
}

/** How many messages of the conversation the other party of `senderId` has not read, and where they last read. */
function recipientUnread(h: HeaderRow, senderId: string): { unread: number; readSeq: number } {
  return senderId === h.buyerUserId ? { unread: h.sellerUnreadCount, readSeq: h.sellerReadSeq } : { unread: h.buyerUnreadCount, readSeq: h.buyerReadSeq };
}

/** The message just appended is the first the recipient has not read: it opens a new unread episode. */
const opensUnreadEpisode = (h: HeaderRow, senderId: string) => recipientUnread(h, senderId).unread === 1;

/**
 * Tells the other participant that `senderId` wrote, once per *unread episode*: the messages they have not read
 * yet, from where they last read on. The episode's key is that read position, so further messages before they
 * read (and the clients' notis/send_chat_noti after each message) land on the same key and write nothing; once
 * they read, the next message opens a new episode. Nothing when they have read everything.
 */
async function notifyChatEpisode(deps: Deps, db: DbOrTx, h: HeaderRow, senderId: string, text: string): Promise<void> {
  const { unread, readSeq } = recipientUnread(h, senderId);
  if (unread === 0) return;
  const recipientId = otherParty(h, senderId);
  const [sender, click] = await Promise.all([findUserById(db, senderId), itemClickData(db, h.itemId, recipientId)]);
  const excerpt = [...text.trim()].slice(0, 200).join('');
  await notifyUser(deps, db, {
    userId: recipientId,
    flag: 'chat',
    eventKey: `chat:${h.id}:${readSeq}`,
    actorUserId: senderId,
    itemId: h.itemId,
    titleKey: 'notify.chat_message_title',
    messageKey: excerpt ? 'notify.chat_message_body' : 'notify.chat_message_body_empty',
    vars: { name: sender?.userName ?? '', item: click.item_name ?? '', text: excerpt },
    data: chatClickData(h, recipientId, click),
  });
}

/** What a click on a chat or deal notification opens: the conversation, as `recipientId` sees it (spec "Push click
 * routing": the chat screen's query). */
export function chatClickData(h: HeaderRow, recipientId: string, click: Record<string, string>): Record<string, string> {
  return { ...click, chat_id: h.id, buyer_user_id: h.buyerUserId, seller_user_id: h.sellerUserId, chat_flag: recipientId === h.buyerUserId ? 'buyer' : 'seller' };
}

/**
 * notis/send_chat_noti (original clients call it after each message): the episode notification the message
 * itself raised, so it adds nothing then. It writes one only while the other party has unread messages and the
 * episode has none yet (it began with a deal step, which notifies on its own key), and nothing once they have
 * read everything (rate-limited).
 */
export async function sendChatNoti(deps: Deps, userId: string, body: ChatRef & { message: string }): Promise<void> {
  const h = await participantHeader(deps, userId, body);
  await requireOpen(deps, h);
  await hit(deps, LIMIT_CHAT_NOTI, userId);
  await notifyChatEpisode(deps, deps.db, h, userId, body.message);
}

/** chats/report: a participant reports the conversation, once; the reported user is the other party. */
export async function reportChat(deps: Deps, userId: string, body: ChatRef & { reason: string }): Promise<void> {
  const h = await participantHeader(deps, userId, body);
  await hit(deps, LIMITS_REPORTING.reportsPerAccount, userId);
  const added = await repo.insertReport(deps.db, {
    id: newId(ID_PREFIX.report),
    chatHeaderId: h.id,
    reporterUserId: userId,
    reportedUserId: otherParty(h, userId),
    reason: body.reason,
    addedDate: deps.clock.now(),
  });
  if (!added) throw conflict('chat.already_reported');
}

/** images/chat_image_upload, before a byte is stored: a participant, an open conversation, budget left. */
export async function checkImageUpload(deps: Deps, userId: string, ref: ChatRef): Promise<HeaderRow> {
  const h = await participantHeader(deps, userId, ref);
  await requireOpen(deps, h);
  return h;
}

/** images/chat_image_upload: the image (EXIF stripped, checked by the media pipeline) as an image message. */
export async function sendImage(deps: Deps, userId: string, ref: ChatRef & { client_id: string }, file: UploadedFile, t: Translate): Promise<WireMessage> {
  const h = await checkImageUpload(deps, userId, ref);
  const clientId = cleanClientId(ref.client_id);
  const seen = await repo.findByClientId(deps.db, h.id, userId, clientId);
  if (seen) return presentMessage(seen, messageView(deps, h, userId, t));
  await spendMessageBudget(deps, userId);
  const messageId = newId(ID_PREFIX.message);
  const image = await uploadCatalogImage(deps, messageId, 'chat', file);
  try {
    const { message, header } = await deps.db.transaction(async (tx) => {
      const { header: locked, facts } = (await repo.lockForAppend(tx, h.id, userId, clientId))!;
      if (facts.again) return { message: facts.again, header: locked };
      const out = { id: messageId, type: M.image, clientId, imgPath: image.imgPath, imgWidth: image.imgWidth, imgHeight: image.imgHeight };
      const sent = await appendMessage(deps, tx, locked, userId, out, facts.lastAddedDate);
      if (opensUnreadEpisode(sent.header, userId)) await notifyChatEpisode(deps, tx, sent.header, userId, '');
      return sent;
    });
    if (message.id !== messageId) await dropImage(deps, messageId);
    return presentMessage(message, messageView(deps, header, userId, t));
  } catch (err) {
    await dropImage(deps, messageId);
    throw err;
  }
}

async function dropImage(deps: Deps, messageId: string): Promise<void> {
  await removeFiles(deps, await deleteImagesOfParents(deps.db, [messageId], ['chat']));
}
