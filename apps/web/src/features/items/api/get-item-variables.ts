import { useQuery } from '@tanstack/react-query';
import { lookupQueries } from '../../../lib/queries/catalog';

/** Every lookup (types, conditions, fuels, …) in one answer. */
export function useItemVariables() {
  return useQuery({ ...lookupQueries.form(), staleTime: 30 * 60_000 });
}
