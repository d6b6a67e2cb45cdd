import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api';
import { getSessionUser, useSession } from '../../../lib/session/session-store';
import type { WireItem } from './types';

/** `POST items/get_item_by_followuser` + limit/offset/login_user_id: newest items of the sellers one follows. */
export function findFollowedItems(offset: number, signal?: AbortSignal): Promise<WireItem[]> {
  const userId = getSessionUser()?.user_id ?? '';
  return asList(apiPost<WireItem[]>('items', 'get_item_by_followuser', { login_user_id: userId }, { limit: LIMITS.itemPageSize, offset, login_user_id: userId }, { signal }));
}

export function useFollowedItems() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: ['items', 'followed', user?.user_id ?? ''],
    queryFn: ({ pageParam, signal }) => findFollowedItems(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIMITS.itemPageSize ? undefined : pages.length * LIMITS.itemPageSize),
    enabled: Boolean(user),
  });
}
