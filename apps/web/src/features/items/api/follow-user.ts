import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type WireUser } from '../../../lib/api';
import { getSessionUser } from '../../../lib/session/session-store';
import type { WireItem } from './types';

/** `POST userfollows/add_follow {user_id, followed_user_id}` toggles; answers the followed User. */
export function followUser(followedUserId: string): Promise<WireUser> {
  return apiPost<WireUser>('userfollows', 'add_follow', { user_id: getSessionUser()?.user_id ?? '', followed_user_id: followedUserId });
}

export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followUser,
    onSuccess: (user) => {
      queryClient.setQueriesData<WireItem>({ queryKey: ['items', 'detail'] }, (old) =>
        old?.user && old.user.user_id === user.user_id
          ? { ...old, user: { ...old.user, is_followed: user.is_followed, follower_count: user.follower_count ?? old.user.follower_count } }
          : old,
      );
    },
  });
}
