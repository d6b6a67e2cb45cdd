import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import type { WireCategory } from '../../../lib/api/wire-types';

/** `POST categories/search {keyword, order_by: cat_ordering, order_type: asc}` (first page). */
export function findCategories(signal?: AbortSignal): Promise<WireCategory[]> {
  return asList(
    apiPost<WireCategory[]>(
      'categories',
      'search',
      { keyword: '', order_by: 'cat_ordering', order_type: 'asc' },
      { limit: LIMITS.listPageSize, offset: 0 },
      { signal },
    ),
  );
}

export function useCategories() {
  return useQuery({ queryKey: ['dashboard', 'categories'], queryFn: ({ signal }) => findCategories(signal), staleTime: 10 * 60_000 });
}
