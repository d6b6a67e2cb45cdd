import { useQuery } from '@tanstack/react-query';

export interface ChatBuyer {
  userId: string;
  name: string;
}

/**
 * The people who chatted with the seller about one item, offered as buyers in the "mark sold" dialog. Chat is not
 * in the call catalogue yet (`chat_items/get_buyer_seller_list` arrives with the chat issue, with its response
 * schema); until then the list is empty, as the server's "Unknown method." made it before, and the seller types
 * the buyer's name.
 */
export function getChatBuyers(_itemId: string): Promise<ChatBuyer[]> {
  return Promise.resolve([]);
}

export function useChatBuyers(itemId: string, enabled: boolean) {
  return useQuery({ queryKey: ['chat_items/get_buyer_seller_list', itemId], queryFn: () => getChatBuyers(itemId), enabled, staleTime: 60_000 });
}
