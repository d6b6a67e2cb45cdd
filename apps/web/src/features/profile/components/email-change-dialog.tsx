import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmEmailChangeBody } from '@wheeldeal/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/field';
import { MailIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import type { User } from '../../../lib/queries/users';
import { useConfirmEmailChange } from '../api/confirm-email-change';

type CodeForm = z.input<typeof confirmEmailChangeBody>;

/** An address inside a sentence keeps its own left-to-right order in Arabic text (Unicode isolate). */
export const isolate = (address: string) => `\u2068${address}\u2069`;

/**
 * The second step of an e-mail change: the server saved the profile but keeps the old address until the code
 * mailed to the new one comes back (decision 010).
 */
export function EmailChangeDialog({
  userId,
  newEmail,
  currentEmail,
  onOpenChange,
  onConfirmed,
}: {
  userId: string;
  /** The address waiting for its code; the dialog is open while it is set. */
  newEmail: string | null;
  currentEmail: string;
  onOpenChange: (open: boolean) => void;
  /** The account now has the new address. */
  onConfirmed: (user: User) => void;
}) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmailChange();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(confirmEmailChangeBody, { error: zodErrorKey }), defaultValues: { user_id: userId, code: '' } });

  const change = (next: boolean) => {
    if (!next) {
      reset({ user_id: userId, code: '' });
      confirm.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={newEmail !== null}
      onOpenChange={change}
      title={t('email_change.title')}
      description={
        <span className="flex items-start gap-2">
          <MailIcon size={18} className="mt-0.5 shrink-0 text-primary" />
          <span>{t('email_change.description', { email: isolate(newEmail ?? ''), current: isolate(currentEmail) })}</span>
        </span>
      }
    >
      {confirm.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('email_change.done', { email: isolate(confirm.data.user_email) })}</Alert>
          <Button onClick={() => change(false)}>{t('common:actions.close')}</Button>
        </div>
      ) : (
        <form
          onSubmit={handleSubmit((values) => confirm.mutate({ user_id: values.user_id ?? userId, code: values.code.trim() }, { onSuccess: onConfirmed }))}
          noValidate
          className="flex flex-col gap-4"
        >
          {confirm.isError && <Alert tone="error">{errorMessage(confirm.error)}</Alert>}
          <input type="hidden" {...register('user_id')} />
          <CodeField label={t('email_change.code_label')} hint={t('email_change.code_hint')} error={fieldError(errors.code?.message)} {...register('code')} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => change(false)}>
              {t('email_change.later')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('email_change.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
