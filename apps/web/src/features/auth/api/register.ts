import { useMutation } from '@tanstack/react-query';
import { PLATFORM_NAME } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

export interface RegisterInput {
  user_name: string;
  user_email: string;
  user_password: string;
}

/** `POST users/add` → User: status 1 is active at once, otherwise e-mail verification follows. */
export function register(input: RegisterInput) {
  return call('users/add', { body: { ...input, user_phone: '', device_token: '', platform_name: PLATFORM_NAME } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
