import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { phoneFieldError } from '../../../lib/phone';
import { useRequestPhoneCode } from '../api/phone';
import { AuthShell } from '../components/auth-shell';
import { PrivacyAgreement } from '../components/privacy-agreement';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { setPendingPhone } from '../lib/pending-phone';
import { phoneLoginForm, type PhoneLoginForm } from '../schemas';

/**
 * Sign in by phone: the name (first and last) and the WhatsApp number; a code goes to the number and the next
 * screen (/verify-code) takes it. The number's first sign-in creates the account.
 */
export default function PhoneLoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestPhoneCode();
  const { linkTo } = useAuthNavigation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PhoneLoginForm>({
    resolver: zodResolver(phoneLoginForm, { error: zodErrorKey }),
    defaultValues: { user_name: '', user_phone: '', agree: false },
  });

  const onSubmit = handleSubmit((values) => {
    const pending = { user_name: values.user_name.trim().replace(/\s+/g, ' '), user_phone: values.user_phone.trim() };
    request.mutate(pending, {
      onSuccess: () => {
        setPendingPhone(pending);
        navigate(linkTo('verify-code'));
      },
    });
  });

  return (
    <AuthShell
      title={t('phone.title')}
      subtitle={t('phone.subtitle')}
      footer={
        <Link to={linkTo('login')} className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
          <MailIcon size={16} />
          {t('phone.with_email')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
        <TextField
          label={t('phone.name_label')}
          autoComplete="name"
          required
          hint={t('phone.name_hint')}
          error={phoneFieldError(errors.user_name?.message)}
          {...register('user_name')}
        />
        <TextField
          label={t('phone.number_label')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          required
          placeholder={t('phone.number_placeholder')}
          hint={t('phone.number_hint')}
          error={phoneFieldError(errors.user_phone?.message)}
          {...register('user_phone')}
        />
        <PrivacyAgreement registration={register('agree')} error={fieldError(errors.agree?.message)} />
        <Button type="submit" size="lg" loading={request.isPending}>
          <PhoneIcon size={18} />
          {t('phone.submit')}
        </Button>
        <Link to={linkTo('register')} className={buttonClasses('ghost', 'md')}>
          {t('login.register_link')}
        </Link>
      </form>
    </AuthShell>
  );
}
