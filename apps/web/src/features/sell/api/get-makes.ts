import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiGet, asList } from '../../../lib/api/client';
import type { WireMake } from './types';

/** `subcategories/get/cat_id/{id}`: the brands (makes) of a category. */
export function getMakes(catId: string, signal?: AbortSignal): Promise<WireMake[]> {
  return asList(apiGet<WireMake[]>('subcategories', 'get', { cat_id: catId, limit: LIMITS.maxPageSize, offset: 0 }, { signal }));
}

export function useMakes(catId: string) {
  return useQuery({ queryKey: ['sell', 'makes', catId], queryFn: ({ signal }) => getMakes(catId, signal), enabled: catId !== '', staleTime: 30 * 60_000 });
}
