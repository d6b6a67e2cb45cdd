import { useQuery } from '@tanstack/react-query';
import { categoryQueries, makeQueries } from '../../../lib/queries/catalog';
import { subscribedMakeQueries } from '../../../lib/queries/alerts';
import { useSession } from '../../../lib/session/session-store';

/** The makes I get alerts for (`subcat_subscribes/get`). */
export function useSubscribedMakes() {
  const { user } = useSession();
  return useQuery({ ...subscribedMakeQueries.mine(user?.user_id ?? ''), staleTime: 0 });
}

/** The makes of a category with my bells (`is_subscribed_fe`), fetched again on each visit: the bell is per user. */
export function useMakesWithBells(catId: string) {
  return useQuery({ ...makeQueries.ofCategory(catId), staleTime: 0 });
}

export function useCategories() {
  return useQuery({ ...categoryQueries.all(), staleTime: 10 * 60_000 });
}
