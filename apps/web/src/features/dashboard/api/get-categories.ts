import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '../../../lib/queries/catalog';

/** The categories for the strip and the hero's picker (decoded: see lib/queries/catalog). */
export function useCategories() {
  return useQuery({ ...categoryQueries.list(), staleTime: 10 * 60_000 });
}
