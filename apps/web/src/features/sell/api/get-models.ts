import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@wheeldeal/contract';
import { apiGet, asList } from '../../../lib/api/client';
import type { WireModel } from './types';

/** `models/get/manufacturer_id/{id}`: the models of a brand. */
export function getModels(makeId: string, signal?: AbortSignal): Promise<WireModel[]> {
  return asList(apiGet<WireModel[]>('models', 'get', { manufacturer_id: makeId, limit: LIMITS.maxPageSize, offset: 0 }, { signal }));
}

export function useModels(makeId: string) {
  return useQuery({ queryKey: ['sell', 'models', makeId], queryFn: ({ signal }) => getModels(makeId, signal), enabled: makeId !== '', staleTime: 30 * 60_000 });
}
