import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { itemQueries } from '../../../lib/queries/items';
import { loginUserId, useSession } from '../../../lib/session/session-store';

/** `GET items/get/id/{id}/login_user_id/{me}` → the Item (the owner sees every field). */
export function getItem(itemId: string, signal?: AbortSignal) {
  return call('items/get', { path: { id: itemId, login_user_id: loginUserId() }, signal });
}

/** The item as its owner sees it; the same cache entry as the item's page. */
export function useOwnItem(itemId: string) {
  const { user } = useSession();
  return useQuery({ ...itemQueries.detail(itemId, user?.user_id ?? ''), enabled: itemId !== '', staleTime: 0 });
}
