/**
 * Media rules: item photos (owner only, at most max_img_upload_of_item, replace by img_id, reorder, delete), the
 * one video and its icon per item (duration < 60 s read from the container), profile and cover photos, and the
 * pictures of categories and makes. Files are written to storage before the database rows and removed again if
 * the transaction fails; replaced files are removed after it commits. A new photo or video on a listing that is
 * live goes back to moderation when approval is on, like any other edit.
 */
import { LIMITS, statusAfterEdit, UPLOAD_LIMITS } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import { storageFor } from '../../adapters/storage.ts';
import { getSettings, type Settings } from '../settings/index.ts';
import { imageKeys, processImage, type ProcessedImage, type StoredVariant } from './image-processing.ts';
import { probeVideoFile, type VideoKind } from './video-probe.ts';
import type { UploadedFile } from '../../http/upload.ts';
import * as repo from './media.repository.ts';

export const IMG = {
  item: 'item',
  video: 'item-video',
  videoIcon: 'item-video-icon',
  profile: 'profile',
  cover: 'cover',
} as const;

/** Image kinds that belong to an item (deleted with it; owner-managed). */
export const ITEM_MEDIA_TYPES = [IMG.item, IMG.video, IMG.videoIcon] as const;

const VIDEO_TYPES: Record<VideoKind, { ext: string; contentType: string }> = {
  mp4: { ext: 'mp4', contentType: 'video/mp4' },
  mov: { ext: 'mov', contentType: 'video/quicktime' },
  webm: { ext: 'webm', contentType: 'video/webm' },
};

const invalidItem = () => badRequest('item.invalid_id');

function thumbnailsOf(settings: Pick<Settings, 'app_setting'>) {
  return settings.app_setting.is_thumb2x_3x_generate === '1' ? undefined : (['thumbnail'] as const);
}

/** Every storage key of an image or video row. */
export function keysOf(row: Pick<repo.ImageRow, 'imgPath' | 'imgType'>): string[] {
  return row.imgType === IMG.video ? [row.imgPath] : imageKeys(row.imgPath);
}

/** Removes the files of deleted rows. Failures are logged, never thrown: the rows are gone already. */
export async function removeFiles(deps: Deps, rows: readonly Pick<repo.ImageRow, 'imgPath' | 'imgType'>[]): Promise<void> {
  const storage = storageFor(deps.config);
  for (const row of rows) {
    for (const key of keysOf(row)) {
      try {
        await storage.delete(key);
      } catch (err) {
        deps.log.warn({ err, key }, 'could not delete a stored file');
      }
    }
  }
}

async function store(deps: Deps, variants: readonly StoredVariant[], contentType: string): Promise<void> {
  const storage = storageFor(deps.config);
  const done: string[] = [];
  try {
    for (const v of variants) {
      await storage.put(v.key, v.path, contentType);
      done.push(v.key);
    }
  } catch (err) {
    for (const key of done) await storage.delete(key).catch(() => {});
    throw err;
  }
}

/** Runs `write` after the files are stored; if it fails, the stored files go again. */
async function storeThen<T>(deps: Deps, variants: readonly StoredVariant[], contentType: string, write: () => Promise<T>): Promise<T> {
  await store(deps, variants, contentType);
  try {
    return await write();
  } catch (err) {
    const storage = storageFor(deps.config);
    for (const v of variants) await storage.delete(v.key).catch(() => {});
    throw err;
  }
}

async function ownedItem(db: DbOrTx, itemId: string, userId: string): Promise<repo.ItemHead> {
  const item = await repo.findItemHead(db, itemId);
  if (!item) throw invalidItem();
  if (item.addedUserId !== userId) throw forbidden('item.not_owner');
  return item;
}

/** Inside the transaction: lock the item, re-check the owner, and send a live listing back to moderation. */
async function lockForMediaEdit(tx: DbOrTx, deps: Deps, itemId: string, userId: string, approvalOn: boolean): Promise<repo.ItemHead> {
  const item = await repo.lockItemHead(tx, itemId);
  if (!item) throw invalidItem();
  if (item.addedUserId !== userId) throw forbidden('item.not_owner');
  const next = statusAfterEdit(item.status, approvalOn);
  if (next !== item.status) await repo.setItemStatus(tx, itemId, next, deps.clock.now());
  return item;
}

const imageValues = (p: ProcessedImage) => ({ imgPath: p.name, imgWidth: p.width, imgHeight: p.height, byteSize: p.bytes });

// ------------------------------------------------------------------------------------------ item photos

export interface UploadItemImage {
  item_id: string;
  ordering: number | null;
  img_desc: string;
  img_id: string;
}

/** The caller owns the item, and the photo replaces one of its photos (img_id) or takes a free slot. */
async function photoSlot(deps: Deps, userId: string, body: Pick<UploadItemImage, 'item_id' | 'img_id'>, max: number) {
  const item = await ownedItem(deps.db, body.item_id, userId);
  let replacing: repo.ImageRow | undefined;
  if (body.img_id) {
    replacing = await repo.findImage(deps.db, body.img_id);
    if (!replacing || replacing.imgParentId !== item.id || replacing.imgType !== IMG.item) throw badRequest('validation.invalid', { field: 'img_id' });
  } else if ((await repo.countImages(deps.db, item.id, IMG.item)) >= max) {
    throw badRequest('item.max_images', { max });
  }
  return { item, replacing };
}

