import { call } from '../../../lib/api/call';

/** `POST images/delete_item_image` {img_id}. */
export function deleteItemImage(imgId: string) {
  return call('images/delete_item_image', { body: { img_id: imgId } });
}
