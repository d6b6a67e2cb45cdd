/**
 * Query definitions for conversations (issue 11, decision 013). One cache entry per conversation,
 * `['chats/get_chat_history', chatId]`, holds its header and the messages loaded so far, in seq order; a refetch,
 * an older page, a realtime frame and a sent message all merge into it by seq, deduplicated by id and by the
 * sender's client id, so a message never shows twice whichever way it arrived first.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CHAT_LIMITS,
  type ChatListReturnType,
  type Decoded,
  type DealRole,
  type RealtimeServerFrame,
  type wireChatHeader,
  type wireChatHistory,
  type wireChatMessage,
  type wireUnreadCount,
} from '@wheeldeal/contract';
import { decodeWire, decodeWireNow, type Decoded as DecodedWire } from '../api/decode';
import { call } from '../api/call';
import type { User } from '../api/types';

export type ChatHeader = Decoded<typeof wireChatHeader>;
export type ChatHistory = Decoded<typeof wireChatHistory>;
export type ChatMessage = Decoded<typeof wireChatMessage>;
export type UnreadCount = Decoded<typeof wireUnreadCount>;

/** A conversation as the chat screen shows it. */
export interface Conversation {
  header: ChatHeader;
  /** Oldest first, one per seq. */
  messages: ChatMessage[];
  /** Older pages exist before the first loaded message. */
  hasOlder: boolean;
}

const PAGE = CHAT_LIMITS.pageSize;

// ------------------------------------------------------------------------------------------ pure logic

/** Same message: the same stored id, or the same sender's client id. */
function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id || (a.client_id !== '' && a.client_id === b.client_id && a.sender_user_id === b.sender_user_id);
}

/** `current` with `incoming` merged in: one entry per message (the incoming copy wins), ordered by seq. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const out = current.filter((m) => !incoming.some((n) => sameMessage(m, n)));
  for (const n of incoming) {
    const at = out.findIndex((m) => sameMessage(m, n));
    if (at === -1) out.push(n);
    else out[at] = n;
  }
  return out.sort((a, b) => a.seq - b.seq);
}

/** Seq starts at 1 in every conversation and has no holes: older messages exist while the first loaded is past 1. */
const olderExist = (messages: readonly ChatMessage[]) => (messages[0]?.seq ?? 1) > 1;

/** The latest seq loaded (what a reconnecting client syncs after). */
export function lastSeqOf(conversation: Conversation | undefined): number {
  const messages = conversation?.messages ?? [];
  return messages.length ? messages[messages.length - 1]!.seq : 0;
}

export function splitHistory(history: ChatHistory): { header: ChatHeader; messages: ChatMessage[] } {
  const { messages, ...header } = history;
  return { header, messages };
}

/** The reader's place in the conversation. */
export function roleOf(header: Pick<ChatHeader, 'buyer_user_id' | 'seller_user_id'>, userId: string | undefined): DealRole {
  if (userId && header.buyer_user_id === userId) return 'buyer';
  if (userId && header.seller_user_id === userId) return 'seller';
  return 'other';
}

/** The other participant: their id and, when the answer carries it, their profile. */
export function otherPartyOf(header: ChatHeader, userId: string | undefined): { id: string; user: User | null } {
  return roleOf(header, userId) === 'seller' ? { id: header.buyer_user_id, user: header.buyer } : { id: header.seller_user_id, user: header.seller };
}

/** Unread messages for the reader in this conversation. */
export function unreadFor(header: ChatHeader, userId: string | undefined): number {
  const role = roleOf(header, userId);
  return role === 'buyer' ? header.buyer_unread_count : role === 'seller' ? header.seller_unread_count : 0;
}

/** The other party's read position: my messages up to it are read. */
export function otherReadSeq(header: ChatHeader, userId: string | undefined): number {
  return roleOf(header, userId) === 'seller' ? header.buyer_read_seq : header.seller_read_seq;
}

/**
 * The wire messages of a realtime frame, decoded (those that do not match the contract left out), handed to `then`:
 * at once when the decoders are loaded (after the first call, so nearly always), else once they are.
 */
