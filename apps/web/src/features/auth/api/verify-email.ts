import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/client';
import type { WireSuccess, WireUser } from '../../../lib/api/wire-types';

/** `POST users/verify {user_id, code}` → the now active User. */
export function verifyEmail(input: { user_id: string; code: string }): Promise<WireUser> {
  return apiPost<WireUser>('users', 'verify', input);
}

/** `POST users/request_code {user_email}`: e-mails a new code. */
export function requestCode(input: { user_email: string }): Promise<WireSuccess> {
  return apiPost<WireSuccess>('users', 'request_code', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useRequestCode() {
  return useMutation({ mutationFn: requestCode });
}
