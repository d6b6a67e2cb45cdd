import { useQuery } from '@tanstack/react-query';
import { locationQueries } from '../../../lib/queries/catalog';

/** The townships of a city. */
export function useTownships(cityId: string | undefined) {
  return useQuery({ ...locationQueries.townshipsOf(cityId ?? ''), staleTime: 30 * 60_000 });
}
