import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/client';
import { itemQueries } from '../../../lib/queries/items';
import { useSession } from '../../../lib/session/session-store';
import { findCachedItem } from '../lib/cached-item';

/** The item; while it loads, the copy from a list the visitor came from paints the page at once. */
export function useItem(id: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    ...itemQueries.detail(id, user?.user_id ?? ''),
    placeholderData: () => findCachedItem(queryClient, id),
    enabled: id !== '',
    staleTime: 30_000,
    // "Invalid Item Id" will not change on a retry; network and server faults may.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
  });
}
