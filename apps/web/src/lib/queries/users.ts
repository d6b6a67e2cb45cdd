/**
 * Query definitions for users. A profile's key is `['users', 'get', id]` in every screen (profile, the sell
 * screens' own-account reads, the seller card), so a profile update or a follow refreshes all of them through one
 * prefix; item counts likewise under `['users', 'item_counts', id]`.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import type { User } from '../api/types';

export type { ItemCounts, User } from '../api/types';

/** `GET users/get/user_id/{id}`: a list of one User. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  const [user] = await call('users/get', { path: { user_id: userId }, signal });
  if (!user) throw new Error('users/get returned nothing');
  return user;
}

export const userQueries = {
  /** Every query about one user starts with this key. */
  all: (userId: string) => ['users', 'get', userId] as const,
  detail: (userId: string) =>
    queryOptions({
      queryKey: userQueries.all(userId),
      queryFn: ({ signal }) => getUser(userId, signal),
      enabled: userId !== '',
    }),
  /** `POST users/item_counts {user_id}`: how many listings the user has per list. */
  itemCounts: (userId: string) =>
    queryOptions({
      queryKey: ['users', 'item_counts', userId] as const,
      queryFn: ({ signal }) => call('users/item_counts', { body: { user_id: userId }, signal }),
      enabled: userId !== '',
    }),
};
