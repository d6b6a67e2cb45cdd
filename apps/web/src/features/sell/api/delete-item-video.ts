import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST images/delete_video_and_icon` {item_id}. */
export function deleteItemVideo(itemId: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('images', 'delete_video_and_icon', { item_id: itemId });
}
