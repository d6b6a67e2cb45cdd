/**
 * Keeps the draft of the listing being entered (see ./draft): restores the chosen files after a reload, saves what
 * is typed (debounced) with the step the seller is on, and saves files as they change. Once the listing is through,
 * `discard()` clears the draft and no late (debounced) write may bring it back.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ItemEntryBody } from '@wheeldeal/contract';
import { clearDraft, readMediaDraft, writeMediaDraft, writeTextDraft } from './draft';
import type { ItemFormValues } from './form';
import { EMPTY_MEDIA, type MediaAction, type MediaState } from './media';

interface EntryDraftOptions {
  draftKey: string;
  /** A text draft of this tab was found: files chosen before the reload come back too. */
  restoreMedia: boolean;
  form: UseFormReturn<ItemFormValues, unknown, ItemEntryBody>;
  media: MediaState;
  dispatch: (action: MediaAction) => void;
  startStep: number;
}

export interface EntryDraft {
  /** Writes the text draft now (unless the listing is through). */
  saveText: () => void;
  /** The seller moved to this step: remember it, with the values. */
  saveStep: (index: number) => void;
  /** The listing is through: forget the draft for good. */
  discard: () => void;
}

export function useEntryDraft({ draftKey, restoreMedia, form, media, dispatch, startStep }: EntryDraftOptions): EntryDraft {
  const { watch, getValues } = form;
  const stepRef = useRef(startStep);
  const doneRef = useRef(false);

  // Files chosen before a reload come back from IndexedDB (only while this tab's text draft exists).
  useEffect(() => {
    if (!restoreMedia) return;
    let live = true;
    void readMediaDraft(draftKey).then((saved) => {
      if (live && saved) dispatch({ type: 'reset', state: { ...EMPTY_MEDIA, ...saved } });
    });
    return () => {
      live = false;
    };
  }, [restoreMedia, draftKey, dispatch]);

  // Text in sessionStorage (debounced), files in IndexedDB.
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
    if (doneRef.current) return;
    saveText();
    void writeMediaDraft(draftKey, media);
  }, [media, draftKey, saveText]);

  return {
    saveText,
    saveStep: (index) => {
      stepRef.current = index;
      writeTextDraft(draftKey, { values: getValues(), step: index, savedAt: Date.now() });
    },
    discard: () => {
      doneRef.current = true;
      clearDraft(draftKey);
    },
  };
}
