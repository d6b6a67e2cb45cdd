import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_TTL_MINUTES } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/field';
import { PhoneIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useRequestPhoneCode, useVerifyPhoneCode } from '../api/phone';
import { AuthShell } from '../components/auth-shell';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { clearPendingPhone, getPendingPhone } from '../lib/pending-phone';
import { verifyCodeForm, type VerifyCodeForm } from '../schemas';

/** A number inside a sentence keeps its own left-to-right order in Arabic text (Unicode isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Enter the code sent to the phone at /login/phone; the right code signs in. */
export default function VerifyCodeScreen() {
  const { t } = useTranslation('auth');
  const [pending] = useState(getPendingPhone);
  const verify = useVerifyPhoneCode();
  const resend = useRequestPhoneCode();
  const { signedIn, linkTo } = useAuthNavigation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyCodeForm>({ resolver: zodResolver(verifyCodeForm, { error: zodErrorKey }), defaultValues: { code: '' } });

  if (!pending) {
    return (
      <AuthShell title={t('phone.verify_title')} subtitle={t('phone.verify_missing')}>
        <Link to={linkTo('login-phone')} className={buttonClasses('primary', 'lg')}>
          <PhoneIcon size={18} />
          {t('login.with_phone')}
        </Link>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit((values) => {
    resend.reset();
    verify.mutate(
      { ...pending, otp: values.code.trim() },
      {
        onSuccess: (user) => {
          clearPendingPhone();
          signedIn(user);
        },
      },
    );
  });

  return (
    <AuthShell
      title={t('phone.verify_title')}
      subtitle={
        <span className="flex items-start gap-2">
          <PhoneIcon size={18} className="mt-0.5 shrink-0 text-primary" />
          <span>{t('phone.verify_subtitle', { phone: isolate(pending.user_phone), minutes: PHONE_CODE_TTL_MINUTES })}</span>
        </span>
      }
      footer={
        <Link to={linkTo('login-phone')} className="font-semibold text-primary hover:underline">
          {t('phone.wrong_number')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {verify.isError && <Alert tone="error">{errorMessage(verify.error)}</Alert>}
        {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
        {resend.isSuccess && <Alert tone="success">{t('phone.resent', { phone: isolate(pending.user_phone) })}</Alert>}
        <CodeField label={t('verify.code_label')} error={fieldError(errors.code?.message)} {...register('code')} />
        <Button type="submit" size="lg" loading={verify.isPending}>
          {t('phone.verify_submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('verify.no_code')}{' '}
          <button
            type="button"
            className="font-semibold text-primary hover:underline disabled:opacity-60"
            disabled={resend.isPending}
            onClick={() => {
              verify.reset();
              resend.mutate(pending);
            }}
          >
            {resend.isPending ? t('verify.resending') : t('verify.resend')}
          </button>
        </p>
      </form>
    </AuthShell>
  );
}
