import { apiUpload } from '../../../lib/api/client';
import type { WireImage } from '../../../lib/api/wire-types';

/** `POST images/video_upload` multipart {file, item_id} → Image (img_type item-video). The server re-checks the
 * duration (under one minute). */
export function uploadItemVideo(itemId: string, file: File): Promise<WireImage> {
  const form = new FormData();
  form.append('item_id', itemId);
  form.append('file', file, file.name);
  return apiUpload<WireImage>('images', 'video_upload', form);
}
