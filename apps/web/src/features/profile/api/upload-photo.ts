/** `POST images/upload` multipart {file, user_id, img_type}: the profile (or cover) photo; answers the User. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { userQueries } from '../../../lib/queries/users';

export function uploadPhoto(userId: string, kind: 'profile' | 'cover', file: File) {
  const form = new FormData();
  form.append('user_id', userId);
  form.append('img_type', kind);
  form.append('file', file);
  return call('images/upload', { body: form });
}

export function useUploadPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: 'profile' | 'cover'; file: File }) => uploadPhoto(userId, v.kind, v.file),
    onSuccess: (saved) => queryClient.setQueryData(userQueries.detail(userId).queryKey, saved),
  });
}
