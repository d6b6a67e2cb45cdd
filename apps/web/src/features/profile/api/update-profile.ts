import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';
import { updateSessionUser } from '../../../lib/session/session-store';

/** `POST users/profile_update` → the updated User (409 when the e-mail or phone belongs to someone else). */
export function updateProfile(body: CallBody<'users/profile_update'>) {
  return call('users/profile_update', { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(userQueries.detail(body.user_id).queryKey, saved);
      updateSessionUser({ user_name: saved.user_name || body.user_name });
    },
  });
}
