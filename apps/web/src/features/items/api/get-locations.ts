import { useQuery } from '@tanstack/react-query';
import { apiPost, asList } from '../../../lib/api';
import type { WireLocation } from './types';

/** `POST itemlocations/search {keyword}`: the cities, in display order. */
export function findLocations(signal?: AbortSignal): Promise<WireLocation[]> {
  return asList(apiPost<WireLocation[]>('itemlocations', 'search', { keyword: '', order_by: '', order_type: '' }, { limit: 100, offset: 0 }, { signal }));
}

export function useLocations() {
  return useQuery({ queryKey: ['items', 'locations'], queryFn: ({ signal }) => findLocations(signal), staleTime: 30 * 60_000 });
}
