import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiGet, asList } from '../../../lib/api/client';
import type { WireTownship } from './types';

/** `item_location_townships/get/city_id/{id}`: the townships of a city. */
export function getTownships(cityId: string, signal?: AbortSignal): Promise<WireTownship[]> {
  return asList(apiGet<WireTownship[]>('item_location_townships', 'get', { city_id: cityId, limit: LIMITS.maxPageSize, offset: 0 }, { signal }));
}

export function useTownships(cityId: string) {
  return useQuery({ queryKey: ['sell', 'townships', cityId], queryFn: ({ signal }) => getTownships(cityId, signal), enabled: cityId !== '', staleTime: 30 * 60_000 });
}
