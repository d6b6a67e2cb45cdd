import { apiUpload } from '../../../lib/api/client';
import type { WireImage } from '../../../lib/api/wire-types';

/** `POST images/upload_video_icon` multipart {file, item_id}: the poster frame of the item's video. */
export function uploadVideoIcon(itemId: string, poster: Blob): Promise<WireImage> {
  const form = new FormData();
  form.append('item_id', itemId);
  form.append('file', poster, 'video-poster.jpg');
  return apiUpload<WireImage>('images', 'upload_video_icon', form);
}
