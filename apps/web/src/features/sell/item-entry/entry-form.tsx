/**
 * The item entry form (create or update): steps with per-step validation (or one page when the server asks for
 * the first upload layout), a draft that survives reloads, then the save-then-upload submit with progress.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUS, type ItemEntryBody } from '@wheeldeal/contract';
import { itemPath } from '../../../app/routes';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { errorMessage, isApiError, toInt } from '../../../lib/api';
import { loginUserId } from '../../../lib/session/session-store';
import { getMe, meKey } from '../api/get-me';
import { itemCountsKey } from '../api/get-item-counts';
import { itemQueryKey } from '../api/get-item';
import { galleryQueryKey } from '../api/get-item-gallery';
import { ownerItemsKey } from '../api/get-owner-items';
import type { WireOwnItem } from '../api/types';
import { LimitReachedDialog } from '../components/limit-reached-dialog';
import { clearDraft, readMediaDraft, readTextDraft, writeMediaDraft, writeTextDraft } from './draft';
import { EntryContext, type EntryConfig, type EntryContextValue } from './entry-context';
import { STEPS, itemResolver, type ItemFormValues } from './form';
import { ListingPreview } from './listing-preview';
import { EMPTY_MEDIA, hasPendingMedia, mediaReducer, type MediaState } from './media';
import type { UploadStatus } from './photo-picker';
import { StepIndicator } from './step-indicator';
import { DetailsStep } from './step-details';
import { LocationStep } from './step-location';
import { MediaStep } from './step-media';
import { PriceStep } from './step-price';
import { ReviewStep } from './step-review';
import { VehicleStep } from './step-vehicle';
import { MediaUploadError, submitListing, type SubmitProgress } from './submit-listing';
import { useEntryLookups } from './use-entry-lookups';
import { SubmittedPanel } from './submitted-panel';

interface EntryFormProps {
  draftKey: string;
  initialValues: ItemFormValues;
  initialMedia: MediaState;
  config: EntryConfig;
  /** The signed-in user may not create more posts (paid app, none left). */
  outOfPosts: boolean;
  onDiscard: () => void;
  onPostAnother: () => void;
  header: (actions: ReactNode) => ReactNode;
}

const STEP_VIEWS = [MediaStep, VehicleStep, DetailsStep, PriceStep, LocationStep, ReviewStep] as const;

