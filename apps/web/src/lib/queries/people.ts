/**
 * Query definitions of the people screens (issue 14): a user's followers and followed users, whom the signed-in
 * user blocked, a seller's listings, favourites and reported listings, page by page. People lists are 30 a page
 * and item lists 10, as the spec's paging table says; a short page means there is no next one.
 */
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type FollowReturnType } from '@wheeldeal/contract';
import { call } from '../api/call';
import type { User } from '../api/types';
import { userQueries } from './users';

/** Follower, following and blocked lists (spec: 30 a page). */
export const PEOPLE_PAGE_SIZE = 30;

const nextOffset =
  (size: number) =>
  (last: readonly unknown[], pages: readonly unknown[]): number | undefined =>
    last.length < size ? undefined : pages.length * size;

export const peopleQueries = {
  /** Every follow list of one user starts with this key (a follow or unfollow refreshes them). */
  followsOf: (userId: string) => ['userfollows/search', userId] as const,
  /** `POST userfollows/search {user_id, return_types}`: the user's followers or the users they follow, by name. */
  follows: (userId: string, type: FollowReturnType) =>
    infiniteQueryOptions({
      queryKey: [...peopleQueries.followsOf(userId), type] as const,
      queryFn: ({ pageParam, signal }) =>
        call('userfollows/search', { body: { user_id: userId, return_types: type }, path: { limit: PEOPLE_PAGE_SIZE, offset: pageParam }, signal }) as Promise<User[]>,
      initialPageParam: 0,
      getNextPageParam: nextOffset(PEOPLE_PAGE_SIZE),
      enabled: userId !== '',
    }),
  /** `users/get_blocked_user_by_loginuser`: whom the signed-in user blocked, by name (same key prefix as blocks.ts). */
  blocked: (userId: string) =>
    infiniteQueryOptions({
      queryKey: ['users/get_blocked_user_by_loginuser', userId, 'pages'] as const,
      queryFn: ({ pageParam, signal }) =>
        call('users/get_blocked_user_by_loginuser', { body: { login_user_id: userId, user_id: userId }, path: { limit: PEOPLE_PAGE_SIZE, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(PEOPLE_PAGE_SIZE),
      enabled: userId !== '',
    }),
  /** `POST items/search {added_user_id}`: a seller's published listings, newest first, 10 a page. */
  listingsOf: (userId: string, viewer: string) =>
    infiniteQueryOptions({
      queryKey: ['items/search', 'seller', userId, viewer] as const,
      queryFn: ({ pageParam, signal }) =>
        call('items/search', {
          body: { added_user_id: userId, order_by: 'added_date', order_type: 'desc' },
          path: { limit: LIMITS.itemPageSize, offset: pageParam, login_user_id: viewer || 'nologinuser' },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(LIMITS.itemPageSize),
      enabled: userId !== '',
    }),
  /** `items/get_favourite`: the signed-in user's favourites, 10 a page. */
  favourites: (viewer: string) =>
    infiniteQueryOptions({
      queryKey: ['items/get_favourite', 'pages', viewer] as const,
      queryFn: ({ pageParam, signal }) =>
        call('items/get_favourite', { body: { login_user_id: viewer, user_id: viewer }, path: { limit: LIMITS.itemPageSize, offset: pageParam, login_user_id: viewer }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(LIMITS.itemPageSize),
      enabled: viewer !== '',
    }),
  /** `items/get_reported_item_by_loginuser`: the listings the signed-in user reported, 10 a page. */
  reported: (viewer: string) =>
    infiniteQueryOptions({
      queryKey: ['items/get_reported_item_by_loginuser', 'pages', viewer] as const,
      queryFn: ({ pageParam, signal }) =>
        call('items/get_reported_item_by_loginuser', { path: { limit: LIMITS.itemPageSize, offset: pageParam, login_user_id: viewer }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(LIMITS.itemPageSize),
      enabled: viewer !== '',
    }),
};

/** Follow or unfollow `followedId` as `me`; their profile and both users' follow lists refresh. */
export function useToggleFollow(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followedId: string) => call('userfollows/add_follow', { body: { user_id: me, followed_user_id: followedId } }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueries.all(user.user_id), user);
      void queryClient.invalidateQueries({ queryKey: userQueries.all(user.user_id) });
      void queryClient.invalidateQueries({ queryKey: peopleQueries.followsOf(user.user_id) });
      void queryClient.invalidateQueries({ queryKey: peopleQueries.followsOf(me) });
    },
  });
}
