import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PHONE_CODE_TTL_MINUTES } from '@wheeldeal/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { phoneFieldError, phoneNumberRule } from '../../../lib/phone';
import type { User } from '../../../lib/queries/users';
import { useSendPhoneChangeCode, useVerifyPhoneChange } from '../api/phone-change';
import { isolate } from './email-change-dialog';

const numberForm = z.object({ user_phone: phoneNumberRule });
const codeForm = z.object({ code: z.string().trim().regex(/^\d{6}$/, { message: 'invalid' }) });

/**
 * A new phone number for the profile, in two steps: the number (a code goes to it), then the code. The number is
 * the profile's only once the code comes back (issue 14), so a typo never lands on the profile.
 */
export function PhoneChangeDialog({ userId, open, onOpenChange, onConfirmed }: { userId: string; open: boolean; onOpenChange: (open: boolean) => void; onConfirmed: (user: User) => void }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendPhoneChangeCode();
  const verify = useVerifyPhoneChange();
  const numberStep = useForm<z.input<typeof numberForm>>({ resolver: zodResolver(numberForm, { error: zodErrorKey }), defaultValues: { user_phone: '' } });
  const codeStep = useForm<z.input<typeof codeForm>>({ resolver: zodResolver(codeForm, { error: zodErrorKey }), defaultValues: { code: '' } });

  const change = (next: boolean) => {
    if (!next) {
      setSentTo(null);
      numberStep.reset();
      codeStep.reset();
      send.reset();
      verify.reset();
    }
    onOpenChange(next);
  };

  const onNumber = numberStep.handleSubmit(({ user_phone }) => send.mutate({ user_id: userId, user_phone: user_phone.trim() }, { onSuccess: () => setSentTo(user_phone.trim()) }));
  const onCode = codeStep.handleSubmit(({ code }) => verify.mutate({ user_id: userId, otp: code.trim() }, { onSuccess: onConfirmed }));

  return (
    <Dialog open={open} onOpenChange={change} title={t('phone.change_title')} description={sentTo ? t('phone.verify_subtitle', { phone: isolate(sentTo), minutes: PHONE_CODE_TTL_MINUTES }) : t('phone.change_description')}>
      {verify.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('phone.change_done', { phone: isolate(verify.data.user_phone) })}</Alert>
          <Button onClick={() => change(false)}>{t('common:actions.close')}</Button>
        </div>
      ) : sentTo === null ? (
        <form onSubmit={onNumber} noValidate className="flex flex-col gap-4">
          {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
          <TextField
            label={t('phone.new_number_label')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            required
            autoFocus
            placeholder={t('phone.number_placeholder')}
            hint={t('phone.number_hint')}
            error={phoneFieldError(numberStep.formState.errors.user_phone?.message)}
            {...numberStep.register('user_phone')}
          />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => change(false)}>
              {t('email_change.later')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('phone.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={onCode} noValidate className="flex flex-col gap-4">
          {verify.isError && <Alert tone="error">{errorMessage(verify.error)}</Alert>}
          <CodeField label={t('verify.code_label')} error={fieldError(codeStep.formState.errors.code?.message)} {...codeStep.register('code')} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              {t('phone.wrong_number')}
            </Button>
            <Button type="submit" loading={verify.isPending}>
              {t('verify.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
