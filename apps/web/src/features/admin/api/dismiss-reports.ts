import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST admin/report_dismiss` {item_id}: closes every open report of a listing (the listing stays as it is). */
export function dismissReports(itemId: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('admin', 'report_dismiss', { item_id: itemId });
}
