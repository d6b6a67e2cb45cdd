import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';

/** `POST users/send_mobileverifcation_code {user_id, user_phone}`: a code to the new number (409: someone else's). */
export function sendPhoneChangeCode(body: { user_id: string; user_phone: string }) {
  return call('users/send_mobileverifcation_code', { body: { ...body, mobile_number: body.user_phone } });
}

/** `POST users/verify_mobileverifcation_code {user_id, otp}` → `{status, message, data}`: the User with the new,
 * verified number is the answer's `data`. */
export async function verifyPhoneChange(body: { user_id: string; otp: string }) {
  const answer = await call('users/verify_mobileverifcation_code', { body });
  return answer.data;
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: sendPhoneChangeCode });
}

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: (saved, body) => queryClient.setQueryData(userQueries.detail(body.user_id).queryKey, saved),
  });
}
