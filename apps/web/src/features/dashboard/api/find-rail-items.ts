import { useQuery } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { itemQueries } from '../../../lib/queries/items';
import { useSession } from '../../../lib/session/session-store';

/** Where a rail's listings come from: items/search with a filter (the promoted rail too), or followed sellers. */
export type RailSource = { kind: 'search'; filter: CallBody<'items/search'> } | { kind: 'followed' };

function railQuery(source: RailSource, viewer: string) {
  switch (source.kind) {
    case 'followed':
      return itemQueries.followed(viewer);
    case 'search':
      return itemQueries.search({ searchterm: '', status: '1', ...source.filter }, viewer);
  }
}

/** One page of 10 for a rail, as the signed-in user (if any) sees it; empty answers are `[]`. */
export function useRailItems(source: RailSource, enabled = true) {
  const { user } = useSession();
  const viewer = user?.user_id ?? '';
  // Both sources answer the same decoded Item list; one query type for the rail.
  const options = railQuery(source, viewer) as ReturnType<typeof itemQueries.search>;
  return useQuery({ ...options, enabled, staleTime: 2 * 60_000 });
}
