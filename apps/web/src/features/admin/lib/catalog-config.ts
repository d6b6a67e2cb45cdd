/**
 * How the one catalogue editor shows each table: its group in the table picker, the column that names a row, the
 * columns of the list, the fields of the form (validated with the contract's CATALOG_FIELDS) and the pictures it
 * takes. Labels come from `admin:catalog.fields.<field>` and `admin:catalog.tables.<table>`.
 */
import { CATALOG_IMAGE_TYPES, type CatalogTable } from '@wheeldeal/contract';

export type FieldKind = 'text' | 'textarea' | 'integer' | 'decimal' | 'flag' | 'parent';

export interface CatalogField {
  name: string;
  kind: FieldKind;
  /** For `parent`: the table the id points into. */
  parent?: CatalogTable;
  required?: boolean;
  /** Value of a new row. */
  initial: string;
}

export type CatalogGroup = 'vehicles' | 'listing' | 'details' | 'money' | 'places';

export interface CatalogTableDef {
  table: CatalogTable;
  group: CatalogGroup;
  /** The column holding the row's name. */
  nameField: string;
  /** Extra columns of the list (after the name), besides status. */
  columns: string[];
  fields: CatalogField[];
  /** Picture kinds (admin/catalog_upload img_type), first = the list thumbnail. */
  images: readonly ('category' | 'category-icon' | 'subcategory')[];
  /** The row's name is also kept per language (`translations`: the simple lookups and the categories). */
  translated?: boolean;
}

const text = (name: string, required = true): CatalogField => ({ name, kind: 'text', required, initial: '' });
const integer = (name: string, initial = '0'): CatalogField => ({ name, kind: 'integer', initial });
const decimal = (name: string): CatalogField => ({ name, kind: 'decimal', initial: '0' });
const flag = (name: string, initial = '1'): CatalogField => ({ name, kind: 'flag', initial });
const parent = (name: string, table: CatalogTable): CatalogField => ({ name, kind: 'parent', parent: table, required: true, initial: '' });

const lookup = (table: CatalogTable, group: CatalogGroup): CatalogTableDef => ({
  table,
  group,
  nameField: 'name',
  columns: ['description', 'ordering'],
  fields: [text('name'), { name: 'description', kind: 'textarea', initial: '' }, integer('ordering'), flag('status')],
  images: [],
  translated: true,
});

const images = (table: CatalogTable) => (CATALOG_IMAGE_TYPES as Partial<Record<CatalogTable, CatalogTableDef['images']>>)[table] ?? [];

export const CATALOG_DEFS: readonly CatalogTableDef[] = [
  {
    table: 'categories',
    group: 'vehicles',
    nameField: 'cat_name',
    columns: ['cat_ordering'],
    fields: [text('cat_name'), integer('cat_ordering'), flag('status')],
    images: images('categories'),
    // "Cars", "Motorcycles" … are words of the reader's language (migration 0020); makes and models are not.
    translated: true,
  },
  {
    table: 'subcategories',
    group: 'vehicles',
    nameField: 'name',
    columns: ['cat_id', 'ordering'],
    fields: [parent('cat_id', 'categories'), text('name'), integer('ordering'), flag('status')],
    images: images('subcategories'),
  },
  {
    table: 'models',
    group: 'vehicles',
    nameField: 'name',
    columns: ['sub_cat_id'],
    fields: [parent('sub_cat_id', 'subcategories'), text('name'), flag('status')],
    images: [],
  },
  lookup('vehicle_types', 'vehicles'),
  lookup('body_styles', 'vehicles'),
  lookup('item_types', 'listing'),
  lookup('price_types', 'listing'),
  lookup('conditions', 'listing'),
  lookup('deal_options', 'listing'),
  lookup('seller_types', 'listing'),
  lookup('tags', 'listing'),
  lookup('fuel_types', 'details'),
  lookup('transmissions', 'details'),
  lookup('colors', 'details'),
  lookup('states', 'details'),
  {
    table: 'currencies',
    group: 'money',
    nameField: 'currency_short_form',
    columns: ['currency_symbol', 'is_default'],
    fields: [text('currency_short_form'), text('currency_symbol'), flag('is_default', '0'), flag('status')],
    images: [],
  },
  {
    table: 'locations',
    group: 'places',
    nameField: 'name',
    columns: ['lat', 'lng', 'ordering'],
    fields: [text('name'), decimal('lat'), decimal('lng'), integer('ordering'), flag('status')],
    images: [],
  },
  {
    table: 'townships',
    group: 'places',
    nameField: 'township_name',
    columns: ['city_id', 'ordering'],
    fields: [parent('city_id', 'locations'), text('township_name'), decimal('lat'), decimal('lng'), integer('ordering'), flag('status')],
    images: [],
  },
];

export const CATALOG_GROUPS: readonly CatalogGroup[] = ['vehicles', 'listing', 'details', 'money', 'places'];

export function catalogDef(table: string | undefined): CatalogTableDef | undefined {
  return CATALOG_DEFS.find((d) => d.table === table);
}

/** The name column of the parent tables, for showing a parent id as a name. */
export function nameFieldOf(table: CatalogTable): string {
  return catalogDef(table)?.nameField ?? 'name';
}

/** A row's display name. */
export function rowName(def: CatalogTableDef, row: Record<string, unknown>): string {
  const value = row[def.nameField];
  return typeof value === 'string' ? value : '';
}
