import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import type { WireUser } from '../../../lib/api/wire-types';
import { useSession } from '../../../lib/session/session-store';

/** `GET users/get/user_id/{me}` → [the signed-in User] (for `remaining_post` and `role_id`); older servers sent it bare. */
export async function getMe(userId: string, signal?: AbortSignal): Promise<WireUser> {
  const answer = await apiGet<WireUser | WireUser[]>('users', 'get', { user_id: userId }, { signal });
  const user = Array.isArray(answer) ? answer[0] : answer;
  if (!user) throw new Error('users/get returned nothing');
  return user;
}

export const meKey = ['sell', 'me'] as const;

export function useMe() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...meKey, user?.user_id ?? ''],
    queryFn: ({ signal }) => getMe(user!.user_id, signal),
    enabled: Boolean(user),
    staleTime: 0,
  });
}
