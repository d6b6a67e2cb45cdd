import { apiPost } from '../../../lib/api/client';
import type { CatalogTable } from '@wheeldeal/contract';
import type { WireCatalogRow } from './types';

/** `POST admin/catalog_save` {table, id?, …fields}: creates the row when `id` is empty, else updates it.
 * Answers the saved row. Admins only. */
export function saveCatalogRow(table: CatalogTable, id: string, fields: Record<string, string>): Promise<WireCatalogRow> {
  return apiPost<WireCatalogRow>('admin', 'catalog_save', { ...fields, table, id });
}