const maxPhotos = (settings: Pick<Settings, 'app_setting'>) => Number(settings.app_setting.max_img_upload_of_item) || LIMITS.maxImagesDefault;

/** Before a photo's bytes are received: ownership and the photo quota (the upload checks them again after). */
export async function checkItemImageUpload(deps: Deps, userId: string, body: Pick<UploadItemImage, 'item_id' | 'img_id'>): Promise<void> {
  await photoSlot(deps, userId, body, maxPhotos(await getSettings(deps.db, ['app_setting'])));
}

/** Before a video's (or its poster's) bytes are received: the caller owns the item. */
export async function checkItemMediaUpload(deps: Deps, userId: string, itemId: string): Promise<void> {
  await ownedItem(deps.db, itemId, userId);
}

export async function uploadItemImage(deps: Deps, userId: string, body: UploadItemImage, file: UploadedFile): Promise<repo.ImageRow> {
  const settings = await getSettings(deps.db, ['general', 'app_setting']);
  const max = maxPhotos(settings);
  const { item, replacing } = await photoSlot(deps, userId, body, max);

  const processed = await processImage(file.path, file.dir, { thumbnails: thumbnailsOf(settings) });
  const row = await storeThen(deps, processed.variants, processed.contentType, () =>
    deps.db.transaction(async (tx) => {
      await lockForMediaEdit(tx, deps, item.id, userId, settings.general.item_approval === '1');
      if (replacing) {
        const still = await repo.findImage(tx, replacing.id);
        if (!still) throw badRequest('validation.invalid', { field: 'img_id' });
        return repo.updateImage(tx, replacing.id, { ...imageValues(processed), imgDesc: body.img_desc || still.imgDesc, ordering: body.ordering ?? still.ordering });
      }
      // Checked again under the lock: two parallel uploads cannot both take the last slot.
      if ((await repo.countImages(tx, item.id, IMG.item)) >= max) throw badRequest('item.max_images', { max });
      return repo.insertImage(tx, {
        id: newId(ID_PREFIX.image),
        imgParentId: item.id,
        imgType: IMG.item,
        ...imageValues(processed),
        imgDesc: body.img_desc,
        ordering: body.ordering ?? (await repo.nextOrdering(tx, item.id, IMG.item)),
        addedDate: deps.clock.now(),
      });
    }),
  );
  if (replacing) await removeFiles(deps, [replacing]);
  return row;
}

/** Sets the order of item photos; every photo must belong to an item of the caller. Answers the photos of the
 * items concerned in their new order. */
export async function reorderImages(deps: Deps, userId: string, entries: readonly { img_id: string; ordering: number }[]): Promise<repo.ImageRow[]> {
  const ids = [...new Set(entries.map((e) => e.img_id))];
  const rows = await repo.findImagesByIds(deps.db, ids);
  if (rows.length !== ids.length || rows.some((r) => r.imgType !== IMG.item)) throw badRequest('validation.invalid', { field: 'img_id' });
  const parents = [...new Set(rows.map((r) => r.imgParentId))];
  for (const parent of parents) await ownedItem(deps.db, parent, userId);
  await deps.db.transaction(async (tx) => {
    for (const e of entries) await repo.setOrdering(tx, e.img_id, e.ordering);
  });
  return repo.findImagesOf(deps.db, parents, [IMG.item]);
}

/** Deletes one photo, video or video icon of the caller's item. */
export async function deleteItemImage(deps: Deps, userId: string, imgId: string): Promise<void> {
  const row = await repo.findImage(deps.db, imgId);
  if (!row || !(ITEM_MEDIA_TYPES as readonly string[]).includes(row.imgType)) throw badRequest('validation.invalid', { field: 'img_id' });
  await ownedItem(deps.db, row.imgParentId, userId);
  const deleted = await repo.deleteImagesByIds(deps.db, [row.id]);
  await removeFiles(deps, deleted);
}

// ------------------------------------------------------------------------------------------ video and icon

/** One image of a kind per parent: the new one replaces whatever was there. */
async function replaceSingle(tx: DbOrTx, deps: Deps, parentId: string, imgType: string, values: Omit<repo.NewImage, 'id' | 'imgParentId' | 'imgType'>) {
  await repo.lockSlot(tx, parentId, imgType);
  const old = await repo.deleteImagesOfParents(tx, [parentId], [imgType]);
  const row = await repo.insertImage(tx, { id: newId(ID_PREFIX.image), imgParentId: parentId, imgType, ordering: 0, addedDate: deps.clock.now(), ...values });
  return { row, old };
}

