import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiGet, apiPost, asList } from '../../../lib/api';
import { getSessionUser, loginUserId, useSession } from '../../../lib/session/session-store';
import type { RailItem } from './types';

/** Where a rail's listings come from: items/search with a filter, the running promotions, or followed sellers. */
export type RailSource =
  | { kind: 'search'; filter: Record<string, string> }
  | { kind: 'paid' }
  | { kind: 'followed' };

const page = () => ({ limit: LIMITS.itemPageSize, offset: 0, login_user_id: loginUserId() });

/** One page of 10 for a rail; empty answers (10001) are `[]`. */
export function findRailItems(source: RailSource, signal?: AbortSignal): Promise<RailItem[]> {
  switch (source.kind) {
    case 'paid':
      // GET paid_items/get + L/O + LU: items whose promotion is running now.
      return asList(apiGet<RailItem[]>('paid_items', 'get', page(), { signal }));
    case 'followed':
      // items/get_item_by_followuser + L/O + LU: newest items of the sellers the user follows.
      return asList(apiPost<RailItem[]>('items', 'get_item_by_followuser', { login_user_id: getSessionUser()?.user_id ?? '' }, page(), { signal }));
    case 'search':
      return asList(apiPost<RailItem[]>('items', 'search', { searchterm: '', status: '1', ...source.filter }, page(), { signal }));
  }
}

export function useRailItems(source: RailSource, enabled = true) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'rail', source, user?.user_id ?? ''],
    queryFn: ({ signal }) => findRailItems(source, signal),
    enabled,
    staleTime: 2 * 60_000,
  });
}
