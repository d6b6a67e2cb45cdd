import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST users/password_update {user_id, current_password, user_password, conf_password}` → 201 success. */
export function updatePassword(body: { user_id: string; current_password: string; user_password: string; conf_password: string }): Promise<WireSuccess> {
  return apiPost<WireSuccess>('users', 'password_update', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
