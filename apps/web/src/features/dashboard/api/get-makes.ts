import { useQuery } from '@tanstack/react-query';
import { apiGet, asList } from '../../../lib/api';
import type { WireMake } from './types';

/** `GET subcategories/get/cat_id/{id}`: the makes of a category, for the hero's make picker. */
export function findMakes(catId: string, signal?: AbortSignal): Promise<WireMake[]> {
  return asList(apiGet<WireMake[]>('subcategories', 'get', { cat_id: catId, limit: 100, offset: 0 }, { signal }));
}

export function useMakes(catId: string) {
  return useQuery({ queryKey: ['dashboard', 'makes', catId], queryFn: ({ signal }) => findMakes(catId, signal), enabled: catId !== '', staleTime: 10 * 60_000 });
}
