import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, passwordUpdateBody } from '@wheeldeal/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useUpdatePassword } from '../api/update-password';

type PasswordForm = { user_id: string; current_password: string; user_password: string; conf_password: string };

/** The password-update dialog of the edit-profile screen: the current password, then the new one twice. */
export function PasswordUpdateDialog({ userId, open, onOpenChange }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('auth');
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordUpdateBody, { error: zodErrorKey }),
    defaultValues: { user_id: userId, current_password: '', user_password: '', conf_password: '' },
  });

  const change = (next: boolean) => {
    if (!next) {
      reset({ user_id: userId, current_password: '', user_password: '', conf_password: '' });
      update.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change} title={t('password_dialog.title')} description={t('password_dialog.description')}>
      {update.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('password_dialog.done')}</Alert>
          <Button onClick={() => change(false)}>{t('common:actions.close')}</Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit((values) => update.mutate(values))} noValidate className="flex flex-col gap-4">
          {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
          <input type="hidden" {...register('user_id')} />
          <PasswordField
            label={t('fields.current_password')}
            autoComplete="current-password"
            required
            autoFocus
            error={fieldError(errors.current_password?.message)}
            {...register('current_password')}
          />
          <PasswordField
            label={t('fields.new_password')}
            autoComplete="new-password"
            required
            hint={t('fields.password_hint', { min: LIMITS.passwordMin })}
            error={fieldError(errors.user_password?.message)}
            {...register('user_password')}
          />
          <PasswordField
            label={t('fields.confirm_password')}
            autoComplete="new-password"
            required
            error={fieldError(errors.conf_password?.message)}
            {...register('conf_password')}
          />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => change(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('password_dialog.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
