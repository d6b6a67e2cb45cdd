import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import type { WireItemSummary } from '../../../lib/api/wire-types';
import { loginUserId, useSession } from '../../../lib/session/session-store';

/** The part of the items/search filter body (api-and-config §7.3) the dashboard rails use. */
export interface RailFilter {
  order_by: 'added_date' | 'touch_count' | 'featured_date';
  order_type: 'desc' | 'asc';
  ad_post_type?: 'only_paid_item' | 'paid_item_first';
  is_discount?: '1';
}

/** `POST items/search/limit/{n}/offset/0/login_user_id/{id}`; an empty result is `[]`. */
export function searchItems(filter: RailFilter, signal?: AbortSignal): Promise<WireItemSummary[]> {
  return asList(
    apiPost<WireItemSummary[]>(
      'items',
      'search',
      { searchterm: '', status: '1', ...filter },
      { limit: LIMITS.itemPageSize, offset: 0, login_user_id: loginUserId() },
      { signal },
    ),
  );
}

export function useRailItems(filter: RailFilter) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['dashboard', 'rail', filter, user?.user_id ?? ''],
    queryFn: ({ signal }) => searchItems(filter, signal),
    staleTime: 2 * 60_000,
  });
}
