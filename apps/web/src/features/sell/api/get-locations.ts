import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiPost, asList } from '../../../lib/api/client';
import type { WireLocation } from './types';

/** `itemlocations/search`: the cities, in display order. */
export function getLocations(signal?: AbortSignal): Promise<WireLocation[]> {
  return asList(apiPost<WireLocation[]>('itemlocations', 'search', { keyword: '', order_by: '', order_type: '' }, { limit: LIMITS.maxPageSize, offset: 0 }, { signal }));
}

export function useLocations() {
  return useQuery({ queryKey: ['sell', 'locations'], queryFn: ({ signal }) => getLocations(signal), staleTime: 30 * 60_000 });
}
