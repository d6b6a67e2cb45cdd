import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { loginUserId } from '../../../lib/session/session-store';

interface WireChatHeader {
  item_id: string;
  buyer_user_id: string;
  buyer?: { user_id?: string; user_name?: string; is_empty_object?: string };
}

export interface ChatBuyer {
  userId: string;
  name: string;
}

/**
 * The people who chatted with the seller about one item: `chat_items/get_buyer_seller_list` {user_id,
 * return_type: 'buyer'} filtered by item. Any failure (no chats yet, chat not available) is an empty list: the
 * seller can still type the buyer's name.
 */
export async function getChatBuyers(itemId: string, signal?: AbortSignal): Promise<ChatBuyer[]> {
  try {
    const rows = await asList(
      apiPost<WireChatHeader[]>(
        'chat_items',
        'get_buyer_seller_list',
        { user_id: loginUserId(), return_type: 'buyer' },
        { limit: LIMITS.maxPageSize, offset: 0, login_user_id: loginUserId() },
        { signal },
      ),
    );
    const seen = new Map<string, ChatBuyer>();
    for (const row of rows) {
      if (row.item_id !== itemId || !row.buyer_user_id || seen.has(row.buyer_user_id)) continue;
      seen.set(row.buyer_user_id, { userId: row.buyer_user_id, name: row.buyer?.user_name || row.buyer_user_id });
    }
    return [...seen.values()];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useChatBuyers(itemId: string, enabled: boolean) {
  return useQuery({ queryKey: ['sell', 'chat-buyers', itemId], queryFn: ({ signal }) => getChatBuyers(itemId, signal), enabled, staleTime: 60_000 });
}
