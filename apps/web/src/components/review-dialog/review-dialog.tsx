/**
 * The review entry (`rates/add_rating`) for the other party of a completed deal: 1–5 stars, a title and a text,
 * checked as the server checks them. The chat screen opens it from its review prompt; `onDone` runs after the
 * review is stored (the summary and the review list of the reviewed user are refreshed), `onClose` on cancel.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { REVIEW_LIMITS } from '@wheeldeal/contract';
import { StarIcon } from '../icons';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextAreaField, TextField } from '../ui/field';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api/client';
import { useAddRating } from './add-rating';
import { validateReview, type ReviewErrors, type ReviewForm } from './review-form';

export interface ReviewDialogProps {
  open: boolean;
  chatId: string;
  toUserId: string;
  toUserName: string;
  onClose(): void;
  onDone(): void;
}

const EMPTY: ReviewForm = { rating: 0, title: '', description: '' };

export function ReviewDialog({ open, chatId, toUserId, toUserName, onClose, onDone }: ReviewDialogProps) {
  const { t } = useTranslation('reviews');
  const add = useAddRating();
  const [form, setForm] = useState<ReviewForm>(EMPTY);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { reset } = add;

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    setSubmitted(false);
    reset();
  }, [open, reset]);

  const update = (patch: Partial<ReviewForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) setErrors(validateReview(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateReview(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { chatId, toUserId, rating: form.rating, title: form.title.trim(), description: form.description.trim() },
      {
        onSuccess: () => {
          toast.success(t('dialog.done'));
          onDone();
        },
      },
    );
  };

  const err = (key: keyof ReviewForm) => (errors[key] ? t(errors[key], { max: key === 'title' ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.textMax }) : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !add.isPending && onClose()}
      title={t('dialog.title', { name: toUserName })}
      description={t('dialog.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <StarPicker value={form.rating} onChange={(rating) => update({ rating })} error={err('rating')} />
        <TextField
          label={t('dialog.title_label')}
          value={form.title}
          onChange={(e) => update({ title: e.target.value })}
          error={err('title')}
          hint={t('dialog.counter', { n: form.title.trim().length, max: REVIEW_LIMITS.titleMax })}
          required
        />
        <TextAreaField
          label={t('dialog.text_label')}
          value={form.description}
          onChange={(e) => update({ description: e.target.value })}
          error={err('description')}
          hint={t('dialog.counter', { n: form.description.trim().length, max: REVIEW_LIMITS.textMax })}
          placeholder={t('dialog.text_placeholder')}
          required
        />
        {add.isError && <Alert tone="error">{errorMessage(add.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 1–5 stars as a radio group: arrow keys move, each star names its value. */
function StarPicker({ value, onChange, error }: { value: number; onChange: (value: number) => void; error?: string }) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-fg">
        {t('dialog.rating_label')}
        <span className="text-danger ms-0.5" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-lg p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('dialog.star_option', { value: n })}
            />
            <StarIcon size={32} className={clsx(n <= shown ? 'text-accent' : 'text-line-strong')} />
          </label>
        ))}
        {value > 0 && <span className="ms-2 text-sm text-muted">{t(`dialog.star_words.${value}`)}</span>}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
