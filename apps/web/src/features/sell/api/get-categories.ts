import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import type { WireCategory } from '../../../lib/api/wire-types';

/** `categories/search` in display order (cat_ordering). */
export function getCategories(signal?: AbortSignal): Promise<WireCategory[]> {
  return asList(apiPost<WireCategory[]>('categories', 'search', { keyword: '', order_by: '', order_type: '' }, { limit: LIMITS.maxPageSize, offset: 0 }, { signal }));
}

export function useCategories() {
  return useQuery({ queryKey: ['sell', 'categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 30 * 60_000 });
}
