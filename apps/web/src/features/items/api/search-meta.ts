import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { useSession } from '../../../lib/session/session-store';

export type SearchMeta = CallAnswer<'items/search_meta'>;

/**
 * `items/search_meta` for the list's filter body: the total count, what the search term was read as ("bmv" →
 * BMW) and the facet counts of the filter panel. Its own query beside the pages, so the first page never waits
 * for the counts; the previous filter's counts stay while the new ones load (no flicker in the panel).
 */
export function useSearchMeta(body: CallBody<'items/search_meta'>, enabled = true) {
  const { user } = useSession();
  const viewer = user?.user_id ?? '';
  return useQuery({
    queryKey: ['items/search_meta', body, viewer] as const,
    queryFn: ({ signal }) => call('items/search_meta', { body, path: { login_user_id: viewer || 'nologinuser' }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
