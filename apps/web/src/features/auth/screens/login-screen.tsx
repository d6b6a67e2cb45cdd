import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { PhoneIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { useFirstViewReady } from '../../../lib/first-view';
import { fieldError, lazyZodResolver } from '../../../lib/forms';
import { useLogin } from '../api/login';
import { useSocialProviders } from '../api/social';
import { AuthShell } from '../components/auth-shell';
import { SocialButtons, SocialError } from '../components/social-buttons';
import { useAuthNavigation } from '../hooks/use-auth-navigation';
import { useSocialReturn } from '../hooks/use-social-return';
import type { LoginForm } from '../schemas';

/** The form's schema loads on the first focus or submit (lib/forms lazyZodResolver): the screen starts without zod. */
const loginValidation = lazyZodResolver<LoginForm>(() => import('../schemas').then((m) => m.loginForm));

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const { handleUser, linkTo } = useAuthNavigation();
  const socialError = useSocialReturn();
  // The server's first view of the form gives way once the sign-in providers are known (answered or failed), so
  // their buttons do not push the rest of the card down after it is shown.
  const providers = useSocialProviders();
  useFirstViewReady(!providers.isPending);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: loginValidation.resolver,
    defaultValues: { user_email: '', user_password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { user_email: values.user_email.trim().toLowerCase(), user_password: values.user_password },
      { onSuccess: (user) => handleUser(user, values.user_email) },
    );
  });

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')}{' '}
          <Link to={linkTo('register')} className="font-semibold text-primary hover:underline">
            {t('login.register_link')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocusCapture={loginValidation.preload} noValidate className="flex flex-col gap-5">
        <SocialError message={socialError} />
        {login.isError && <Alert tone="error">{errorMessage(login.error)}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.user_email?.message)}
          {...register('user_email')}
        />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={fieldError(errors.user_password?.message)}
            {...register('user_password')}
          />
          <Link to={linkTo('forgot-password')} className="self-end text-sm font-medium text-primary hover:underline">
            {t('login.forgot_link')}
          </Link>
        </div>
        <Button type="submit" size="lg" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted">
          <span className="h-px flex-1 bg-line" />
          {t('login.or')}
          <span className="h-px flex-1 bg-line" />
        </div>
        <Link to={linkTo('login-phone')} className={buttonClasses('outline', 'lg')}>
          <PhoneIcon size={18} />
          {t('login.with_phone')}
        </Link>
      </form>
      <div className="mt-3">
        <SocialButtons />
      </div>
    </AuthShell>
  );
}
