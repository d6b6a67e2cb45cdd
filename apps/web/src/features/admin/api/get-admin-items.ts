import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { Image, Item } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

/** A listing as staff see it: the decoded Item; the moderation queue adds every photo. */
export type AdminItem = Item & { images?: Image[] };

const SIZE = LIMITS.itemPageSize;

export type AdminItemStatus = 'published' | 'disabled' | 'rejected';

/** `POST admin/items/limit/10/offset/{n}` {status, keyword} → listings in one state, newest first. The keyword
 * matches the title, the item id or the owner's id. */
export function getAdminItems(status: AdminItemStatus, keyword: string, offset: number, signal?: AbortSignal): Promise<AdminItem[]> {
  return call('admin/items', { body: { status, keyword }, path: { limit: SIZE, offset }, signal });
}

export function useAdminItems(status: AdminItemStatus, keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.items(status, keyword),
    queryFn: async ({ pageParam, signal }) => toPage(await getAdminItems(status, keyword, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<AdminItem>(SIZE),
    staleTime: 0,
  });
}
