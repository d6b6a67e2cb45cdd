import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { PrivacyAgreement } from '../components/privacy-agreement';
import { SocialButtons, SocialError } from '../components/social-buttons';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { useSocialReturn } from '../hooks/use-social-return';
import { registerForm, type RegisterForm } from '../schemas';

export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const registration = useRegister();
  const { handleUser, linkTo } = useAuthNavigation();
  const socialError = useSocialReturn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm, { error: zodErrorKey }),
    defaultValues: { user_name: '', user_email: '', user_password: '', conf_password: '', agree: false },
  });

  const onSubmit = handleSubmit((values) => {
    const email = values.user_email.trim().toLowerCase();
    registration.mutate(
      { user_name: values.user_name.trim(), user_email: email, user_password: values.user_password },
      // Only the id and the address are kept for verification, never the password.
      { onSuccess: (user) => handleUser(user, email) },
    );
  });

  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.have_account')}{' '}
          <Link to={linkTo('login')} className="font-semibold text-primary hover:underline">
            {t('register.login_link')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <SocialError message={socialError} />
        {registration.isError && <Alert tone="error">{errorMessage(registration.error)}</Alert>}
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          maxLength={LIMITS.userNameMax}
          error={fieldError(errors.user_name?.message)}
          {...register('user_name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.user_email?.message)}
          {...register('user_email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label={t('fields.password')}
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
        </div>
        <PrivacyAgreement registration={register('agree')} error={fieldError(errors.agree?.message)} />
        <Button type="submit" size="lg" loading={registration.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <div className="mt-3">
        <SocialButtons />
      </div>
    </AuthShell>
  );
}
