import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST images/delete_item_image` {img_id}. */
export function deleteItemImage(imgId: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('images', 'delete_item_image', { img_id: imgId });
}
