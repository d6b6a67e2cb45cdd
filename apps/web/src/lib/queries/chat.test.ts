/** The conversation cache: messages merged by seq and deduplicated, and what each realtime frame changes. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { wireChatHistory, wireChatMessage } from '@wheeldeal/contract';
import { wireChatHeaderFixture, wireChatMessageFixture } from '../../test/wire-chat';
import { applyChatFrame, chatQueries, lastSeqOf, mergeMessages, splitHistory, type ChatMessage, type Conversation } from './chat';

const msg = (overrides: Record<string, unknown>): ChatMessage => wireChatMessage.parse(wireChatMessageFixture(overrides));

function conversationWith(messages: ChatMessage[], header: Record<string, unknown> = {}): Conversation {
  const history = wireChatHistory.parse({ ...wireChatHeaderFixture(header), messages: [] });
  return { header: splitHistory(history).header, messages, hasOlder: false };
}

describe('mergeMessages', () => {
  it('orders by seq whatever the arrival order', () => {
    const merged = mergeMessages([msg({ id: 'm3', seq: '3' }), msg({ id: 'm1', seq: '1' })], [msg({ id: 'm2', seq: '2' })]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps one copy of a message seen twice, the incoming one winning (a later read flag)', () => {
    const merged = mergeMessages([msg({ id: 'm1', seq: '1', is_read: '0' })], [msg({ id: 'm1', seq: '1', is_read: '1' })]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.is_read).toBe(true);
  });

  it('dedupes by the sender and client id too (a resend answered with the stored message)', () => {
    const first = msg({ id: 'm5', seq: '5', client_id: 'c-1', sender_user_id: 'buyer1' });
    const again = msg({ id: 'm5', seq: '5', client_id: 'c-1', sender_user_id: 'buyer1' });
    const otherSender = msg({ id: 'm6', seq: '6', client_id: 'c-1', sender_user_id: 'seller1' });
    expect(mergeMessages([first], [again, otherSender]).map((m) => m.id)).toEqual(['m5', 'm6']);
  });

  it('dedupes within one incoming batch', () => {
    const merged = mergeMessages([], [msg({ id: 'm1', seq: '1' }), msg({ id: 'm1', seq: '1' })]);
    expect(merged).toHaveLength(1);
    expect(lastSeqOf({ ...conversationWith(merged) })).toBe(1);
  });
});

describe('applyChatFrame', () => {
  const me = 'buyer1';
  const key = chatQueries.conversationKey('cht1');

  it('merges a message frame into the open conversation by seq', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, conversationWith([msg({ id: 'm1', seq: '1' })]));
    applyChatFrame(qc, { t: 'message', chat_id: 'cht1', message: wireChatMessageFixture({ id: 'm2', seq: '2', sender_user_id: 'seller1', message: 'Hi' }) }, me);
    applyChatFrame(qc, { t: 'message', chat_id: 'cht1', message: wireChatMessageFixture({ id: 'm2', seq: '2', sender_user_id: 'seller1', message: 'Hi' }) }, me);
    expect(qc.getQueryData<Conversation>(key)!.messages.map((m) => m.message)).toEqual(['Hello', 'Hi']);
  });

  it('merges the pages a sync answers and ignores a message that does not match the contract', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, conversationWith([msg({ id: 'm1', seq: '1' })]));
    applyChatFrame(qc, { t: 'messages', chat_id: 'cht1', messages: [wireChatMessageFixture({ id: 'm3', seq: '3' }), { id: 'bad' }, wireChatMessageFixture({ id: 'm2', seq: '2' })] }, me);
    expect(qc.getQueryData<Conversation>(key)!.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('writes the unread totals for the nav badge, keeping the notification count', () => {
    const qc = new QueryClient();
    qc.setQueryData(chatQueries.unreadKey(me), { id: me, blog_noti_unread_count: 4, buyer_unread_count: 0, seller_unread_count: 0 });
    applyChatFrame(qc, { t: 'unread', buyer_unread_count: '2', seller_unread_count: '1' }, me);
    expect(qc.getQueryData(chatQueries.unreadKey(me))).toEqual({ id: me, blog_noti_unread_count: 4, buyer_unread_count: 2, seller_unread_count: 1 });
  });

  it('marks my messages read up to the seq the other party read', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, conversationWith([msg({ id: 'm1', seq: '1' }), msg({ id: 'm2', seq: '2' }), msg({ id: 'm3', seq: '3', sender_user_id: 'seller1' })]));
    applyChatFrame(qc, { t: 'read', chat_id: 'cht1', user_id: 'seller1', seq: '2' }, me);
    const now = qc.getQueryData<Conversation>(key)!;
    expect(now.messages.map((m) => m.is_read)).toEqual([true, true, false]);
    expect(now.header.seller_read_seq).toBe(2);
  });

  it('marks the conversation stale on a chat frame (its header is refetched)', () => {
    const qc = new QueryClient();
    qc.setQueryData(key, conversationWith([]));
    applyChatFrame(qc, { t: 'chat', chat_id: 'cht1', chat_status: '1', buyer_unread_count: '0', seller_unread_count: '1' }, me);
    expect(qc.getQueryState(key)!.isInvalidated).toBe(true);
  });
});
