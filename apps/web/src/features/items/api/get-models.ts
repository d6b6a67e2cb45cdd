import { useQuery } from '@tanstack/react-query';
import { apiGet, asList } from '../../../lib/api';
import type { WireModel } from './types';

/** `GET models/get/manufacturer_id/{id}`: the models of a make. */
export function findModels(makeId: string, signal?: AbortSignal): Promise<WireModel[]> {
  return asList(apiGet<WireModel[]>('models', 'get', { manufacturer_id: makeId, limit: 100, offset: 0 }, { signal }));
}

export function useModels(makeId: string | undefined) {
  return useQuery({
    queryKey: ['items', 'models', makeId ?? ''],
    queryFn: ({ signal }) => findModels(makeId ?? '', signal),
    enabled: Boolean(makeId),
    staleTime: 10 * 60_000,
  });
}
