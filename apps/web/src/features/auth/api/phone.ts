import { useMutation } from '@tanstack/react-query';
import { PLATFORM_NAME } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

export interface PhoneSignIn {
  /** First and last name, separated by a space. */
  user_name: string;
  /** As typed: 10 digits, or international with +. The server stores it in E.164. */
  user_phone: string;
}

/** `POST users/request_phone_code`: a sign-in code to the number (by WhatsApp, or the site's messaging service). */
export function requestPhoneCode(input: PhoneSignIn) {
  return call('users/request_phone_code', { body: { ...input, mobile_number: input.user_phone, device_token: '', platform_name: PLATFORM_NAME } });
}

/** `POST users/verify_phone_code` → `{status, message, data}`: the signed-in User (created on the number's first
 * sign-in) is the answer's `data`. */
export async function verifyPhoneCode(input: PhoneSignIn & { otp: string }) {
  const answer = await call('users/verify_phone_code', { body: { ...input, mobile_number: input.user_phone, device_token: '', platform_name: PLATFORM_NAME } });
  return answer.data;
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}
