import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/** `POST users/search {keyword}` + limit 30 (spec §9 user search); the seller filter's look-up. */
export function searchUsers(keyword: string, signal?: AbortSignal) {
  return call('users/search', { body: { keyword, order_by: 'user_name', order_type: 'asc' }, path: { limit: 30, offset: 0 }, signal });
}

export function useUserSearch(keyword: string) {
  const term = keyword.trim();
  return useQuery({
    queryKey: ['users/search', term] as const,
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
}
