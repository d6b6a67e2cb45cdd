import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { WireItemVariables } from './types';

/** `itemvariables/all_variable_front`: every lookup (types, conditions, fuels, …) in one answer. */
export function getItemVariables(signal?: AbortSignal): Promise<WireItemVariables> {
  return apiGet<WireItemVariables>('itemvariables', 'all_variable_front', {}, { signal });
}

export function useItemVariables() {
  return useQuery({ queryKey: ['items', 'variables'], queryFn: ({ signal }) => getItemVariables(signal), staleTime: 30 * 60_000 });
}
