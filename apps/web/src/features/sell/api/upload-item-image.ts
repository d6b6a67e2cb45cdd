import { call } from '../../../lib/api/call';
import type { Image } from '../../../lib/api/types';

export interface UploadItemImage {
  file: Blob;
  fileName: string;
  itemId: string;
  ordering: number;
  /** Empty: a new photo; otherwise the id of the photo it replaces. */
  imgId?: string;
  imgDesc?: string;
}

/** `POST images/upload_item` multipart {file, item_id, img_type: 'item', ordering, img_desc, img_id} → Image. */
export function uploadItemImage(input: UploadItemImage): Promise<Image> {
  const form = new FormData();
  form.append('item_id', input.itemId);
  form.append('img_type', 'item');
  form.append('ordering', String(input.ordering));
  form.append('img_desc', input.imgDesc ?? '');
  form.append('img_id', input.imgId ?? '');
  form.append('file', input.file, input.fileName);
  return call('images/upload_item', { body: form });
}
