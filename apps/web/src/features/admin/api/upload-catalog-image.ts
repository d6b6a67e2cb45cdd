import { call } from '../../../lib/api/call';
import type { Image } from '../../../lib/api/types';

export type CatalogImageKind = 'category' | 'category-icon' | 'subcategory';

/** `POST admin/catalog_upload` multipart {file, table, id, img_type}: the photo or icon of a category, or the
 * picture of a make; replaces the previous one. Answers the Image. Admins only. */
export function uploadCatalogImage(table: 'categories' | 'subcategories', id: string, kind: CatalogImageKind, file: File): Promise<Image> {
  const form = new FormData();
  form.append('table', table);
  form.append('id', id);
  form.append('img_type', kind);
  form.append('file', file);
  return call('admin/catalog_upload', { body: form });
}
