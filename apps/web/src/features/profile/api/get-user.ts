import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../../../lib/queries/users';

/** One user's profile (`users/get`), decoded; disabled until there is an id. */
export function useUser(userId: string | undefined) {
  return useQuery(userQueries.detail(userId ?? ''));
}

/** How many listings the user has per list (`users/item_counts`); shared with the sell screens' counts. */
export function useItemCounts(userId: string) {
  return useQuery({ ...userQueries.itemCounts(userId), staleTime: 0 });
}
