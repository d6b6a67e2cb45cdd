import { useInfiniteQuery } from '@tanstack/react-query';
import { itemQueries } from '../../../lib/queries/items';
import { useSession } from '../../../lib/session/session-store';

/** Newest items of the sellers the signed-in user follows, pages of 10. */
export function useFollowedItems() {
  const { user } = useSession();
  return useInfiniteQuery({ ...itemQueries.followedPages(user?.user_id ?? ''), enabled: Boolean(user) });
}
