import { useMutation } from '@tanstack/react-query';
import { PLATFORM_NAME } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

export interface LoginInput {
  user_email: string;
  user_password: string;
}

/** `POST users/login` → User; an unverified account answers 200 with status 2 (a new code is e-mailed). */
export function login(input: LoginInput) {
  return call('users/login', { body: { ...input, device_token: '', platform_name: PLATFORM_NAME } });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
