import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';

/** How many listings the signed-in user has per list (`users/item_counts`); shared with the profile screen. */
export function useItemCounts() {
  const { user } = useSession();
  return useQuery({ ...userQueries.itemCounts(user?.user_id ?? ''), staleTime: 0 });
}
