import { useQuery } from '@tanstack/react-query';
import { apiGet, asList } from '../../../lib/api';
import type { WireSubcategory } from './types';

/** `GET subcategories/get/cat_id/{id}`: the makes of a category. */
export function findSubcategories(catId: string, signal?: AbortSignal): Promise<WireSubcategory[]> {
  return asList(apiGet<WireSubcategory[]>('subcategories', 'get', { cat_id: catId, limit: 100, offset: 0 }, { signal }));
}

export function useSubcategories(catId: string | undefined) {
  return useQuery({
    queryKey: ['items', 'subcategories', catId ?? ''],
    queryFn: ({ signal }) => findSubcategories(catId ?? '', signal),
    enabled: Boolean(catId),
    staleTime: 10 * 60_000,
  });
}
