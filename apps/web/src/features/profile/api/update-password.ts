import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST users/password_update {user_id, current_password, user_password, conf_password}` → 201 success; other sessions end. */
export function updatePassword(body: CallBody<'users/password_update'>) {
  return call('users/password_update', { body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