export function EntryForm({ draftKey, initialValues, initialMedia, config, outOfPosts, onDiscard, onPostAnother, header }: EntryFormProps) {
  const { t } = useTranslation('sell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useMemo(() => readTextDraft(draftKey), [draftKey]);
  const form = useForm<ItemFormValues, unknown, ItemEntryBody>({
    resolver: itemResolver,
    mode: 'onTouched',
    defaultValues: draft ? { ...initialValues, ...draft.values } : initialValues,
  });
  const { handleSubmit, trigger, watch, setValue, getValues, formState } = form;
  const [media, dispatch] = useReducer(mediaReducer, initialMedia);
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, STEPS.length - 1));
  const [reachable, setReachable] = useState(() => (initialValues.id ? STEPS.length - 1 : Math.min(draft?.step ?? 0, STEPS.length - 1)));
  const [invalidSteps, setInvalidSteps] = useState<ReadonlySet<number>>(new Set());
  const [mediaError, setMediaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [uploadStatus, setUploadStatus] = useState<Record<string, UploadStatus>>({});
  const [videoStatus, setVideoStatus] = useState<UploadStatus | undefined>();
  const [limitOpen, setLimitOpen] = useState(outOfPosts && !initialValues.id);
  const [submitted, setSubmitted] = useState<WireOwnItem | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const existedAtStart = useRef(initialValues.id !== '');
  const single = config.layout === 'single';

  const [catId, makeId, cityId] = watch(['cat_id', 'sub_cat_id', 'item_location_id']);
  const lookups = useEntryLookups(catId, makeId, cityId);

  // Files chosen before a reload come back from IndexedDB (only while this tab's text draft exists).
  useEffect(() => {
    if (!draft) return;
    let live = true;
    void readMediaDraft(draftKey).then((saved) => {
      if (live && saved) dispatch({ type: 'reset', state: { ...EMPTY_MEDIA, ...saved } });
    });
    return () => {
      live = false;
    };
  }, [draft, draftKey]);

  // Out of posts (known once the user has loaded): say so before any typing.
  useEffect(() => {
    if (outOfPosts && !initialValues.id) setLimitOpen(true);
  }, [outOfPosts, initialValues.id]);

  // A new listing starts in the default (first) currency.
  const firstCurrency = lookups.options.currencies[0]?.value;
  useEffect(() => {
    if (firstCurrency && !getValues('item_currency_id')) setValue('item_currency_id', firstCurrency);
  }, [firstCurrency, getValues, setValue]);

  // Keep the draft: text in sessionStorage (debounced), files in IndexedDB.
  const stepRef = useRef(step);
  stepRef.current = step;
  /** Set once the listing is through: no late (debounced) write may bring the draft back. */
  const doneRef = useRef(false);
  const saveText = useCallback(() => {
    if (doneRef.current) return;
    writeTextDraft(draftKey, { values: getValues(), step: stepRef.current, savedAt: Date.now() });
  }, [draftKey, getValues]);
  useEffect(() => {
    let timer: number | undefined;
    const subscription = watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(saveText, 250);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, saveText]);
  const firstMediaRender = useRef(true);
  useEffect(() => {
    if (firstMediaRender.current) {
      firstMediaRender.current = false;
      return;
    }
    if (submitted || doneRef.current) return;
    saveText();
    void writeMediaDraft(draftKey, media);
    if (media.photos.length > 0) setMediaError(undefined);
  }, [media, draftKey, saveText, submitted]);

  const scrollToTop = () => {
    const el = topRef.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  };

  const goToStep = (index: number) => {
    setStep(index);
    setReachable((r) => Math.max(r, index));
    writeTextDraft(draftKey, { values: getValues(), step: index, savedAt: Date.now() });
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
  const validateAll = async (): Promise<boolean> => {
    const mediaOk = checkMedia();
    const fieldsOk = await trigger();
    if (mediaOk && fieldsOk) {
      setInvalidSteps(new Set());
      return true;
    }
    const bad = new Set<number>();
    if (!mediaOk) bad.add(0);
    for (const [index, def] of STEPS.entries()) {
      if (def.fields.some((name) => form.getFieldState(name).invalid)) bad.add(index);
    }
    setInvalidSteps(bad);
    if (bad.size === 0) {
      // A field no step shows (e.g. from an older client) is out of bounds: say so rather than do nothing.
      setSubmitError(t('common:validation.invalid'));
      return false;
    }
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
    return false;
  };

  const send = async (body: ItemEntryBody) => {
    setBusy(true);
    setSubmitError(null);
    setUploadStatus({});
    setVideoStatus(undefined);
    const creating = body.id === '';
    try {
      const item = await submitListing({
        body,
        media,
        wasExisting: existedAtStart.current,
        dispatch,
        onItemSaved: (saved) => {
          if (!getValues('id')) {
            // From now on a retry updates this listing instead of creating another.
            setValue('id', saved.id);
            saveText();
          }
        },
        onProgress: setProgress,
        onPhotoStatus: (key, status) => setUploadStatus((s) => ({ ...s, [key]: status })),
        onVideoStatus: setVideoStatus,
      });
      doneRef.current = true;
      clearDraft(draftKey);
      void queryClient.invalidateQueries({ queryKey: ownerItemsKey });
      void queryClient.invalidateQueries({ queryKey: itemCountsKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
      queryClient.removeQueries({ queryKey: itemQueryKey(item.id) });
      queryClient.removeQueries({ queryKey: galleryQueryKey(item.id) });
      if (toInt(item.status, ITEM_STATUS.pending) === ITEM_STATUS.published) {
        navigate(itemPath(item), { replace: true });
        return;
      }
      setSubmitted(item);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof MediaUploadError) {
        setSubmitError(
          [
            error.failedPhotos > 0 ? t('submit.photos_failed', { count: error.failedPhotos }) : '',
            error.videoFailed ? t('submit.video_failed') : '',
            error.firstMessage,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      } else if (creating && isApiError(error) && error.httpStatus === 400 && config.paidApp && (await noPostsLeft())) {
        setLimitOpen(true);
      } else {
        setSubmitError(errorMessage(error));
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const noPostsLeft = async () => {
    try {
      const me = await getMe(loginUserId());
      return toInt(me.remaining_post) <= 0;
    } catch {
      return false;
    }
  };

  const onSubmit = async () => {
    if (busy) return;
    if (outOfPosts && !getValues('id')) {
      setLimitOpen(true);
      return;
    }
    if (!(await validateAll())) return;
    await handleSubmit(send)();
  };

  const contextValue: EntryContextValue = {
    lookups,
    config,
    media,
    dispatch,
    uploadStatus,
    videoStatus,
    mediaError,
    busy,
    goToStep: (index) => !busy && goToStep(index),
  };

  if (submitted) {
    return (
      <>
        {header(null)}
        <SubmittedPanel item={submitted} onPostAnother={onPostAnother} />
      </>
    );
  }

  const isLast = step === STEPS.length - 1;
  const StepView = STEP_VIEWS[step]!;
  const canDiscard = initialValues.id ? formState.isDirty || hasPendingMedia(media) || draft !== null : formState.isDirty || media.photos.length > 0 || draft !== null;

  return (
    <EntryContext.Provider value={contextValue}>
      <FormProvider {...form}>
        {header(
          canDiscard ? (
            <Button variant="ghost" size="sm" onClick={onDiscard} disabled={busy}>
              {initialValues.id ? t('entry.discard_changes') : t('entry.discard')}
            </Button>
          ) : null,
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <Card className="min-w-0">
            <form
              id="item-entry-form"
              aria-label={initialValues.id ? t('entry.title_edit') : t('entry.title_new')}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (single || isLast) void onSubmit();
                else void next();
              }}
              aria-busy={busy || undefined}
            >
              <div ref={topRef} tabIndex={-1} className="scroll-mt-24 p-5 pb-0 outline-none sm:p-8 sm:pb-0">
                {!single && <StepIndicator current={step} reachable={reachable} invalid={invalidSteps} onSelect={goToStep} disabled={busy} />}
              </div>
              <div className="flex flex-col gap-10 p-5 sm:p-8">
                {single ? (
                  <>
                    <MediaStep />
                    <VehicleStep />
                    <DetailsStep />
                    <PriceStep />
                    <LocationStep />
                  </>
                ) : (
                  <StepView />
                )}
                {lookups.isError && (
                  <Alert tone="error">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <span>{errorMessage(lookups.error)}</span>
                      <Button size="sm" variant="outline" onClick={lookups.refetch}>
                        {t('common:actions.retry')}
                      </Button>
                    </div>
                  </Alert>
                )}
              </div>
              <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-2xl border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:px-8">
                {progress && <SubmitProgressView progress={progress} />}
                {submitError && !busy && <Alert tone="error">{submitError}</Alert>}
                <div className="flex items-center justify-between gap-3">
                  {!single && step > 0 ? (
                    <Button variant="outline" onClick={() => goToStep(step - 1)} disabled={busy}>
                      <ArrowLeftIcon size={18} />
                      {t('entry.back')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {single || isLast ? (
                    <Button type="submit" size="lg" loading={busy}>
                      {submitError ? t('entry.retry') : initialValues.id ? t('entry.save_changes') : t('entry.submit')}
                    </Button>
                  ) : (
                    <Button type="submit" size="lg">
                      {t('entry.next')}
                      <ArrowRightIcon size={18} />
                    </Button>
                  )}
                </div>
              </div>
            </form>
          </Card>
          <aside className="sticky top-24 hidden flex-col gap-4 lg:flex" aria-label={t('preview.aside')}>
            <p className="text-sm font-semibold text-muted">{t('preview.title')}</p>
            <ListingPreview />
            <div className="rounded-2xl border border-line bg-surface-2/60 p-4 text-sm text-muted">
              <p className="mb-2 font-semibold text-fg">{t('tips.title')}</p>
              <ul className="list-disc space-y-1 ps-5">
                <li>{t('tips.photos')}</li>
                <li>{t('tips.title_tip')}</li>
                <li>{t('tips.price')}</li>
              </ul>
            </div>
          </aside>
        </div>
        <LimitReachedDialog open={limitOpen} onOpenChange={setLimitOpen} />
      </FormProvider>
    </EntryContext.Provider>
  );
}

function SubmitProgressView({ progress }: { progress: SubmitProgress }) {
  const { t } = useTranslation('sell');
  const text =
    progress.phase === 'saving'
      ? t('submit.saving')
      : progress.phase === 'photos' && progress.photo
        ? t('submit.photo', { index: progress.photo.index, count: progress.photo.count })
        : progress.phase === 'video'
          ? t('submit.video')
          : progress.phase === 'photos'
            ? t('submit.media')
            : t('submit.finishing');
  return (
    <div className="flex flex-col gap-1.5" role="status">
      <p className="text-sm font-medium text-fg">{text}</p>
      <ProgressBar value={progress.total ? progress.done / progress.total : 0} label={t('submit.progress')} />
    </div>
  );
}
