import { apiPost } from '../../../lib/api/client';
import type { CatalogTable } from '@wheeldeal/contract';
import type { WireSuccess } from '../../../lib/api/wire-types';

/** `POST admin/catalog_delete` {table, id}. Refused with 409 while listings or child rows still use the row
 * (the message says how many). Admins only. */
export function deleteCatalogRow(table: CatalogTable, id: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('admin', 'catalog_delete', { table, id });
}
