/** The catalogue tables an item points at (its nested lookups), as data: the table, the item's column (wire name)
 * and the item row's key. The catalogue snapshot loads these tables; the item page nests them. */
import {
  bodyStyles,
  categories,
  colors,
  conditions,
  currencies,
  dealOptions,
  fuelTypes,
  itemTypes,
  locations,
  models,
  priceTypes,
  sellerTypes,
  states,
  subcategories,
  tags,
  townships,
  transmissions,
  vehicleTypes,
} from '../../db/schema.ts';

export const ITEM_LOOKUPS = [
  { kind: 'categories', table: categories, column: 'cat_id', key: 'catId' },
  { kind: 'subcategories', table: subcategories, column: 'sub_cat_id', key: 'subCatId' },
  { kind: 'models', table: models, column: 'model_id', key: 'modelId' },
  { kind: 'item_types', table: itemTypes, column: 'item_type_id', key: 'itemTypeId' },
  { kind: 'price_types', table: priceTypes, column: 'item_price_type_id', key: 'itemPriceTypeId' },
  { kind: 'currencies', table: currencies, column: 'item_currency_id', key: 'itemCurrencyId' },
  { kind: 'locations', table: locations, column: 'item_location_id', key: 'itemLocationId' },
  { kind: 'townships', table: townships, column: 'item_location_township_id', key: 'itemLocationTownshipId' },
  { kind: 'conditions', table: conditions, column: 'condition_of_item_id', key: 'conditionOfItemId' },
  { kind: 'deal_options', table: dealOptions, column: 'deal_option_id', key: 'dealOptionId' },
  { kind: 'tags', table: tags, column: 'tag_id', key: 'tagId' },
  { kind: 'fuel_types', table: fuelTypes, column: 'fuel_type_id', key: 'fuelTypeId' },
  { kind: 'transmissions', table: transmissions, column: 'transmission_id', key: 'transmissionId' },
  { kind: 'colors', table: colors, column: 'color_id', key: 'colorId' },
  { kind: 'body_styles', table: bodyStyles, column: 'body_style_id', key: 'bodyStyleId' },
  { kind: 'seller_types', table: sellerTypes, column: 'seller_type_id', key: 'sellerTypeId' },
  { kind: 'vehicle_types', table: vehicleTypes, column: 'vehicle_type_id', key: 'vehicleTypeId' },
  { kind: 'states', table: states, column: 'vehicle_registration_state_id', key: 'registrationStateId' },
] as const;
export type LookupKind = (typeof ITEM_LOOKUPS)[number]['kind'];
