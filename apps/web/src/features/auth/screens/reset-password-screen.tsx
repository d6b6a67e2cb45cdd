import { Link, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, resetPasswordBody } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { pathFor } from '../../../app/routes';
import { useResetPassword } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';

type ResetForm = { token: string; user_password: string; conf_password: string };

/** `/reset-password?token=…`, the link of the reset e-mail. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordBody, { error: zodErrorKey }),
    defaultValues: { token, user_password: '', conf_password: '' },
  });

  const tokenInvalid = token.length < 20 || Boolean(errors.token);

  return (
    <AuthShell title={t('reset.title')} subtitle={reset.isSuccess || tokenInvalid ? undefined : t('reset.subtitle')}>
      {reset.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="success">{t('reset.done')}</Alert>
          <Link to={pathFor('login')} className={buttonClasses('primary', 'lg')}>
            {t('login.submit')}
          </Link>
        </div>
      ) : tokenInvalid ? (
        <div className="flex flex-col gap-5">
          <Alert tone="error">{t('reset.invalid_link')}</Alert>
          <Link to={pathFor('forgot-password')} className={buttonClasses('primary', 'lg')}>
            {t('forgot.submit')}
          </Link>
        </div>
      ) : (
        <form onSubmit={handleSubmit((values) => reset.mutate(values))} noValidate className="flex flex-col gap-5">
          {reset.isError && <Alert tone="error">{errorMessage(reset.error)}</Alert>}
          <input type="hidden" {...register('token')} />
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
          <Button type="submit" size="lg" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
