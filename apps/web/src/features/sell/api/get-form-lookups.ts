import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import type { WireFormLookups } from './types';

/** `itemvariables/all_variable_front` → every lookup of the item form in one answer. */
export function getFormLookups(signal?: AbortSignal): Promise<WireFormLookups> {
  return apiPost<WireFormLookups>('itemvariables', 'all_variable_front', {}, undefined, { signal });
}

export function useFormLookups() {
  return useQuery({ queryKey: ['sell', 'lookups'], queryFn: ({ signal }) => getFormLookups(signal), staleTime: 30 * 60_000 });
}
