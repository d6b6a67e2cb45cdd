/**
 * `/contact`: a message to the operators (name, e-mail, phone, message; every field required, spec §validation).
 * Signed-in users find their name filled in. `?report_user={id}` (the report button of a profile)
 * starts the message with the profile's address, so the moderators know whom it is about.
 */
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SOCIAL_LIMITS } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { call } from '../../../lib/api/call';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { useSession } from '../../../lib/session/session-store';
import { ContentShell } from '../components/content-shell';

/** The contact form: every field required (spec), within the contract's limits; the server checks again. */
const contactForm = z.object({
  contact_name: z.string().trim().min(1).max(SOCIAL_LIMITS.contactNameMax),
  contact_email: z.string().trim().min(1).pipe(z.email()),
  contact_phone: z.string().trim().min(1).max(SOCIAL_LIMITS.contactPhoneMax),
  contact_message: z.string().trim().min(1).max(SOCIAL_LIMITS.contactMessageMax),
});
type ContactForm = z.infer<typeof contactForm>;

export default function ContactScreen() {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const [params] = useSearchParams();
  const reported = params.get('report_user') ?? '';
  const send = useMutation({ mutationFn: (body: ContactForm) => call('contacts/add', { body }) });
  const profileUrl = reported ? `${window.location.origin}${pathFor('other-profile', { userId: reported })}` : '';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactForm>({
    resolver: zodResolver(contactForm, { error: zodErrorKey }),
    defaultValues: {
      contact_name: user?.user_name ?? '',
      contact_email: '',
      contact_phone: '',
      contact_message: reported ? t('contact.report_prefill', { url: profileUrl }) : '',
    },
  });
  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => reset({ ...values, contact_message: '' }) }));

  return (
    <ContentShell title={t('common:placeholders.contact.title')} subtitle={t('contact.subtitle')}>
      <Card className="p-5 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {send.isSuccess && <Alert tone="success">{send.data.message}</Alert>}
          {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t('contact.name')} autoComplete="name" required error={fieldError(errors.contact_name?.message)} {...register('contact_name')} />
            <TextField
              label={t('contact.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={fieldError(errors.contact_email?.message)}
              {...register('contact_email')}
            />
          </div>
          <TextField label={t('contact.phone')} type="tel" autoComplete="tel" required error={fieldError(errors.contact_phone?.message)} {...register('contact_phone')} />
          <TextAreaField label={t('contact.message')} rows={6} required error={fieldError(errors.contact_message?.message)} {...register('contact_message')} />
          <Button type="submit" size="lg" loading={send.isPending} className="self-start">
            {t('contact.send')}
          </Button>
        </form>
      </Card>
    </ContentShell>
  );
}
