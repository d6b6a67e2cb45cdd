import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, profileUpdateBody } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { CheckboxField, PasswordField, TextAreaField, TextField } from '../../../components/ui/field';
import { ArrowLeftIcon, LockIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/queries/users';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';
import { EmailChangeDialog, isolate } from '../components/email-change-dialog';
import { PasswordUpdateDialog } from '../components/password-update-dialog';
import { PhoneChangeDialog } from '../components/phone-change-dialog';
import { PhotoPicker } from '../components/photo-picker';

/** The contract's body, with the two visibility flags as checkboxes. */
const editProfileForm = profileUpdateBody.extend({ is_show_email: z.boolean(), is_show_phone: z.boolean() });
type EditProfileForm = z.input<typeof editProfileForm>;

function toForm(user: User): EditProfileForm {
  return {
    user_id: user.user_id,
    current_password: '',
    user_name: user.user_name,
    user_email: user.user_email,
    user_phone: user.user_phone,
    user_address: user.user_address,
    city: user.city,
    user_about_me: user.user_about_me,
    whatsapp: user.whatsapp,
    messenger: user.messenger,
    is_show_email: user.is_show_email,
    is_show_phone: user.is_show_phone,
    // The form sends the wire's text back; a missing coordinate is "".
    user_lat: user.user_lat === null ? '' : String(user.user_lat),
    user_lng: user.user_lng === null ? '' : String(user.user_lng),
  };
}

export default function EditProfileScreen() {
  return (
    <RequireLogin>
      <EditProfile />
    </RequireLogin>
  );
}

function EditProfile() {
  const { t } = useTranslation('auth');
  const { user: session } = useSession();
  const query = useUser(session?.user_id);
  useDocumentTitle(t('edit_profile.title'));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={pathFor('profile')} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary">
        <ArrowLeftIcon size={16} />
        {t('edit_profile.back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('edit_profile.title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('edit_profile.subtitle')}</p>
      <div className="mt-6">
        {query.isPending ? (
          <Skeleton className="h-[36rem] rounded-2xl" />
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{errorMessage(query.error)}</Alert>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </div>
        ) : (
          <EditProfileFormView user={query.data} />
        )}
      </div>
    </div>
  );
}

function EditProfileFormView({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const update = useUpdateProfile();
  const [passwordOpen, setPasswordOpen] = useState(false);
  /** The new address waiting for the code mailed to it (the server keeps the old one until then). */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isDirty },
    reset,
  } = useForm({
    resolver: zodResolver(editProfileForm, { error: zodErrorKey }),
    defaultValues: toForm(user),
  });

  // A new address needs the current password (decision 010); the field shows only then.
  const emailChanging = (watch('user_email') ?? '').trim().toLowerCase() !== user.user_email.toLowerCase();

  const onSubmit = handleSubmit((values) => {
    const requested = values.user_email.trim().toLowerCase();
    update.mutate(
      { ...values, current_password: emailChanging ? values.current_password : '', is_show_email: values.is_show_email ? '1' : '0', is_show_phone: values.is_show_phone ? '1' : '0' },
      {
        onSuccess: (saved) => {
          reset(toForm(saved));
          if (requested !== saved.user_email.toLowerCase()) {
            setPendingEmail(requested);
            setCodeOpen(true);
          }
        },
      },
    );
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
        {update.isSuccess && !isDirty && <Alert tone="success">{t('edit_profile.saved')}</Alert>}
        <input type="hidden" {...register('user_id')} />

        <Card className="p-5 sm:p-6">
          <div className="mb-5 flex flex-col gap-4">
            <div>
              <h2 className="font-semibold text-fg">{t('edit_profile.section_basic')}</h2>
              <p className="text-sm text-muted">{t('edit_profile.section_basic_hint')}</p>
            </div>
            <PhotoPicker user={user} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
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
              required
              error={fieldError(errors.user_email?.message)}
              {...register('user_email')}
            />
            {pendingEmail !== null && !codeOpen && (
              // Next to the address it is about: the change waits for the code mailed to the new address.
              <Alert tone="info" className="sm:col-span-2">
                <span className="flex flex-col items-start gap-2">
                  <span>{t('edit_profile.email_pending', { email: isolate(pendingEmail) })}</span>
                  <button type="button" className="font-semibold text-primary hover:underline" onClick={() => setCodeOpen(true)}>
                    {t('edit_profile.enter_code')}
                  </button>
                </span>
              </Alert>
            )}
            {emailChanging && (
              <PasswordField
                label={t('fields.current_password')}
                autoComplete="current-password"
                containerClassName="sm:col-span-2"
                required
                hint={t('edit_profile.email_password_hint')}
                error={fieldError(errors.current_password?.message)}
                {...register('current_password')}
              />
            )}
            <TextAreaField
              label={t('fields.about')}
              containerClassName="sm:col-span-2"
              maxLength={LIMITS.aboutMeMax}
              rows={4}
              error={fieldError(errors.user_about_me?.message)}
              {...register('user_about_me')}
            />
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="mb-5 font-semibold text-fg">{t('edit_profile.section_contact')}</h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {/* A new number is the profile's only once the code sent to it comes back (issue 14): read-only here. */}
            <div className="flex flex-col gap-2">
              <TextField
                label={t('fields.phone')}
                type="tel"
                dir="ltr"
                readOnly
                placeholder={t('phone.no_number')}
                hint={user.user_phone ? (user.phone_verify ? t('phone.verified') : t('phone.not_verified')) : undefined}
                error={fieldError(errors.user_phone?.message)}
                {...register('user_phone')}
              />
              <Button variant="outline" size="sm" className="self-start" onClick={() => setPhoneOpen(true)}>
                {user.user_phone ? t('phone.change_button') : t('phone.add_button')}
              </Button>
            </div>
            <TextField
              label={t('fields.whatsapp')}
              type="tel"
              inputMode="numeric"
              maxLength={LIMITS.whatsappDigits}
              dir="ltr"
              hint={t('fields.whatsapp_hint', { count: LIMITS.whatsappDigits })}
              error={fieldError(errors.whatsapp?.message)}
              {...register('whatsapp')}
            />
            <TextField label={t('fields.messenger')} error={fieldError(errors.messenger?.message)} {...register('messenger')} />
            <TextField
              label={t('fields.city')}
              autoComplete="address-level2"
              error={fieldError(errors.city?.message)}
              {...register('city')}
            />
            <TextField
              label={t('fields.address')}
              autoComplete="street-address"
              containerClassName="sm:col-span-2"
              maxLength={LIMITS.addressMax}
              error={fieldError(errors.user_address?.message)}
              {...register('user_address')}
            />
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 font-semibold text-fg">{t('edit_profile.section_privacy')}</h2>
          <div className="flex flex-col gap-4">
            <CheckboxField label={t('fields.show_email')} {...register('is_show_email')} />
            <CheckboxField label={t('fields.show_phone')} {...register('is_show_phone')} />
          </div>
        </Card>

        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
              <LockIcon size={18} />
            </span>
            <div>
              <h2 className="font-semibold text-fg">{t('edit_profile.section_password')}</h2>
              <p className="text-sm text-muted">{t('edit_profile.section_password_hint')}</p>
            </div>
          </div>
          <Button variant="outline" onClick={() => setPasswordOpen(true)}>
            {t('edit_profile.change_password')}
          </Button>
        </Card>

        <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-line bg-bg/90 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <Link to={pathFor('profile')} className={buttonClasses('ghost')}>
            {t('common:actions.cancel')}
          </Link>
          <Button type="submit" loading={update.isPending}>
            {t('edit_profile.submit')}
          </Button>
        </div>
      </form>
      <PasswordUpdateDialog userId={user.user_id} open={passwordOpen} onOpenChange={setPasswordOpen} />
      <PhoneChangeDialog userId={user.user_id} open={phoneOpen} onOpenChange={setPhoneOpen} onConfirmed={(saved) => setValue('user_phone', saved.user_phone)} />
      <EmailChangeDialog
        userId={user.user_id}
        newEmail={codeOpen ? pendingEmail : null}
        currentEmail={user.user_email}
        onOpenChange={setCodeOpen}
        onConfirmed={(saved) => {
          setPendingEmail(null);
          reset(toForm(saved));
        }}
      />
    </>
  );
}
