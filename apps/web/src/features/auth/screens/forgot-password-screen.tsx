import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ArrowLeftIcon } from '../../../components/icons';
import { errorMessage, isApiError } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthShell } from '../components/auth-shell';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { forgotPasswordForm, type ForgotPasswordForm } from '../schemas';

/** Request a reset link. The answer is the same whether or not the address exists. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const reset = useRequestPasswordReset();
  const { linkTo } = useAuthNavigation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordForm, { error: zodErrorKey }), defaultValues: { user_email: '' } });

  // "Unknown address" must not show: only transport faults and rate limits are reported as errors.
  const failed = reset.isError && !(isApiError(reset.error) && [400, 404].includes(reset.error.httpStatus));
  const sent = reset.isSuccess || (reset.isError && !failed);

  const onSubmit = handleSubmit((values) => reset.mutate({ user_email: values.user_email.trim().toLowerCase() }));

  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={linkTo('login')} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          <ArrowLeftIcon size={16} />
          {t('forgot.back_to_login')}
        </Link>
      }
    >
      {sent ? (
        <Alert tone="success">{t('forgot.sent')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {failed && <Alert tone="error">{errorMessage(reset.error)}</Alert>}
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={fieldError(errors.user_email?.message)}
            {...register('user_email')}
          />
          <Button type="submit" size="lg" loading={reset.isPending}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
