import { useQuery } from '@tanstack/react-query';
import { makeQueries } from '../../../lib/queries/catalog';

/** The makes of a category, for the hero's make picker and its popular-make links. */
export function useMakes(catId: string) {
  return useQuery({ ...makeQueries.ofCategory(catId), staleTime: 10 * 60_000 });
}
