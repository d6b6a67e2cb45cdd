import { useQuery } from '@tanstack/react-query';
import { apiPost, asList, type WireCategory } from '../../../lib/api';

/** `POST categories/search {keyword, order_by: cat_ordering, order_type: asc}`, one page of up to 100. */
export function findCategories(signal?: AbortSignal): Promise<WireCategory[]> {
  return asList(apiPost<WireCategory[]>('categories', 'search', { keyword: '', order_by: 'cat_ordering', order_type: 'asc' }, { limit: 100, offset: 0 }, { signal }));
}

export function useCategories() {
  return useQuery({ queryKey: ['items', 'categories'], queryFn: ({ signal }) => findCategories(signal), staleTime: 10 * 60_000 });
}
