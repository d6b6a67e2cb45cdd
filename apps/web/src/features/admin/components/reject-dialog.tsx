/**
 * Reject a listing: a required reason (sent to the seller and shown on their rejected list), with a few quick
 * picks that fill the box and free text for anything else. Ctrl/⌘+Enter submits from the text box.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminItemRejectBody } from '@wheeldeal/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { TogglePill } from '../../../components/ui/chip';
import { fieldError, zodErrorKey } from '../../../lib/forms';

const rejectForm = adminItemRejectBody.pick({ reason: true });
type RejectForm = { reason: string };

/** Quick picks, keys of `admin:reject.reasons`. */
export const QUICK_REASONS = ['photos', 'price', 'duplicate', 'description', 'contact', 'prohibited'] as const;

export interface RejectDialogProps {
  /** The listing being rejected; null closes the dialog. */
  item: { id: string; title: string } | null;
  onClose: () => void;
  onReject: (reason: string) => void;
}

export function RejectDialog({ item, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<RejectForm>({ resolver: zodResolver(rejectForm, { error: zodErrorKey }), defaultValues: { reason: '' } });

  useEffect(() => {
    if (!item) return;
    reset({ reason: '' });
    // Straight to the text box (the dialog would focus its close button): type, or pick a reason.
    const timer = window.setTimeout(() => setFocus('reason'), 30);
    return () => window.clearTimeout(timer);
  }, [item, reset, setFocus]);

  const reason = watch('reason');
  const submit = handleSubmit((values) => onReject(values.reason.trim()));

  const pick = (text: string) => {
    const current = reason.trim();
    const has = current.split('\n').includes(text);
    const next = has ? current.split('\n').filter((line) => line !== text).join('\n') : current ? `${current}\n${text}` : text;
    setValue('reason', next, { shouldValidate: Boolean(errors.reason) });
    setFocus('reason');
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reject.title')}
      description={item ? t('reject.description', { title: item.title }) : undefined}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg">{t('reject.quick_picks')}</legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => {
              const text = t(`reject.reasons.${key}`);
              return (
                <TogglePill key={key} pressed={reason.split('\n').includes(text)} onClick={() => pick(text)} className="text-start">
                  {text}
                </TogglePill>
              );
            })}
          </div>
        </fieldset>
        <TextAreaField
          label={t('reject.reason')}
          hint={t('reject.reason_hint')}
          required
          rows={4}
          error={fieldError(errors.reason?.message)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          {...register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('reject.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