function withFrameMessages(wires: unknown[], then: (messages: ChatMessage[]) => void): void {
  const keep = (results: Array<DecodedWire | undefined>) => results.flatMap((r) => (r?.success ? [r.data as ChatMessage] : []));
  const now = wires.map((wire) => decodeWireNow('wireChatMessage', wire));
  if (now.every((r) => r !== undefined)) then(keep(now));
  else void Promise.all(wires.map((wire) => decodeWire('wireChatMessage', wire))).then(keep).then(then);
}

// ------------------------------------------------------------------------------------------ calls

const conversationRef = (chatId: string) => ({ chat_id: chatId });

/** The latest page (merged into what is loaded: a refetch never drops older pages). */
async function fetchConversation(chatId: string, previous: Conversation | undefined, signal?: AbortSignal): Promise<Conversation> {
  const history = await call('chats/get_chat_history', { body: conversationRef(chatId), path: { limit: PAGE }, signal });
  const { header, messages } = splitHistory(history);
  if (!previous) return { header, messages, hasOlder: olderExist(messages) };
  const merged = mergeMessages(previous.messages, messages);
  // A gap between what was loaded and the latest page (a long absence): keep only the latest page.
  const gap = previous.messages.length > 0 && messages.length >= PAGE && messages[0]!.seq > lastSeqOf(previous) + 1;
  return gap ? { header, messages, hasOlder: true } : { header, messages: merged, hasOlder: previous.hasOlder };
}

/** One page before the oldest loaded message, merged in. */
export async function loadOlderMessages(queryClient: QueryClient, chatId: string): Promise<void> {
  const current = queryClient.getQueryData<Conversation>(chatQueries.conversationKey(chatId));
  const oldest = current?.messages[0]?.seq;
  if (!current || oldest === undefined || oldest <= 1) {
    if (current) queryClient.setQueryData<Conversation>(chatQueries.conversationKey(chatId), { ...current, hasOlder: false });
    return;
  }
  const history = await call('chats/get_chat_history', { body: { ...conversationRef(chatId), before_seq: String(oldest) }, path: { limit: PAGE } });
  const { messages } = splitHistory(history);
  queryClient.setQueryData<Conversation>(chatQueries.conversationKey(chatId), (now) =>
    now ? { ...now, messages: mergeMessages(now.messages, messages), hasOlder: messages.length > 0 && olderExist(messages) } : now,
  );
}

/** A page of a conversation list; `pageParam` is the offset. */
const listPath = (userId: string, offset: number) => ({ limit: PAGE, offset, login_user_id: userId });
const nextOffset = (last: readonly unknown[], pages: readonly unknown[]) => (last.length < PAGE ? undefined : pages.length * PAGE);

type HeaderListCall = 'chat_items/get_buyer_seller_list' | 'chats/offer_list';

/** Pages of 30 conversations of a list call; "load more" asks for the next offset. */
function headerPages(name: HeaderListCall, userId: string, returnType: ChatListReturnType) {
  return infiniteQueryOptions({
    queryKey: [name, userId, returnType] as readonly [HeaderListCall, string, ChatListReturnType],
    queryFn: ({ pageParam, signal }): Promise<ChatHeader[]> => call(name, { body: { user_id: userId, return_type: returnType }, path: listPath(userId, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: userId !== '',
  });
}

export const chatQueries = {
  conversationKey: (chatId: string) => ['chats/get_chat_history', chatId] as const,
  conversation: (chatId: string, queryClient: QueryClient) =>
    queryOptions({
      queryKey: chatQueries.conversationKey(chatId),
      queryFn: ({ signal }) => fetchConversation(chatId, queryClient.getQueryData<Conversation>(chatQueries.conversationKey(chatId)), signal),
      enabled: chatId !== '',
    }),
  /** chat_items/get_buyer_seller_list: `seller` = my conversations as buyer, `buyer` = as seller (contract). */
  list: (userId: string, returnType: ChatListReturnType) => headerPages('chat_items/get_buyer_seller_list', userId, returnType),
  /** chats/offer_list: `buyer` = offers I received as seller, `seller` = offers I sent as buyer. */
  offers: (userId: string, returnType: ChatListReturnType) => headerPages('chats/offer_list', userId, returnType),
  unreadKey: (userId: string) => ['users/unread_count', userId] as const,
  unread: (userId: string) =>
    queryOptions({
      queryKey: chatQueries.unreadKey(userId),
      queryFn: ({ signal }) => call('users/unread_count', { body: { user_id: userId }, signal }),
      enabled: userId !== '',
      staleTime: 60_000,
    }),
};

/** Lists whose rows show the last message, unread counts or the deal: refreshed after a change. */
export function invalidateChatLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['chat_items/get_buyer_seller_list'] });
  void queryClient.invalidateQueries({ queryKey: ['chats/offer_list'] });
}

