import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';

/** `POST users/confirm_email_change {code}` → the User with the new, verified address (the old one is told). */
export function confirmEmailChange(body: CallBody<'users/confirm_email_change'>) {
  return call('users/confirm_email_change', { body });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (saved) => queryClient.setQueryData(userQueries.detail(saved.user_id).queryKey, saved),
  });
}