export async function uploadItemVideo(deps: Deps, userId: string, itemId: string, file: UploadedFile): Promise<repo.ImageRow> {
  const item = await ownedItem(deps.db, itemId, userId);
  const probe = await probeVideoFile(file.path);
  if (!probe) throw badRequest('item.video_type');
  if (!probe.intact) throw badRequest('input.video_corrupt');
  if (probe.durationSeconds === null) throw badRequest('item.video_duration_unknown');
  if (probe.durationSeconds >= UPLOAD_LIMITS.videoMaxSeconds) throw badRequest('item.video_too_long');

  const settings = await getSettings(deps.db, ['general']);
  const type = VIDEO_TYPES[probe.kind];
  const name = `${newId(ID_PREFIX.image)}.${type.ext}`;
  const { row, old } = await storeThen(deps, [{ key: name, path: file.path }], type.contentType, () =>
    deps.db.transaction(async (tx) => {
      await lockForMediaEdit(tx, deps, item.id, userId, settings.general.item_approval === '1');
      return replaceSingle(tx, deps, item.id, IMG.video, { imgPath: name, byteSize: file.size, durationSeconds: probe.durationSeconds });
    }),
  );
  await removeFiles(deps, old);
  return row;
}

export async function uploadVideoIcon(deps: Deps, userId: string, itemId: string, file: UploadedFile): Promise<repo.ImageRow> {
  const item = await ownedItem(deps.db, itemId, userId);
  const settings = await getSettings(deps.db, ['general', 'app_setting']);
  const processed = await processImage(file.path, file.dir, { thumbnails: thumbnailsOf(settings) });
  const { row, old } = await storeThen(deps, processed.variants, processed.contentType, () =>
    deps.db.transaction(async (tx) => {
      await lockForMediaEdit(tx, deps, item.id, userId, settings.general.item_approval === '1');
      return replaceSingle(tx, deps, item.id, IMG.videoIcon, imageValues(processed));
    }),
  );
  await removeFiles(deps, old);
  return row;
}

/** Deletes both the video and its poster of the item named by item_id, or of the item whose video (or poster)
 * img_id names; when both are sent they must agree. */
export async function deleteVideoAndIcon(deps: Deps, userId: string, target: { itemId: string; imgId: string }): Promise<void> {
  let itemId = target.itemId;
  if (target.imgId) {
    const row = await repo.findImage(deps.db, target.imgId);
    const isVideo = row && (row.imgType === IMG.video || row.imgType === IMG.videoIcon);
    if (!row || !isVideo || (itemId && row.imgParentId !== itemId)) throw badRequest('validation.invalid', { field: 'img_id' });
    itemId = row.imgParentId;
  }
  await ownedItem(deps.db, itemId, userId);
  const deleted = await repo.deleteImagesOfParents(deps.db, [itemId], [IMG.video, IMG.videoIcon]);
  await removeFiles(deps, deleted);
}

// ------------------------------------------------------------------------------------------ people and catalogue

/** The caller's profile photo, or cover photo (img_type "cover"); the users row points at the new file. */
export async function uploadProfilePhoto(deps: Deps, userId: string, kind: 'profile' | 'cover', file: UploadedFile): Promise<void> {
  const settings = await getSettings(deps.db, ['app_setting']);
  const processed = await processImage(file.path, file.dir, { thumbnails: thumbnailsOf(settings) });
  const { old } = await storeThen(deps, processed.variants, processed.contentType, () =>
    deps.db.transaction(async (tx) => {
      const out = await replaceSingle(tx, deps, userId, kind === 'cover' ? IMG.cover : IMG.profile, imageValues(processed));
      await repo.setUserPhoto(tx, userId, kind, processed.name, deps.clock.now());
      return out;
    }),
  );
  await removeFiles(deps, old);
}

/** The photo or icon of a category, or the photo of a make (the caller checked the row exists). */
export async function uploadCatalogImage(deps: Deps, parentId: string, imgType: string, file: UploadedFile): Promise<repo.ImageRow> {
  const settings = await getSettings(deps.db, ['app_setting']);
  const processed = await processImage(file.path, file.dir, { thumbnails: thumbnailsOf(settings) });
  const { row, old } = await storeThen(deps, processed.variants, processed.contentType, () =>
    deps.db.transaction((tx) => replaceSingle(tx, deps, parentId, imgType, imageValues(processed))),
  );
  await removeFiles(deps, old);
  return row;
}

/**
 * A dealer's certificate (a photo or scan): checked and re-encoded like any photo (metadata stripped, so no
 * location leaks), with one thumbnail for the review list. `write` records it; if that fails the files go again.
 */
export async function storeCertificate<T>(deps: Deps, file: UploadedFile, write: (imgPath: string) => Promise<T>): Promise<T> {
  const processed = await processImage(file.path, file.dir, { thumbnails: ['thumbnail'] });
  return storeThen(deps, processed.variants, processed.contentType, () => write(processed.name));
}

export const imageLimitBytes = UPLOAD_LIMITS.imageBytes;
export const videoLimitBytes = UPLOAD_LIMITS.videoBytes;
