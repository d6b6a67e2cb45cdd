import { useQuery } from '@tanstack/react-query';
import { modelQueries } from '../../../lib/queries/catalog';

/** The models of a make. */
export function useModels(makeId: string | undefined) {
  return useQuery({ ...modelQueries.ofMake(makeId ?? ''), staleTime: 10 * 60_000 });
}
