import { useQuery } from '@tanstack/react-query';
import { apiGet, asList } from '../../../lib/api';
import type { WireTownship } from './types';

/** `GET item_location_townships/get/city_id/{id}`: the townships of a city. */
export function findTownships(cityId: string, signal?: AbortSignal): Promise<WireTownship[]> {
  return asList(apiGet<WireTownship[]>('item_location_townships', 'get', { city_id: cityId, limit: 100, offset: 0 }, { signal }));
}

export function useTownships(cityId: string | undefined) {
  return useQuery({
    queryKey: ['items', 'townships', cityId ?? ''],
    queryFn: ({ signal }) => findTownships(cityId ?? '', signal),
    enabled: Boolean(cityId),
    staleTime: 30 * 60_000,
  });
}
