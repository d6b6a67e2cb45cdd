import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';

export { getUser as getMe } from '../../../lib/queries/users';

/** The signed-in User (for `remaining_post` and `role_id`), fresh each time; the profile's cache entry. */
export function useMe() {
  const { user } = useSession();
  return useQuery({ ...userQueries.detail(user?.user_id ?? ''), staleTime: 0 });
}
