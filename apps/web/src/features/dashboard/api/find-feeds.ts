import { useQuery } from '@tanstack/react-query';
import { apiPost, asList } from '../../../lib/api';
import type { WireFeed } from './types';

/** `POST feeds/search {searchterm}` + L/O: the newest blog posts. The rail hides itself when this fails. */
export function findFeeds(signal?: AbortSignal): Promise<WireFeed[]> {
  return asList(apiPost<WireFeed[]>('feeds', 'search', { searchterm: '', city_id: '' }, { limit: 6, offset: 0 }, { signal }));
}

export function useFeeds() {
  return useQuery({ queryKey: ['dashboard', 'feeds'], queryFn: ({ signal }) => findFeeds(signal), staleTime: 10 * 60_000, retry: false });
}
