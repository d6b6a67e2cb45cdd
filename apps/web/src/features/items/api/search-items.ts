import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { itemQueries } from '../../../lib/queries/items';
import { useSession } from '../../../lib/session/session-store';
import type { SearchBody } from '../lib/list-query';

/**
 * Pages of 10 (spec §9): the first page replaces, "load more" appends; a short or empty page means no more.
 * Disabled while the filters are invalid (no request for an impossible price range). `keepPrevious` shows the
 * previous filter's pages while the new ones load.
 */
export function useItemSearch(body: SearchBody, enabled = true, keepPrevious = false) {
  const { user } = useSession();
  return useInfiniteQuery({
    ...itemQueries.searchPages(body, user?.user_id ?? ''),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime: 60_000,
  });
}
