/**
 * The profile and cover photos of /edit-profile: each uploads as soon as a file is chosen (the server re-encodes it
 * and strips its metadata), and the new picture shows at once.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ImageIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { uploadUrl } from '../../../lib/api/images';
import type { User } from '../../../lib/queries/users';
import { useUploadPhoto } from '../api/upload-photo';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';

export function PhotoPicker({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const upload = useUploadPhoto(user.user_id);
  const profileInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const cover = uploadUrl(user.user_cover_photo);
  const pick = (kind: 'profile' | 'cover') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate({ kind, file });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative h-28 overflow-hidden rounded-xl bg-gradient-to-br from-hero-from to-hero-to">
        {cover && <img src={cover} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={user.user_name} path={user.user_profile_photo} size={56} />
        <Button type="button" size="sm" variant="outline" onClick={() => profileInput.current?.click()} loading={upload.isPending && upload.variables?.kind === 'profile'}>
          <ImageIcon size={16} />
          {t('photos.profile')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => coverInput.current?.click()} loading={upload.isPending && upload.variables?.kind === 'cover'}>
          {t('photos.cover')}
        </Button>
        <input ref={profileInput} type="file" accept={ACCEPT} className="sr-only" aria-label={t('photos.profile')} onChange={pick('profile')} />
        <input ref={coverInput} type="file" accept={ACCEPT} className="sr-only" aria-label={t('photos.cover')} onChange={pick('cover')} />
      </div>
      {upload.isError && <Alert tone="error">{errorMessage(upload.error)}</Alert>}
      {upload.isSuccess && <Alert tone="success">{t('photos.saved')}</Alert>}
    </div>
  );
}
