/**
 * The account's data: download everything it holds, and delete it for good. Deleting asks for the password of an
 * account that has one, says what happens and that it cannot be undone, and offers the export first.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { TrashIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/queries/users';
import { useDeleteAccount, useDownloadExport } from '../api/account-data';
import { SettingsSection } from './section';

export function AccountDataSection({ user, hasPassword }: { user: User; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const download = useDownloadExport(user.user_id);
  const remove = useDeleteAccount(user.user_id, () => {
    toast.success(t('data.deleted'));
    navigate(pathFor('dashboard'), { replace: true });
  });

  return (
    <SettingsSection id="settings-data" title={t('data.title')} description={t('data.description')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('data.export_help')}</p>
        <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          {t('data.export')}
        </Button>
      </div>
      {download.isError && <Alert tone="error">{errorMessage(download.error)}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <div>
          <p className="font-semibold text-danger">{t('data.delete_title')}</p>
          <p className="text-sm text-muted">{t('data.delete_help')}</p>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <TrashIcon size={16} />
          {t('data.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('data.confirm_title')}
        description={t('data.confirm_description')}
        confirmLabel={t('data.confirm')}
        danger
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(password)}
      >
        <ul className="list-disc space-y-1 ps-5 text-sm text-muted">
          <li>{t('data.consequence_listings')}</li>
          <li>{t('data.consequence_messages')}</li>
          <li>{t('data.consequence_reviews')}</li>
          <li>{t('data.consequence_sessions')}</li>
        </ul>
        {hasPassword && <PasswordField label={t('data.password')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />}
      </ConfirmDialog>
    </SettingsSection>
  );
}
