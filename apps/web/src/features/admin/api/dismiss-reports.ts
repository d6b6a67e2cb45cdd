import { call } from '../../../lib/api/call';

/** `POST admin/report_dismiss` {item_id}: closes every open report of a listing (the listing stays as it is). */
export function dismissReports(itemId: string) {
  return call('admin/report_dismiss', { body: { item_id: itemId } });
}
