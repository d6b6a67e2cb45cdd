import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import type { WireUser } from '../../../lib/api/wire-types';

/** `GET users/get/user_id/{id}` → [User] (a list of one; older servers sent the bare User). */
export async function getUser(userId: string, signal?: AbortSignal): Promise<WireUser> {
  const answer = await apiGet<WireUser | WireUser[]>('users', 'get', { user_id: userId }, { signal });
  const user = Array.isArray(answer) ? answer[0] : answer;
  if (!user) throw new Error('users/get returned nothing');
  return user;
}

export const userQuery = (userId: string) =>
  queryOptions({ queryKey: ['users', 'get', userId] as const, queryFn: ({ signal }) => getUser(userId, signal) });

export function useUser(userId: string | undefined) {
  return useQuery({ ...userQuery(userId ?? ''), enabled: Boolean(userId) });
}
