import type { CatalogTable } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST admin/catalog_delete` {table, id}. Refused with 409 while listings or child rows still use the row
 * (the message says how many). Admins only. */
export function deleteCatalogRow(table: CatalogTable, id: string) {
  return call('admin/catalog_delete', { body: { table, id } });
}
