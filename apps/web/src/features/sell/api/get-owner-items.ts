import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type OwnerItemBucket } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { loginUserId, useSession } from '../../../lib/session/session-store';
import type { WireOwnItem } from './types';

/** `POST items/get_owner_items/limit/10/offset/{n}/login_user_id/{me}` {status} → the caller's own listings. */
export function getOwnerItems(bucket: OwnerItemBucket, offset: number, signal?: AbortSignal): Promise<WireOwnItem[]> {
  return asList(
    apiPost<WireOwnItem[]>('items', 'get_owner_items', { status: bucket }, { limit: LIMITS.itemPageSize, offset, login_user_id: loginUserId() }, { signal }),
  );
}

export const ownerItemsKey = ['sell', 'owner-items'] as const;

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
