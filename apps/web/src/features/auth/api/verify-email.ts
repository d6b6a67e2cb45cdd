import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST users/verify {user_id, code}` → the now active User. */
export function verifyEmail(body: CallBody<'users/verify'>) {
  return call('users/verify', { body });
}

/** `POST users/request_code {user_email}`: e-mails a new code. */
export function requestCode(body: CallBody<'users/request_code'>) {
  return call('users/request_code', { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
