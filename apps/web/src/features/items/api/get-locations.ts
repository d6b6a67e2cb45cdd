import { useQuery } from '@tanstack/react-query';
import { locationQueries } from '../../../lib/queries/catalog';

/** The cities, in display order. */
export function useLocations() {
  return useQuery({ ...locationQueries.all(), staleTime: 30 * 60_000 });
}
