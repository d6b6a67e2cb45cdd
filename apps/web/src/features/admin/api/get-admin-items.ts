import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';
import type { WireAdminItem } from './types';

const SIZE = LIMITS.itemPageSize;

export type AdminItemStatus = 'published' | 'disabled' | 'rejected';

/** `POST admin/items/limit/10/offset/{n}` {status, keyword} → listings in one state, newest first. The keyword
 * matches the title, the item id or the owner's id. */
export function getAdminItems(status: AdminItemStatus, keyword: string, offset: number, signal?: AbortSignal): Promise<WireAdminItem[]> {
  return asList(apiPost<WireAdminItem[]>('admin', 'items', { status, keyword }, { limit: SIZE, offset }, { signal }));
}

export function useAdminItems(status: AdminItemStatus, keyword: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.items(status, keyword),
    queryFn: async ({ pageParam, signal }) => toPage(await getAdminItems(status, keyword, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<WireAdminItem>(SIZE),
    staleTime: 0,
  });
}