/** Merge messages into a loaded conversation (nothing to do when it is not loaded: it fetches fresh when opened). */
export function mergeIntoConversation(queryClient: QueryClient, chatId: string, messages: readonly ChatMessage[]): void {
  queryClient.setQueryData<Conversation>(chatQueries.conversationKey(chatId), (now) => (now ? { ...now, messages: mergeMessages(now.messages, messages) } : now));
}

/** A header answered by a call (chats/add, a deal step, reset_count) replaces the loaded one. */
export function setConversationHeader(queryClient: QueryClient, header: ChatHeader): void {
  queryClient.setQueryData<Conversation>(chatQueries.conversationKey(header.id), (now) => (now ? { ...now, header } : now));
}

// ------------------------------------------------------------------------------------------ realtime frames

/**
 * What a server frame changes in the caches of `userId`: messages merged by seq, a header refetched on `chat`,
 * the nav badges on `unread` (messages) and `noti` / `noti_count` (notifications), read receipts on `read`. Typing, presence and stale frames are the screen's and the
 * realtime client's business.
 */
export function applyChatFrame(queryClient: QueryClient, frame: RealtimeServerFrame, userId: string): void {
  switch (frame.t) {
    case 'message':
    case 'ack': {
      withFrameMessages([frame.message], (messages) => {
        if (messages.length) mergeIntoConversation(queryClient, frame.chat_id, messages);
      });
      invalidateChatLists(queryClient);
      return;
    }
    case 'messages': {
      withFrameMessages(frame.messages, (messages) => mergeIntoConversation(queryClient, frame.chat_id, messages));
      return;
    }
    case 'chat':
      void queryClient.invalidateQueries({ queryKey: chatQueries.conversationKey(frame.chat_id) });
      invalidateChatLists(queryClient);
      return;
    case 'unread':
      queryClient.setQueryData(chatQueries.unreadKey(userId), (now: UnreadCount | undefined): UnreadCount => ({
        id: now?.id ?? userId,
        blog_noti_unread_count: now?.blog_noti_unread_count ?? 0,
        buyer_unread_count: Number(frame.buyer_unread_count) || 0,
        seller_unread_count: Number(frame.seller_unread_count) || 0,
      }));
      return;
    case 'noti':
    case 'noti_count':
      queryClient.setQueryData(chatQueries.unreadKey(userId), (now: UnreadCount | undefined): UnreadCount => ({
        id: now?.id ?? userId,
        buyer_unread_count: now?.buyer_unread_count ?? 0,
        seller_unread_count: now?.seller_unread_count ?? 0,
        blog_noti_unread_count: Number(frame.blog_noti_unread_count) || 0,
      }));
      return;
    case 'read': {
      if (frame.user_id === userId) return;
      const seq = Number(frame.seq) || 0;
      queryClient.setQueryData<Conversation>(chatQueries.conversationKey(frame.chat_id), (now) => {
        if (!now) return now;
        const role = roleOf(now.header, userId);
        const header = role === 'buyer' ? { ...now.header, seller_read_seq: Math.max(now.header.seller_read_seq, seq) } : { ...now.header, buyer_read_seq: Math.max(now.header.buyer_read_seq, seq) };
        const messages = now.messages.map((m) => (m.sender_user_id === userId && m.seq <= seq && !m.is_read ? { ...m, is_read: true } : m));
        return { ...now, header, messages };
      });
      return;
    }
    default:
      return;
  }
}
