import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { AdminItem } from './get-admin-items';
import { adminKeys } from './keys';
import { nextOffset, removeRows, toPage } from './paging';

const SIZE = LIMITS.itemPageSize;

/** `POST admin/items_pending/limit/10/offset/{n}` → pending listings, longest waiting first, with every photo. */
export function getPendingItems(offset: number, signal?: AbortSignal): Promise<AdminItem[]> {
  return call('admin/items_pending', { body: {}, path: { limit: SIZE, offset }, signal });
}

export function usePendingItems() {
  return useInfiniteQuery({
    queryKey: adminKeys.queue,
    queryFn: async ({ pageParam, signal }) => toPage(await getPendingItems(pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminItem>(SIZE),
    staleTime: 0,
  });
}

/** Takes a listing out of the loaded queue at once (the moderator has dealt with it). */
export function removeFromQueue(client: QueryClient, itemId: string): void {
  removeRows<AdminItem>(client, adminKeys.queue, (r) => r.id === itemId);
}
