/**
 * The item entry form (create or update): steps with per-step validation (or one page when the server asks for
 * the first upload layout), a draft that survives reloads, then the save-then-upload submit with progress.
 *
 * This file wires the parts together and lays them out; each part owns one concern:
 * - ./use-entry-draft    the draft (typed values and step in sessionStorage, files in IndexedDB)
 * - ./use-entry-steps    the current step, Next, and the checks before moving on or submitting
 * - ./use-listing-submit sending the listing and what happens after
 * - ./step-*.tsx         one component per step; ./entry-footer (Back/Next/Submit), ./entry-aside (preview, tips)
 */
import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ItemEntryBody } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api/client';
import { LimitReachedDialog } from '../components/limit-reached-dialog';
import { readTextDraft } from './draft';
import { EntryAside } from './entry-aside';
import { EntryContext, type EntryConfig, type EntryContextValue } from './entry-context';
import { EntryFooter } from './entry-footer';
import { STEPS, itemResolver, preloadItemValidation, type ItemFormValues } from './form';
import { hasPendingMedia, mediaReducer, type MediaState } from './media';
import { StepIndicator } from './step-indicator';
import { DetailsStep } from './step-details';
import { LocationStep } from './step-location';
import { MediaStep } from './step-media';
import { PriceStep } from './step-price';
import { ReviewStep } from './step-review';
import { VehicleStep } from './step-vehicle';
import { useEntryDraft } from './use-entry-draft';
import { useEntryLookups } from './use-entry-lookups';
import { useEntrySteps } from './use-entry-steps';
import { useListingSubmit } from './use-listing-submit';
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
  const draft = useMemo(() => readTextDraft(draftKey), [draftKey]);
  const form = useForm<ItemFormValues, unknown, ItemEntryBody>({
    resolver: itemResolver,
    mode: 'onTouched',
    defaultValues: draft ? { ...initialValues, ...draft.values } : initialValues,
  });
  const { handleSubmit, watch, setValue, getValues, formState } = form;
  const [media, dispatch] = useReducer(mediaReducer, initialMedia);
  const [limitOpen, setLimitOpen] = useState(outOfPosts && !initialValues.id);
  const single = config.layout === 'single';
  const editing = Boolean(initialValues.id);
  const startStep = Math.min(draft?.step ?? 0, STEPS.length - 1);

  const saved = useEntryDraft({ draftKey, restoreMedia: draft !== null, form, media, dispatch, startStep });
  const steps = useEntrySteps({ form, media, single, startStep, editing, onStepChange: saved.saveStep });
  const submit = useListingSubmit({
    form,
    media,
    dispatch,
    draft: saved,
    paidApp: config.paidApp,
    existedAtStart: initialValues.id !== '',
    onOutOfPosts: () => setLimitOpen(true),
  });
  const { step, isLast, goToStep } = steps;
  const { busy } = submit;

  const [catId, makeId, cityId] = watch(['cat_id', 'sub_cat_id', 'item_location_id']);
  const lookups = useEntryLookups(catId, makeId, cityId);

  // Out of posts (known once the user has loaded): say so before any typing.
  useEffect(() => {
    if (outOfPosts && !initialValues.id) setLimitOpen(true);
  }, [outOfPosts, initialValues.id]);

  // A new listing starts in the default (first) currency.
  const firstCurrency = lookups.options.currencies[0]?.value;
  useEffect(() => {
    if (firstCurrency && !getValues('item_currency_id')) setValue('item_currency_id', firstCurrency);
  }, [firstCurrency, getValues, setValue]);

  const onSubmit = async () => {
    if (busy) return;
    if (outOfPosts && !getValues('id')) {
      setLimitOpen(true);
      return;
    }
    const checked = await steps.validateAll();
    // A field no step shows (e.g. from an older client) is out of bounds: say so rather than do nothing.
    if (checked === 'unplaced') submit.setError(t('common:validation.invalid'));
    if (checked !== 'ok') return;
    await handleSubmit(submit.send)();
  };

  const contextValue: EntryContextValue = {
    lookups,
    config,
    media,
    dispatch,
    uploadStatus: submit.uploadStatus,
    videoStatus: submit.videoStatus,
    mediaError: steps.mediaError,
    busy,
    goToStep: (index) => !busy && goToStep(index),
  };

  if (submit.submitted) {
    return (
      <>
        {header(null)}
        <SubmittedPanel item={submit.submitted} onPostAnother={onPostAnother} />
      </>
    );
  }

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
              onFocusCapture={preloadItemValidation}
              onSubmit={(e) => {
                e.preventDefault();
                if (single || isLast) void onSubmit();
                else void steps.next();
              }}
              aria-busy={busy || undefined}
            >
              <div ref={steps.topRef} tabIndex={-1} className="scroll-mt-24 p-5 pb-0 outline-none sm:p-8 sm:pb-0">
                {!single && <StepIndicator current={step} reachable={steps.reachable} invalid={steps.invalidSteps} onSelect={goToStep} disabled={busy} />}
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
              <EntryFooter
                canGoBack={!single && step > 0}
                submits={single || isLast}
                editing={editing}
                busy={busy}
                progress={submit.progress}
                error={submit.error}
                onBack={() => goToStep(step - 1)}
              />
            </form>
          </Card>
          <EntryAside />
        </div>
        <LimitReachedDialog open={limitOpen} onOpenChange={setLimitOpen} />
      </FormProvider>
    </EntryContext.Provider>
  );
}
