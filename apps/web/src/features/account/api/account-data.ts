/** The account's own data (issue 14): the export as a file download, and deleting the account for good. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { clearSession } from '../../../lib/session/session-store';

/** `POST users/export_data {user_id}`: the profile, listings with photos, messages and reviews. */
export const exportAccount = (userId: string) => call('users/export_data', { body: { user_id: userId } });

/**
 * Saves the export as `wheeldeal-account-<date>.json`. The decoded answer is all text already (the contract keeps
 * every field a string), so it is written back as the server sent it.
 */
export async function downloadExport(userId: string): Promise<void> {
  const data = await exportAccount(userId);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `wheeldeal-account-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useDownloadExport = (userId: string) => useMutation({ mutationFn: () => downloadExport(userId) });

/**
 * `POST users/user_delete {user_id, current_password}`: not recoverable; the session ends with it. `onDeleted`
 * runs before the local session is cleared, which unmounts every signed-in screen (the caller's included).
 */
export function useDeleteAccount(userId: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call('users/user_delete', { body: { user_id: userId, current_password: password } }),
    onSuccess: () => {
      onDeleted();
      clearSession();
      queryClient.clear();
    },
  });
}
