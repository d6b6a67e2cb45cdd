import { useQuery } from '@tanstack/react-query';
import { apiPost, asList } from '../../../lib/api';
import type { WireUserSummary } from './types';

/** `POST users/search {keyword}` + limit 30 (spec §9 user search); the seller filter's look-up. */
export function searchUsers(keyword: string, signal?: AbortSignal): Promise<WireUserSummary[]> {
  return asList(apiPost<WireUserSummary[]>('users', 'search', { keyword, order_by: 'user_name', order_type: 'asc' }, { limit: 30, offset: 0 }, { signal }));
}

export function useUserSearch(keyword: string) {
  const term = keyword.trim();
  return useQuery({
    queryKey: ['items', 'user-search', term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
}
