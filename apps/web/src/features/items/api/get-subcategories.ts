import { useQuery } from '@tanstack/react-query';
import { makeQueries } from '../../../lib/queries/catalog';

/** The makes of a category. */
export function useSubcategories(catId: string | undefined) {
  return useQuery({ ...makeQueries.ofCategory(catId ?? ''), staleTime: 10 * 60_000 });
}
