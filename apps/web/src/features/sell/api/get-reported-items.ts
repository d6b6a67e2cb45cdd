import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { loginUserId, useSession } from '../../../lib/session/session-store';

/** `items/get_reported_item_by_loginuser/limit/10/offset/{n}/login_user_id/{me}` → items the caller reported. */
export function getReportedItems(offset: number, signal?: AbortSignal) {
  return call('items/get_reported_item_by_loginuser', { body: {}, path: { limit: LIMITS.itemPageSize, offset, login_user_id: loginUserId() }, signal });
}

export function useReportedItems() {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: ['items/get_reported_item_by_loginuser', user?.user_id ?? ''],
    queryFn: ({ pageParam, signal }) => getReportedItems(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIMITS.itemPageSize ? undefined : pages.length * LIMITS.itemPageSize),
    enabled: Boolean(user),
    staleTime: 0,
  });
}
