import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { patchCachedItems } from '../../../lib/queries/items';
import { userQueries } from '../../../lib/queries/users';
import { getSessionUser } from '../../../lib/session/session-store';

/** `POST userfollows/add_follow {user_id, followed_user_id}` toggles; answers the followed User. */
export function followUser(followedUserId: string) {
  return call('userfollows/add_follow', { body: { user_id: getSessionUser()?.user_id ?? '', followed_user_id: followedUserId } });
}

export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followUser,
    onSuccess: (user) => {
      // The seller card of every cached listing of theirs shows the new state at once; their profile refetches.
      patchCachedItems(queryClient, (item) =>
        item.user?.user_id === user.user_id ? { ...item, user: { ...item.user, is_followed: user.is_followed, follower_count: user.follower_count } } : item,
      );
      void queryClient.invalidateQueries({ queryKey: userQueries.all(user.user_id) });
    },
  });
}
