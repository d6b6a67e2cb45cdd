import type { CatalogTable } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';

/** `POST admin/catalog_save` {table, id?, …fields}: creates the row when `id` is empty, else updates it; a lookup's
 * `translations` go as a language → name map. Answers the saved row. Admins only. */
export function saveCatalogRow(table: CatalogTable, id: string, fields: Record<string, string | Record<string, string>>) {
  return call('admin/catalog_save', { body: { ...fields, table, id } });
}
