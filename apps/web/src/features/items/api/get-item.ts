import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api';
import { loginUserId, useSession } from '../../../lib/session/session-store';
import { findCachedItem } from '../lib/cached-item';
import type { WireItem } from './types';

export const itemKey = (id: string, userId: string) => ['items', 'detail', id, userId] as const;

/** `GET items/get/id/{id}/login_user_id/{…}` → Item. */
export function getItem(id: string, signal?: AbortSignal): Promise<WireItem> {
  return apiGet<WireItem>('items', 'get', { id, login_user_id: loginUserId() }, { signal });
}

/** The item; while it loads, the copy from a list the visitor came from paints the page at once. */
export function useItem(id: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useQuery<WireItem, Error, WireItem, ReturnType<typeof itemKey>>({
    queryKey: itemKey(id, user?.user_id ?? ''),
    queryFn: ({ signal }) => getItem(id, signal),
    placeholderData: () => findCachedItem(queryClient, id),
    enabled: id !== '',
    staleTime: 30_000,
    // "Invalid Item Id" will not change on a retry; network and server faults may.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
  });
}
