/**
 * Moving through the steps of the item form: the current step, how far the seller may jump, which steps showed
 * errors on submit, and the checks — a step's own fields on Next (photos for the media step), everything on
 * submit, then showing the first step with a problem (or, on the one-page layout, the first invalid field).
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemEntryBody } from '@wheeldeal/contract';
import { STEPS, type ItemFormValues } from './form';
import type { MediaState } from './media';

interface EntryStepsOptions {
  form: UseFormReturn<ItemFormValues, unknown, ItemEntryBody>;
  media: MediaState;
  /** Everything on one page: no steps to move between. */
  single: boolean;
  startStep: number;
  /** Updating an existing listing: every step may be visited at once. */
  editing: boolean;
  onStepChange: (index: number) => void;
}

/** `unplaced`: a field no step shows is invalid (e.g. from an older client's draft). */
export type ValidationResult = 'ok' | 'invalid' | 'unplaced';

export function useEntrySteps({ form, media, single, startStep, editing, onStepChange }: EntryStepsOptions) {
  const { t } = useTranslation('sell');
  const { trigger } = form;
  const [step, setStep] = useState(startStep);
  const [reachable, setReachable] = useState(() => (editing ? STEPS.length - 1 : startStep));
  const [invalidSteps, setInvalidSteps] = useState<ReadonlySet<number>>(new Set());
  const [mediaError, setMediaError] = useState<string | undefined>();
  const topRef = useRef<HTMLDivElement>(null);

  // Choosing a photo answers "Please upload at least one image."
  const firstMediaRender = useRef(true);
  useEffect(() => {
    if (firstMediaRender.current) {
      firstMediaRender.current = false;
      return;
    }
    if (media.photos.length > 0) setMediaError(undefined);
  }, [media]);

  const scrollToTop = () => {
    const el = topRef.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  };

  const goToStep = (index: number) => {
    setStep(index);
    setReachable((r) => Math.max(r, index));
    onStepChange(index);
    window.setTimeout(scrollToTop, 0);
  };

  const checkMedia = () => {
    if (media.photos.length > 0) return true;
    setMediaError(t('validation.photo_required'));
    return false;
  };

  const next = async () => {
    const def = STEPS[step]!;
    const ok = def.id === 'media' ? checkMedia() : await trigger([...def.fields], { shouldFocus: true });
    if (!ok) return;
    setInvalidSteps((s) => {
      const copy = new Set(s);
      copy.delete(step);
      return copy;
    });
    goToStep(Math.min(step + 1, STEPS.length - 1));
  };

  /** Checks everything; on a problem shows the first step that has one. */
  const validateAll = async (): Promise<ValidationResult> => {
    const mediaOk = checkMedia();
    const fieldsOk = await trigger();
    if (mediaOk && fieldsOk) {
      setInvalidSteps(new Set());
      return 'ok';
    }
    const bad = new Set<number>();
    if (!mediaOk) bad.add(0);
    for (const [index, def] of STEPS.entries()) {
      if (def.fields.some((name) => form.getFieldState(name).invalid)) bad.add(index);
    }
    setInvalidSteps(bad);
    if (bad.size === 0) return 'unplaced';
    const first = Math.min(...bad);
    if (single) {
      window.setTimeout(() => {
        const target = document.querySelector<HTMLElement>('[aria-invalid="true"]');
        target?.focus();
        target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }, 0);
    } else if (Number.isFinite(first)) {
      goToStep(first);
      if (first > 0) window.setTimeout(() => void trigger([...STEPS[first]!.fields], { shouldFocus: true }), 50);
    }
    return 'invalid';
  };

  return { step, reachable, invalidSteps, mediaError, topRef, goToStep, next, validateAll, isLast: step === STEPS.length - 1 };
}
