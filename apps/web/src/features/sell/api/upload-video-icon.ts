import { call } from '../../../lib/api/call';
import type { Image } from '../../../lib/api/types';

/** `POST images/upload_video_icon` multipart {file, item_id}: the poster frame of the item's video. */
export function uploadVideoIcon(itemId: string, poster: Blob): Promise<Image> {
  const form = new FormData();
  form.append('item_id', itemId);
  form.append('file', poster, 'video-poster.jpg');
  return call('images/upload_video_icon', { body: form });
}
