/**
 * Composing a broadcast: title and message (the contract's limits), an optional image shown before sending, and who
 * gets it — everyone, or the users of chosen interface languages. Sending asks first, naming the audience.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BROADCAST_LANGUAGES, NOTIFICATION_LIMITS, broadcastAddFields } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TogglePill } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { CloseIcon, ImageIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import type { BroadcastDraft } from '../api/broadcasts';

/** Title and message by the contract's rules; the audience is the form's own choice. */
const composeForm = broadcastAddFields.pick({ title: true, message: true }).extend({ audience: z.enum(['all', 'some']) });
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A language's own name, as the language menu shows it. */
export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.native_name ?? code;

export interface BroadcastFormProps {
  onSend: (draft: BroadcastDraft) => Promise<void>;
}

export function BroadcastForm({ onSend }: BroadcastFormProps) {
  const { t } = useTranslation('admin');
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof composeForm>, unknown, z.output<typeof composeForm>>({
    resolver: zodResolver(composeForm, { error: zodErrorKey }),
    defaultValues: { title: '', message: '', audience: 'all' },
  });
  const audience = watch('audience');
  const [languages, setLanguages] = useState<string[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [pending, setPending] = useState<BroadcastDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(image);
  const noLanguage = audience === 'some' && languages.length === 0;

  const toggle = (code: string) => setLanguages((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));

  const pickImage = (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setImageError(t('broadcast.image_type'));
      return;
    }
    setImage(file);
  };

  const removeImage = () => {
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const review = handleSubmit((values) => {
    if (noLanguage) return;
    setError(null);
    const chosen = values.audience === 'all' ? [] : BROADCAST_LANGUAGES.filter((c) => languages.includes(c));
    setPending({ title: values.title.trim(), message: values.message.trim(), languages: chosen, image });
  });

  const send = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await onSend(pending);
      setPending(null);
      reset({ title: '', message: '', audience: 'all' });
      setLanguages([]);
      removeImage();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="broadcast-compose" className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="broadcast-compose" className="mb-4 text-base font-semibold text-fg">
        {t('broadcast.compose')}
      </h2>
      <form onSubmit={(e) => void review(e)} noValidate className="flex flex-col gap-4">
        <TextField label={t('broadcast.title_field')} required dir="auto" maxLength={NOTIFICATION_LIMITS.broadcastTitleMax} error={fieldError(errors.title?.message)} {...register('title')} />
        <TextAreaField
          label={t('broadcast.message_field')}
          required
          dir="auto"
          rows={4}
          maxLength={NOTIFICATION_LIMITS.broadcastMessageMax}
          error={fieldError(errors.message?.message)}
          {...register('message')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="broadcast-image" className="text-sm font-medium text-fg">
            {t('broadcast.image')}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            {preview ? (
              <figure className="relative">
                <img src={preview} alt={t('broadcast.image_preview')} className="h-24 w-40 rounded-xl border border-line object-cover" />
                <button
                  type="button"
                  onClick={removeImage}
                  aria-label={t('broadcast.image_remove')}
                  className="absolute -end-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card hover:text-fg"
                >
                  <CloseIcon size={14} />
                </button>
              </figure>
            ) : (
              <span className="flex h-24 w-40 items-center justify-center rounded-xl border border-dashed border-line-strong bg-surface-2 text-muted">
                <ImageIcon size={28} />
              </span>
            )}
            {/* The browser's own file button speaks the browser's language; this label speaks the user's. */}
            <input
              ref={fileInput}
              id="broadcast-image"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(e) => pickImage(e.target.files?.[0])}
              aria-describedby="broadcast-image-hint"
              className="peer sr-only"
            />
            <label htmlFor="broadcast-image" className={buttonClasses('outline', 'sm', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-ring')}>
              <ImageIcon size={16} />
              {t('broadcast.image_choose')}
            </label>
          </div>
          <p id="broadcast-image-hint" className="text-xs text-muted">
            {t('broadcast.image_hint')}
          </p>
          {imageError && (
            <p className="text-sm text-danger" role="alert">
              {imageError}
            </p>
          )}
        </div>
        <ChoiceGroup
          legend={t('broadcast.audience')}
          columns={2}
          choices={[
            { value: 'all', label: t('broadcast.everyone'), description: t('broadcast.everyone_hint') },
            { value: 'some', label: t('broadcast.by_language'), description: t('broadcast.by_language_hint') },
          ]}
          {...register('audience')}
        />
        {audience === 'some' && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg">{t('broadcast.languages')}</legend>
            <div className="flex flex-wrap gap-2">
              {BROADCAST_LANGUAGES.map((code) => (
                <TogglePill key={code} pressed={languages.includes(code)} onClick={() => toggle(code)}>
                  <span lang={code}>{languageName(code)}</span>
                </TogglePill>
              ))}
            </div>
            {noLanguage && <p className="mt-2 text-sm text-muted">{t('broadcast.none_picked')}</p>}
          </fieldset>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={noLanguage}>
            {t('broadcast.send')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('broadcast.confirm_title')}
        description={
          pending && pending.languages.length > 0
            ? t('broadcast.confirm_languages', { languages: pending.languages.map(languageName).join(', ') })
            : t('broadcast.confirm_everyone')
        }
        confirmLabel={t('broadcast.confirm_send')}
        busy={busy}
        error={error}
        onConfirm={() => void send()}
      >
        {pending && (
          <div className="rounded-xl border border-line bg-surface-2 p-3 text-sm">
            <p className="font-semibold text-fg" dir="auto">
              {pending.title}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-muted" dir="auto">
              {pending.message}
            </p>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** An object URL for the chosen image, revoked when it changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
