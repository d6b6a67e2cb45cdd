import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@wheeldeal/contract';
import { apiPost } from '../../../lib/api/client';
import type { WireUser } from '../../../lib/api/wire-types';
import { updateSessionUser } from '../../../lib/session/session-store';
import { userQuery } from './get-user';

/** `POST users/profile_update` → the updated User (409 when the e-mail or phone belongs to someone else). */
export function updateProfile(body: ProfileUpdateBody): Promise<WireUser> {
  return apiPost<WireUser>('users', 'profile_update', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user, body) => {
      const saved = user && typeof user === 'object' && 'user_id' in user ? user : null;
      if (saved) queryClient.setQueryData(userQuery(body.user_id).queryKey, saved);
      else void queryClient.invalidateQueries({ queryKey: userQuery(body.user_id).queryKey });
      updateSessionUser({ user_name: saved?.user_name || body.user_name });
    },
  });
}
