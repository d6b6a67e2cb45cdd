/**
 * Sending a listing: save the item first (items/add), then its media against the item id — removed photos,
 * new and replacing photos one by one with their slot as ordering, the order of kept photos, the video and its
 * poster frame. Each finished upload is reported back (dispatch), so after a failure a retry sends only the
 * rest, and the saved id keeps a retry from creating a second listing.
 */
import type { ItemEntryBody } from '@wheeldeal/contract';
import { isApiError } from '../../../lib/api/client';
import { deleteItemImage } from '../api/delete-item-image';
import { deleteItemVideo } from '../api/delete-item-video';
import { getItem } from '../api/get-item';
import { reorderItemImages } from '../api/reorder-item-images';
import { saveItem } from '../api/save-item';
import type { Item } from '../../../lib/api/types';
import { uploadItemImage } from '../api/upload-item-image';
import { uploadItemVideo } from '../api/upload-item-video';
import { uploadVideoIcon } from '../api/upload-video-icon';
import type { MediaAction, MediaState } from './media';
import { preparePhoto } from './media-tools';
import type { UploadStatus } from './photo-picker';

export type SubmitPhase = 'saving' | 'photos' | 'video' | 'finishing';

export interface SubmitProgress {
  phase: SubmitPhase;
  done: number;
  total: number;
  /** 1-based number of the photo being uploaded, and how many there are. */
  photo?: { index: number; count: number };
}

export class MediaUploadError extends Error {
  constructor(
    readonly itemId: string,
    readonly failedPhotos: number,
    readonly videoFailed: boolean,
    readonly firstMessage: string,
  ) {
    super(firstMessage || 'media upload failed');
    this.name = 'MediaUploadError';
  }
}

interface SubmitOptions {
  body: ItemEntryBody;
  media: MediaState;
  /** The item existed before this submit (its photos may need reordering). */
  wasExisting: boolean;
  dispatch: (action: MediaAction) => void;
  onItemSaved: (item: Item) => void;
  onProgress: (progress: SubmitProgress) => void;
  onPhotoStatus: (key: string, status: UploadStatus) => void;
  onVideoStatus: (status: UploadStatus) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function submitListing(o: SubmitOptions): Promise<Item> {
  const { media } = o;
  const uploads = media.photos.filter((p) => p.file);
  const reorder = o.wasExisting && media.photos.some((p) => p.existing && !p.file);
  const videoTasks = media.video?.file ? (media.video.poster ? 2 : 1) : 0;
  const total = 1 + media.deletedImgIds.length + (media.videoRemoved ? 1 : 0) + uploads.length + (reorder ? 1 : 0) + videoTasks;
  let done = 0;
  const tick = (phase: SubmitPhase, photo?: SubmitProgress['photo']) => o.onProgress({ phase, done, total, photo });

  tick('saving');
  const saved = await saveItem(o.body);
  const itemId = saved.id;
  o.onItemSaved(saved);
  done++;

  let failedPhotos = 0;
  let videoFailed = false;
  let firstMessage = '';
  const fail = (error: unknown) => {
    if (!firstMessage) firstMessage = messageOf(error);
  };

  tick('photos');
  for (const imgId of media.deletedImgIds) {
    try {
      await deleteItemImage(imgId);
    } catch (error) {
      // Already gone (a retry after a lost answer): nothing left to do.
      if (!(isApiError(error) && error.httpStatus === 400)) {
        fail(error);
        failedPhotos++;
        continue;
      }
    }
    o.dispatch({ type: 'deleted', imgId });
    done++;
  }

  if (media.videoRemoved) {
    try {
      await deleteItemVideo(itemId);
      o.dispatch({ type: 'video-deleted' });
    } catch (error) {
      fail(error);
      videoFailed = true;
    }
    done++;
  }

  // Final position of every photo, filled in as uploads answer with their ids.
  const finalIds: Array<string | undefined> = media.photos.map((p) => (p.file ? undefined : p.existing?.imgId));
  let number = 0;
  for (const [index, photo] of media.photos.entries()) {
    if (!photo.file) continue;
    number++;
    tick('photos', { index: number, count: uploads.length });
    o.onPhotoStatus(photo.key, 'uploading');
    try {
      const file = await preparePhoto(photo.file);
      const image = await uploadItemImage({ file, fileName: file.name || `photo-${index + 1}.jpg`, itemId, ordering: index + 1, imgId: photo.replaceImgId });
      finalIds[index] = image.img_id;
      o.dispatch({ type: 'uploaded', key: photo.key, image });
      o.onPhotoStatus(photo.key, 'done');
    } catch (error) {
      fail(error);
      failedPhotos++;
      o.onPhotoStatus(photo.key, 'error');
    }
    done++;
  }

  if (reorder && failedPhotos === 0) {
    const entries = finalIds.flatMap((id, index) => (id ? [{ img_id: id, ordering: index + 1 }] : []));
    try {
      if (entries.length > 0) await reorderItemImages(entries);
    } catch (error) {
      fail(error);
      failedPhotos++;
    }
    done++;
  }

  if (media.video?.file) {
    tick('video');
    o.onVideoStatus('uploading');
    try {
      const video = await uploadItemVideo(itemId, media.video.file);
      done++;
      let iconPath = '';
      if (media.video.poster) {
        const icon = await uploadVideoIcon(itemId, media.video.poster);
        iconPath = icon.img_path;
        done++;
      }
      o.dispatch({ type: 'video-uploaded', path: video.img_path, iconPath });
      o.onVideoStatus('done');
    } catch (error) {
      fail(error);
      videoFailed = true;
      o.onVideoStatus('error');
    }
  }

  if (failedPhotos > 0 || videoFailed) throw new MediaUploadError(itemId, failedPhotos, videoFailed, firstMessage);

  tick('finishing');
  // Media edits can send a live listing back to moderation: read the status it ended in.
  try {
    return await getItem(itemId);
  } catch {
    return saved;
  }
}
