import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST users/reset {user_email}`: e-mails a reset link (`/reset-password?token=…`). */
export function requestPasswordReset(input: { user_email: string }): Promise<WireSuccess> {
  return apiPost<WireSuccess>('users', 'reset', input);
}

/** `POST users/reset_password {token, user_password, conf_password}`. */
export function resetPassword(input: { token: string; user_password: string; conf_password: string }): Promise<WireSuccess> {
  return apiPost<WireSuccess>('users', 'reset_password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
