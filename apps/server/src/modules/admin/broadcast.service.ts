/**
 * Admin broadcasts (issue 12): the admin composes one (title, message, languages, an optional picture through
 * the media pipeline) and follows its delivery. Sending, the shared list row and the fan-out are the
 * notifications module's.
 */
import type { Deps } from '../../deps.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import type { UploadedFile } from '../../http/upload.ts';
import { deleteImagesOfParents, removeFiles, uploadCatalogImage } from '../media/index.ts';
import { listBroadcasts, sendBroadcast } from '../notifications/index.ts';

export interface BroadcastDraft {
  title: string;
  message: string;
  languages: string[];
}

/** admin/broadcast_add: stores the picture (if any) under the new broadcast, then sends it; a failed send takes
 * the picture away again. Answers the broadcast. */
export async function addBroadcast(deps: Deps, adminId: string, draft: BroadcastDraft, file: UploadedFile | null) {
  const id = newId(ID_PREFIX.broadcast);
  const image = file && file.size > 0 ? await uploadCatalogImage(deps, id, 'broadcast', file) : undefined;
  try {
    return await sendBroadcast(deps, { id, ...draft, imageId: image?.id ?? null, adminId }, image);
  } catch (err) {
    if (image) await removeFiles(deps, await deleteImagesOfParents(deps.db, [id], ['broadcast']));
    throw err;
  }
}

/** admin/broadcasts. */
export const broadcastList = (deps: Deps, page: Page) => listBroadcasts(deps, page);
