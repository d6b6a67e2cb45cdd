/**
 * Blocking (blockusers/add, blockusers/unblock) and whom the signed-in user blocks
 * (users/get_blocked_user_by_loginuser). A block closes every conversation between the two, so a change refreshes
 * the loaded conversations and the lists too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { invalidateChatLists } from './chat';

/** Enough for the "is this person blocked" question of a profile or a conversation. */
const BLOCKED_PAGE = 100;

export const blockQueries = {
  key: (userId: string) => ['users/get_blocked_user_by_loginuser', userId] as const,
  blocked: (userId: string) =>
    queryOptions({
      queryKey: blockQueries.key(userId),
      queryFn: ({ signal }) =>
        call('users/get_blocked_user_by_loginuser', { body: { login_user_id: userId, user_id: userId }, path: { limit: BLOCKED_PAGE, offset: 0 }, signal }),
      enabled: userId !== '',
    }),
};

/** Whether `userId` blocks `otherId` (undefined while loading). */
export function useIsBlocked(userId: string, otherId: string): boolean | undefined {
  const { data } = useQuery(blockQueries.blocked(userId));
  return data ? data.some((u) => u.user_id === otherId) : undefined;
}

/** Block (`blocked` false) or unblock (`blocked` true) `otherId`. */
export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otherId, blocked }: { otherId: string; blocked: boolean }) =>
      call(blocked ? 'blockusers/unblock' : 'blockusers/add', { body: { from_block_user_id: userId, to_block_user_id: otherId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: blockQueries.key(userId) });
      // A block ends the follows between the two: profiles and follow lists show it.
      void queryClient.invalidateQueries({ queryKey: ['users', 'get'] });
      void queryClient.invalidateQueries({ queryKey: ['userfollows/search'] });
      void queryClient.invalidateQueries({ queryKey: ['chats/get_chat_history'] });
      invalidateChatLists(queryClient);
    },
  });
}
