/**
 * Sending the listing from the form (the transport is ./submit-listing): busy state, progress, per-photo and video
 * upload status, the error to show, and what happens after — caches refreshed, the draft dropped, then the item
 * page (published at once) or the "submitted for review" panel. A refused create in a paid app with no posts left
 * opens the limit dialog instead of an error.
 */
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUS, type ItemEntryBody } from '@wheeldeal/contract';
import { itemPath } from '../../../app/routes';
import { errorMessage, isApiError } from '../../../lib/api/client';
import type { Item } from '../../../lib/api/types';
import { loginUserId } from '../../../lib/session/session-store';
import { getMe } from '../api/get-me';
import { refreshOwnerData } from '../api/get-owner-items';
import type { ItemFormValues } from './form';
import type { MediaAction, MediaState } from './media';
import type { UploadStatus } from './photo-picker';
import { MediaUploadError, submitListing, type SubmitProgress } from './submit-listing';
import type { EntryDraft } from './use-entry-draft';

interface ListingSubmitOptions {
  form: UseFormReturn<ItemFormValues, unknown, ItemEntryBody>;
  media: MediaState;
  dispatch: (action: MediaAction) => void;
  draft: EntryDraft;
  paidApp: boolean;
  /** The form opened on an existing listing (its media are already on the server). */
  existedAtStart: boolean;
  onOutOfPosts: () => void;
}

export function useListingSubmit({ form, media, dispatch, draft, paidApp, existedAtStart, onOutOfPosts }: ListingSubmitOptions) {
  const { t } = useTranslation('sell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { getValues, setValue } = form;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadStatus, setUploadStatus] = useState<Record<string, UploadStatus>>({});
  const [videoStatus, setVideoStatus] = useState<UploadStatus | undefined>();
  const [submitted, setSubmitted] = useState<Item | null>(null);
  const existed = useRef(existedAtStart);

  const noPostsLeft = async () => {
    try {
      const me = await getMe(loginUserId());
      return (me.remaining_post ?? 0) <= 0;
    } catch {
      return false;
    }
  };

  const send = async (body: ItemEntryBody) => {
    setBusy(true);
    setError(null);
    setUploadStatus({});
    setVideoStatus(undefined);
    const creating = body.id === '';
    try {
      const item = await submitListing({
        body,
        media,
        wasExisting: existed.current,
        dispatch,
        onItemSaved: (saved) => {
          if (!getValues('id')) {
            // From now on a retry updates this listing instead of creating another.
            setValue('id', saved.id);
            draft.saveText();
          }
        },
        onProgress: setProgress,
        onPhotoStatus: (key, status) => setUploadStatus((s) => ({ ...s, [key]: status })),
        onVideoStatus: setVideoStatus,
      });
      draft.discard();
      refreshOwnerData(queryClient, item.id);
      if (item.status === ITEM_STATUS.published) {
        navigate(itemPath(item), { replace: true });
        return;
      }
      setSubmitted(item);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      if (failure instanceof MediaUploadError) {
        setError(
          [
            failure.failedPhotos > 0 ? t('submit.photos_failed', { count: failure.failedPhotos }) : '',
            failure.videoFailed ? t('submit.video_failed') : '',
            failure.firstMessage,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      } else if (creating && isApiError(failure) && failure.httpStatus === 400 && paidApp && (await noPostsLeft())) {
        onOutOfPosts();
      } else {
        setError(errorMessage(failure));
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return { busy, progress, error, setError, uploadStatus, videoStatus, submitted, send };
}
