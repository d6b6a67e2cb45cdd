import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type OwnerItemBucket } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';
import { getSessionUser, loginUserId, useSession } from '../../../lib/session/session-store';

/** `POST items/get_owner_items/limit/10/offset/{n}/login_user_id/{me}` {status} → the caller's own listings. */
export function getOwnerItems(bucket: OwnerItemBucket, offset: number, signal?: AbortSignal) {
  return call('items/get_owner_items', { body: { status: bucket }, path: { limit: LIMITS.itemPageSize, offset, login_user_id: loginUserId() }, signal });
}

const ownerItemsKey = ['items/get_owner_items'] as const;

/** Pages of 10; the first page replaces, later pages append; a short or empty page means no more (spec §4). */
export function useOwnerItems(bucket: OwnerItemBucket) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: [...ownerItemsKey, user?.user_id ?? '', bucket],
    queryFn: ({ pageParam, signal }) => getOwnerItems(bucket, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIMITS.itemPageSize ? undefined : pages.length * LIMITS.itemPageSize),
    enabled: Boolean(user),
    staleTime: 0,
  });
}

/**
 * After a listing changed (saved, sold, hidden, deleted): the owner's lists, the counts per list and the owner's
 * User (remaining posts) refetch, and the item's own cached answer and photos are dropped.
 */
export function refreshOwnerData(queryClient: QueryClient, itemId?: string): void {
  const me = getSessionUser()?.user_id ?? '';
  void queryClient.invalidateQueries({ queryKey: ownerItemsKey });
  void queryClient.invalidateQueries({ queryKey: userQueries.itemCounts(me).queryKey });
  void queryClient.invalidateQueries({ queryKey: userQueries.all(me) });
  if (itemId) {
    queryClient.removeQueries({ queryKey: ['items/get', itemId] });
    queryClient.removeQueries({ queryKey: ['images/get_item_gallery', itemId] });
  }
}
