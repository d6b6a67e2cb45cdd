/**
 * Sending: the message shows at once as pending (outbox), goes out with `chats/add` and its own client id, and is
 * replaced by the stored message when that arrives (the realtime frame, or the refetch after the call). A failed
 * send stays with a retry, which sends the same client id again (the server answers the stored message if the
 * first attempt did arrive).
 */
import { useCallback, useReducer } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatDirection } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { chatQueries, invalidateChatLists, mergeIntoConversation, setConversationHeader } from '../../../lib/queries/chat';
import { newClientId, outboxReducer, type PendingMessage } from '../lib/outbox';

export function useSendMessage(chatId: string, userId: string, direction: ChatDirection) {
  const queryClient = useQueryClient();
  const [outbox, dispatch] = useReducer(outboxReducer, []);

  const deliver = useCallback(
    (pending: PendingMessage) => {
      call('chats/add', { body: { chat_id: chatId, message: pending.text, client_id: pending.clientId, type: direction } }).then(
        (header) => {
          setConversationHeader(queryClient, header);
          void queryClient.invalidateQueries({ queryKey: chatQueries.conversationKey(chatId) });
          invalidateChatLists(queryClient);
        },
        () => dispatch({ type: 'failed', clientId: pending.clientId }),
      );
    },
    [chatId, direction, queryClient],
  );

  const send = useCallback(
    (text: string) => {
      const pending: PendingMessage = { clientId: newClientId(), chatId, text, status: 'sending', createdAt: Date.now() };
      dispatch({ type: 'queued', message: pending });
      deliver(pending);
    },
    [chatId, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = outbox.find((m) => m.clientId === clientId);
      if (!pending) return;
      dispatch({ type: 'retry', clientId });
      deliver(pending);
    },
    [outbox, deliver],
  );

  const discard = useCallback((clientId: string) => dispatch({ type: 'discard', clientId }), []);

  const image = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('chat_id', chatId);
      form.set('sender_id', userId);
      form.set('type', direction);
      form.set('client_id', newClientId());
      form.set('file', file);
      return call('images/chat_image_upload', { body: form });
    },
    onSuccess: (message) => {
      mergeIntoConversation(queryClient, chatId, [message]);
      invalidateChatLists(queryClient);
    },
  });

  return { outbox: outbox.filter((m) => m.chatId === chatId), send, retry, discard, image };
}
