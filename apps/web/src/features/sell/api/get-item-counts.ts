import { useQuery } from '@tanstack/react-query';
import type { OwnerItemBucket } from '@wheeldeal/contract';
import { apiPost } from '../../../lib/api/client';
import { useSession } from '../../../lib/session/session-store';

export type ItemCounts = Partial<Record<OwnerItemBucket, string>> & { user_id?: string };

/** `POST users/item_counts` {user_id} → how many listings the user has per list. */
export function getItemCounts(userId: string, signal?: AbortSignal): Promise<ItemCounts> {
  return apiPost<ItemCounts>('users', 'item_counts', { user_id: userId }, undefined, { signal });
}

export const itemCountsKey = ['sell', 'item-counts'] as const;

export function useItemCounts() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...itemCountsKey, user?.user_id ?? ''],
    queryFn: ({ signal }) => getItemCounts(user!.user_id, signal),
    enabled: Boolean(user),
    staleTime: 0,
  });
}
