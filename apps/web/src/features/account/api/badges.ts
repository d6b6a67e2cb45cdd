/** The badge calls (issue 14): apply for the blue mark, send the dealer's certificate, cancel the dealership. Each
 * refreshes the user's profile, whose `is_verify_blue_mark` / `is_verify_dealer` carry the badge states. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';

/** `POST users/apply_blue_mark {user_id, note}` → 201 (400 while pending or once approved). */
export const applyBlueMark = (userId: string, note: string) => call('users/apply_blue_mark', { body: { user_id: userId, note } });

/** `POST images/upload_certificate` multipart {file, user_id, note} → the pending dealer application. */
export function uploadCertificate(userId: string, file: File, note: string) {
  const form = new FormData();
  form.append('user_id', userId);
  form.append('note', note);
  form.append('file', file);
  return call('images/upload_certificate', { body: form });
}

/** `POST users/dealership_cancel {user_id}`: withdraw the application or give up the badge. */
export const cancelDealership = (userId: string) => call('users/dealership_cancel', { body: { user_id: userId } });

function useRefreshingMutation<V>(userId: string, fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all(userId) }) });
}

export const useApplyBlueMark = (userId: string) => useRefreshingMutation(userId, (note: string) => applyBlueMark(userId, note));
export const useUploadCertificate = (userId: string) => useRefreshingMutation(userId, (v: { file: File; note: string }) => uploadCertificate(userId, v.file, v.note));
export const useCancelDealership = (userId: string) => useRefreshingMutation(userId, () => cancelDealership(userId));
