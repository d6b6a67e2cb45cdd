import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import type { ReportedItem } from '../../../lib/api/types';
import { adminKeys } from './keys';
import { nextOffset, toPage } from './paging';

const SIZE = LIMITS.itemPageSize;

/** `POST admin/reported_items/limit/10/offset/{n}` → listings with open reports, the most reported first. */
export function getReportedItems(offset: number, signal?: AbortSignal): Promise<ReportedItem[]> {
  return call('admin/reported_items', { body: {}, path: { limit: SIZE, offset }, signal });
}

export function useReportedItems() {
  return useInfiniteQuery({
    queryKey: adminKeys.reports,
    queryFn: async ({ pageParam, signal }) => toPage(await getReportedItems(pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextOffset<ReportedItem>(SIZE),
    staleTime: 0,
  });
}
