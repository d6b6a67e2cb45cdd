import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';
import type { WireReportedItem } from './types';

const SIZE = LIMITS.itemPageSize;

/** `POST admin/reported_items/limit/10/offset/{n}` → listings with open reports, the most reported first. */
export function getReportedItems(offset: number, signal?: AbortSignal): Promise<WireReportedItem[]> {
  return asList(apiPost<WireReportedItem[]>('admin', 'reported_items', {}, { limit: SIZE, offset }, { signal }));
}

export function useReportedItems() {
  return useInfiniteQuery({
    queryKey: adminKeys.reports,
    queryFn: async ({ pageParam, signal }) => toPage(await getReportedItems(pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<WireReportedItem>(SIZE),
    staleTime: 0,
  });
}
