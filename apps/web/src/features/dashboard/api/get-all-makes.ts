import { useQuery } from '@tanstack/react-query';
import { makeQueries } from '../../../lib/queries/catalog';

/** Every make name across categories, for the hero's make picker when no category is chosen. */
export function useAllMakeNames(enabled: boolean) {
  return useQuery({ ...makeQueries.allNames(), enabled, staleTime: 30 * 60_000 });
}
