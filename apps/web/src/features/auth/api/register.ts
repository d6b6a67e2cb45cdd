import { useMutation } from '@tanstack/react-query';
import { PLATFORM_NAME } from '@wheeldeal/contract';
import { apiPost } from '../../../lib/api/client';
import type { WireUser } from '../../../lib/api/wire-types';

export interface RegisterInput {
  user_name: string;
  user_email: string;
  user_password: string;
}

/** `POST users/add` → User: status "1" is active at once, otherwise e-mail verification follows. */
export function register(input: RegisterInput): Promise<WireUser> {
  return apiPost<WireUser>('users', 'add', { ...input, user_phone: '', device_token: '', platform_name: PLATFORM_NAME });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
