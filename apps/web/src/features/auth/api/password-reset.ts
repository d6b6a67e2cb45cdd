import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST users/reset {user_email}`: e-mails a reset link (`/reset-password?token=…`). */
export function requestPasswordReset(body: CallBody<'users/reset'>) {
  return call('users/reset', { body });
}

/** `POST users/reset_password {token, user_password, conf_password}`. */
export function resetPassword(body: CallBody<'users/reset_password'>) {
  return call('users/reset_password', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
