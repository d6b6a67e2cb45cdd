import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/field';
import { MailIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { getPendingVerification } from '../../../lib/session/pending-verification';
import { useRequestCode, useVerifyEmail } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { verifyCodeForm, type VerifyCodeForm } from '../schemas';

/** Enter the 6-digit code e-mailed at registration (or at login of an unverified account). */
export default function VerifyEmailScreen() {
  const { t } = useTranslation('auth');
  const [pending] = useState(getPendingVerification);
  const verify = useVerifyEmail();
  const resend = useRequestCode();
  const { signedIn, linkTo } = useAuthNavigation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyCodeForm>({ resolver: zodResolver(verifyCodeForm, { error: zodErrorKey }), defaultValues: { code: '' } });

  if (!pending) {
    return (
      <AuthShell title={t('verify.title')} subtitle={t('verify.missing')}>
        <div className="flex flex-col gap-3">
          <Link to={linkTo('register')} className={buttonClasses('primary', 'lg')}>
            {t('register.submit')}
          </Link>
          <Link to={linkTo('login')} className={buttonClasses('outline', 'lg')}>
            {t('login.submit')}
          </Link>
        </div>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit((values) => {
    resend.reset();
    verify.mutate({ user_id: pending.user_id, code: values.code.trim() }, { onSuccess: (user) => signedIn(user) });
  });

  return (
    <AuthShell
      title={t('verify.title')}
      subtitle={
        <span className="flex items-start gap-2">
          <MailIcon size={18} className="mt-0.5 shrink-0 text-primary" />
          <span>{t('verify.subtitle', { email: pending.user_email })}</span>
        </span>
      }
      footer={
        <Link to={linkTo('register')} className="font-semibold text-primary hover:underline">
          {t('verify.wrong_email')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {verify.isError && <Alert tone="error">{errorMessage(verify.error)}</Alert>}
        {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
        {resend.isSuccess && <Alert tone="success">{t('verify.resent', { email: pending.user_email })}</Alert>}
        <CodeField label={t('verify.code_label')} error={fieldError(errors.code?.message)} {...register('code')} />
        <Button type="submit" size="lg" loading={verify.isPending}>
          {t('verify.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('verify.no_code')}{' '}
          <button
            type="button"
            className="font-semibold text-primary hover:underline disabled:opacity-60"
            disabled={resend.isPending}
            onClick={() => {
              verify.reset();
              resend.mutate({ user_email: pending.user_email });
            }}
          >
            {resend.isPending ? t('verify.resending') : t('verify.resend')}
          </button>
        </p>
      </form>
    </AuthShell>
  );
}
