/** Marks the conversation read (`chats/reset_count`) while it is on screen and the tab is visible. */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { chatQueries, invalidateChatLists, lastSeqOf, roleOf, setConversationHeader, unreadFor, type Conversation } from '../../../lib/queries/chat';

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Whether the reader has something unread: a count, or a message of the other party past their read position. */
export function hasUnread(conversation: Conversation, userId: string): boolean {
  const { header, messages } = conversation;
  const role = roleOf(header, userId);
  if (role === 'other') return false;
  const readSeq = role === 'buyer' ? header.buyer_read_seq : header.seller_read_seq;
  return unreadFor(header, userId) > 0 || messages.some((m) => m.sender_user_id !== userId && m.seq > readSeq);
}

export function useMarkRead(conversation: Conversation | undefined, userId: string): void {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const marked = useRef<{ chatId: string; seq: number }>({ chatId: '', seq: -1 });
  const chatId = conversation?.header.id ?? '';
  // A message frame merges messages without a new header: the latest seq is whichever is further.
  const lastSeq = Math.max(conversation?.header.last_seq ?? 0, lastSeqOf(conversation));
  const unread = conversation ? hasUnread(conversation, userId) : false;

  useEffect(() => {
    if (!chatId || !visible || !unread) return;
    if (marked.current.chatId === chatId && marked.current.seq >= lastSeq) return;
    marked.current = { chatId, seq: lastSeq };
    call('chats/reset_count', { body: { chat_id: chatId } }).then(
      (header) => {
        setConversationHeader(queryClient, header);
        void queryClient.invalidateQueries({ queryKey: chatQueries.unreadKey(userId) });
        invalidateChatLists(queryClient);
      },
      () => {
        // Try again with the next message or visit.
        marked.current = { chatId: '', seq: -1 };
      },
    );
  }, [chatId, visible, unread, lastSeq, userId, queryClient]);
}
