import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '../../../lib/queries/catalog';

/** Every category (first 100) in the admin's order. */
export function useCategories() {
  return useQuery({ ...categoryQueries.all(), staleTime: 10 * 60_000 });
}
