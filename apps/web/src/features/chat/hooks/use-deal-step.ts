/** The deal's calls (decision 012): each answers the new header, which replaces the loaded one; the conversation
 * then refetches for the step's message (the realtime frame may bring it first; the merge dedupes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatDirection } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { chatQueries, invalidateChatLists, setConversationHeader, type ChatHeader } from '../../../lib/queries/chat';
import type { OfferBarButton } from '../lib/offer';
import { newClientId } from '../lib/outbox';

export interface DealStepInput {
  action: OfferBarButton;
  /** The price of an offer or counter. */
  amount?: number;
}

export function useDealStep(header: ChatHeader, direction: ChatDirection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, amount }: DealStepInput): Promise<ChatHeader> => {
      const body = { chat_id: header.id, type: direction, client_id: newClientId() };
      switch (action) {
        case 'offer':
        case 'counter':
          return call('chats/update_price', { body: { ...body, nego_price: String(amount ?? 0) } });
        case 'reject':
        case 'withdraw':
          return call('chats/update_price', { body: { ...body, nego_price: '0' } });
        case 'accept':
          return call('chats/update_accept', { body });
        case 'confirm_bought':
          return call('chats/is_user_bought', { body });
        case 'mark_sold':
          return call('chats/item_sold_out', { body });
      }
    },
    onSuccess: (next) => {
      setConversationHeader(queryClient, next);
      void queryClient.invalidateQueries({ queryKey: chatQueries.conversationKey(header.id) });
      invalidateChatLists(queryClient);
    },
  });
}
