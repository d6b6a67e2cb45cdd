import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { loginUserId } from '../../../lib/session/session-store';
import type { WireOwnItem } from './types';

/** `GET items/get/id/{id}/login_user_id/{me}` → the Item (the owner sees every field). */
export function getItem(itemId: string, signal?: AbortSignal): Promise<WireOwnItem> {
  return apiGet<WireOwnItem>('items', 'get', { id: itemId, login_user_id: loginUserId() }, { signal });
}

export const itemQueryKey = (itemId: string) => ['sell', 'item', itemId] as const;

export function useOwnItem(itemId: string) {
  return useQuery({ queryKey: itemQueryKey(itemId), queryFn: ({ signal }) => getItem(itemId, signal), enabled: itemId !== '', staleTime: 0 });
}
