/**
 * The catalogue tables the admin area edits, as data: the Drizzle table, the column a keyword searches, the sort
 * order, the id prefix of new rows, the rows that must not lose their reference (deletion answers 409 while any
 * exist), the delete_history type name and the picture kinds. Field validation is the contract's CATALOG_FIELDS.
 */
import type { CatalogTable } from '@wheeldeal/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  bodyStyles,
  categories,
  colors,
  conditions,
  currencies,
  dealOptions,
  fuelTypes,
  items,
  itemTypes,
  locations,
  models,
  packages,
  priceTypes,
  sellerTypes,
  states,
  subcategories,
  tags,
  townships,
  transmissions,
  vehicleTypes,
} from '../../db/schema.ts';
import { ID_PREFIX } from '../../lib/ids.ts';

export interface CatalogDef {
  table: PgTable & { id: AnyPgColumn };
  search: AnyPgColumn;
  orderBy: AnyPgColumn[];
  idPrefix: string;
  /** Columns elsewhere that point at this table. */
  referencedBy: AnyPgColumn[];
  /** A field naming the parent row (make → category …), for a clear message when it does not exist. */
  parentField?: string;
  historyType: string;
  imageTypes: readonly string[];
}

const lookup = (table: typeof itemTypes, column: AnyPgColumn, historyType: string): CatalogDef => ({
  table,
  search: table.name,
  orderBy: [table.ordering, table.name],
  idPrefix: ID_PREFIX.lookup,
  referencedBy: [column],
  historyType,
  imageTypes: [],
});

export const CATALOG: Record<CatalogTable, CatalogDef> = {
  categories: {
    table: categories,
    search: categories.catName,
    orderBy: [categories.catOrdering, categories.catName],
    idPrefix: ID_PREFIX.category,
    referencedBy: [items.catId, subcategories.catId],
    historyType: 'category',
    imageTypes: ['category', 'category-icon'],
  },
  subcategories: {
    table: subcategories,
    search: subcategories.name,
    orderBy: [subcategories.ordering, subcategories.name],
    idPrefix: ID_PREFIX.subcategory,
    referencedBy: [items.subCatId, models.subCatId],
    parentField: 'cat_id',
    historyType: 'subcategory',
    imageTypes: ['subcategory'],
  },
  models: {
    table: models,
    search: models.name,
    orderBy: [models.name],
    idPrefix: ID_PREFIX.model,
    referencedBy: [items.modelId],
    parentField: 'sub_cat_id',
    historyType: 'model',
    imageTypes: [],
  },
  item_types: lookup(itemTypes, items.itemTypeId, 'item_type'),
  price_types: lookup(priceTypes, items.itemPriceTypeId, 'price_type'),
  conditions: lookup(conditions, items.conditionOfItemId, 'condition'),
  deal_options: lookup(dealOptions, items.dealOptionId, 'deal_option'),
  fuel_types: lookup(fuelTypes, items.fuelTypeId, 'fuel_type'),
  transmissions: lookup(transmissions, items.transmissionId, 'transmission'),
  colors: lookup(colors, items.colorId, 'color'),
  body_styles: lookup(bodyStyles, items.bodyStyleId, 'body_style'),
  seller_types: lookup(sellerTypes, items.sellerTypeId, 'seller_type'),
  vehicle_types: lookup(vehicleTypes, items.vehicleTypeId, 'vehicle_type'),
  states: lookup(states, items.registrationStateId, 'state'),
  tags: lookup(tags, items.tagId, 'tag'),
  currencies: {
    table: currencies,
    search: currencies.currencyShortForm,
    orderBy: [currencies.currencyShortForm],
    idPrefix: ID_PREFIX.currency,
    referencedBy: [items.itemCurrencyId, packages.currencyId],
    historyType: 'currency',
    imageTypes: [],
  },
  locations: {
    table: locations,
    search: locations.name,
    orderBy: [locations.ordering, locations.name],
    idPrefix: ID_PREFIX.location,
    referencedBy: [items.itemLocationId, townships.cityId],
    historyType: 'location',
    imageTypes: [],
  },
  townships: {
    table: townships,
    search: townships.townshipName,
    orderBy: [townships.ordering, townships.townshipName],
    idPrefix: ID_PREFIX.township,
    referencedBy: [items.itemLocationTownshipId],
    parentField: 'city_id',
    historyType: 'township',
    imageTypes: [],
  },
};
