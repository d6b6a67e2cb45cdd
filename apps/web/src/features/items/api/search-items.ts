import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api';
import { loginUserId, useSession } from '../../../lib/session/session-store';
import type { SearchBody } from '../lib/list-query';
import type { WireItem } from './types';

/** `POST items/search/limit/10/offset/{n}/login_user_id/{id|nologinuser}` with the filter body; empty → []. */
export function searchItems(body: SearchBody, offset: number, limit: number = LIMITS.itemPageSize, signal?: AbortSignal): Promise<WireItem[]> {
  return asList(apiPost<WireItem[]>('items', 'search', body, { limit, offset, login_user_id: loginUserId() }, { signal }));
}

/**
 * Pages of 10 (spec §9): the first page replaces, "load more" appends; a short or empty page means no more.
 * Disabled while the filters are invalid (no request for an impossible price range).
 */
type Placeholder = (previous: InfiniteData<WireItem[], number> | undefined) => InfiniteData<WireItem[], number> | undefined;

export function useItemSearch(body: SearchBody, enabled = true, placeholderData?: Placeholder) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: ['items', 'search', body, user?.user_id ?? ''],
    queryFn: ({ pageParam, signal }) => searchItems(body, pageParam, LIMITS.itemPageSize, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIMITS.itemPageSize ? undefined : pages.length * LIMITS.itemPageSize),
    enabled,
    placeholderData,
    staleTime: 60_000,
  });
}
