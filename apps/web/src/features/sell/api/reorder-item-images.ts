import { call } from '../../../lib/api/call';

/** `POST images/reorder_image` with a bare array of {img_id, ordering} → the photos in their new order. */
export function reorderItemImages(entries: Array<{ img_id: string; ordering: number }>) {
  return call('images/reorder_image', { body: entries.map((e) => ({ img_id: e.img_id, ordering: String(e.ordering) })) });
}
