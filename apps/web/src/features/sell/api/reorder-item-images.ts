import { apiPost } from '../../../lib/api/client';
import type { WireImage } from '../../../lib/api/wire-types';

/** `POST images/reorder_image` with a bare array of {img_id, ordering} → the photos in their new order. */
export function reorderItemImages(entries: Array<{ img_id: string; ordering: number }>): Promise<WireImage[]> {
  return apiPost<WireImage[]>(
    'images',
    'reorder_image',
    entries.map((e) => ({ img_id: e.img_id, ordering: String(e.ordering) })),
  );
}
