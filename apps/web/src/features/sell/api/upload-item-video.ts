import { call } from '../../../lib/api/call';
import type { Image } from '../../../lib/api/types';

/** `POST images/video_upload` multipart {file, item_id} → Image (img_type item-video). The server re-checks the
 * duration (under one minute). */
export function uploadItemVideo(itemId: string, file: File): Promise<Image> {
  const form = new FormData();
  form.append('item_id', itemId);
  form.append('file', file, file.name);
  return call('images/video_upload', { body: form });
}
