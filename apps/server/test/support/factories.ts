/**
 * Test data built directly with Drizzle (not through the seeder): a small catalogue and items with overrides.
 * Every factory returns what it inserted so tests can name ids.
 */
import { eq } from 'drizzle-orm';
import {
  bodyStyles,
  categories,
  colors,
  conditions,
  currencies,
  dealOptions,
  fuelTypes,
  images,
  items,
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
} from '../../src/db/schema.ts';
import { newId } from '../../src/lib/ids.ts';
import type { TestApp } from './app.ts';

let seq = 0;
const next = () => ++seq;

type LookupTable = typeof itemTypes;
async function lookup(t: TestApp, table: LookupTable, name: string, extra: Partial<LookupTable['$inferInsert']> = {}) {
  const [row] = await t.deps.db
    .insert(table)
    .values({ id: newId('lkp'), name, ...extra })
    .returning();
  return row!;
}

export async function makeCategory(t: TestApp, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(categories)
    .values({ id: newId('cat'), catName: `Category ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeMake(t: TestApp, catId: string, overrides: Partial<typeof subcategories.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(subcategories)
    .values({ id: newId('sub'), catId, name: `Make ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeModel(t: TestApp, subCatId: string, overrides: Partial<typeof models.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(models)
    .values({ id: newId('mdl'), subCatId, name: `Model ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeLocation(t: TestApp, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(locations)
    .values({ id: newId('loc'), name: `City ${next()}`, lat: 0, lng: 0, ...overrides })
    .returning();
  return row!;
}

export async function makeTownship(t: TestApp, cityId: string, overrides: Partial<typeof townships.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(townships)
    .values({ id: newId('twn'), cityId, townshipName: `Township ${next()}`, ...overrides })
    .returning();
  return row!;
}

export async function makeCurrency(t: TestApp, overrides: Partial<typeof currencies.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(currencies)
    .values({ id: newId('cur'), currencyShortForm: 'USD', currencySymbol: '$', ...overrides })
    .returning();
  return row!;
}

/** A complete little catalogue: one category with a make (Toyota) and model (Corolla), every lookup, a city
 * (Yangon, with coordinates) and a township. */
export async function makeCatalog(t: TestApp) {
  const n = next();
  const category = await makeCategory(t, { catName: `Cars ${n}`, catOrdering: n });
  const make = await makeMake(t, category.id, { name: 'Toyota' });
  const model = await makeModel(t, make.id, { name: 'Corolla' });
  const location = await makeLocation(t, { name: `Yangon ${n}`, lat: 16.8409, lng: 96.1735 });
  const township = await makeTownship(t, location.id, { townshipName: `Bahan ${n}`, lat: 16.81, lng: 96.16 });
  const currency = await makeCurrency(t);
  return {
    category,
    make,
    model,
    location,
    township,
    currency,
    itemType: await lookup(t, itemTypes, 'For sale'),
    priceType: await lookup(t, priceTypes, 'Fixed'),
    condition: await lookup(t, conditions, 'Used'),
    dealOption: await lookup(t, dealOptions, 'Meet up'),
    fuelType: await lookup(t, fuelTypes, 'Petrol'),
    transmission: await lookup(t, transmissions, 'Automatic'),
    color: await lookup(t, colors, 'Red'),
    bodyStyle: await lookup(t, bodyStyles, 'Sedan'),
    sellerType: await lookup(t, sellerTypes, 'Private'),
    vehicleType: await lookup(t, vehicleTypes, 'Car'),
    state: await lookup(t, states, 'Yangon Region'),
    tag: await lookup(t, tags, 'Hot deal'),
  };
}
export type Catalog = Awaited<ReturnType<typeof makeCatalog>>;

export { lookup as makeLookup };

/** A published item of `ownerId` in the catalogue, with every lookup set; override anything. */
export async function makeItem(t: TestApp, cat: Catalog, ownerId: string, overrides: Partial<typeof items.$inferInsert> = {}) {
  const n = next();
  const [row] = await t.deps.db
    .insert(items)
    .values({
      id: newId('itm'),
      catId: cat.category.id,
      subCatId: cat.make.id,
      modelId: cat.model.id,
      itemTypeId: cat.itemType.id,
      itemPriceTypeId: cat.priceType.id,
      itemCurrencyId: cat.currency.id,
      itemLocationId: cat.location.id,
      itemLocationTownshipId: cat.township.id,
      conditionOfItemId: cat.condition.id,
      dealOptionId: cat.dealOption.id,
      tagId: cat.tag.id,
      fuelTypeId: cat.fuelType.id,
      transmissionId: cat.transmission.id,
      colorId: cat.color.id,
      bodyStyleId: cat.bodyStyle.id,
      sellerTypeId: cat.sellerType.id,
      vehicleTypeId: cat.vehicleType.id,
      registrationStateId: cat.state.id,
      title: `Vehicle ${n}`,
      description: 'A well kept vehicle with full service history and new tyres.',
      price: '10000',
      vehicleYear: 2015,
      drivenKm: 50_000,
      lat: cat.location.lat,
      lng: cat.location.lng,
      status: 1,
      addedUserId: ownerId,
      addedDate: new Date(t.clock.now().getTime() - (1000 - n) * 1000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeImage(t: TestApp, parentId: string, overrides: Partial<typeof images.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(images)
    .values({ id: newId('img'), imgParentId: parentId, imgType: 'item', imgPath: `${newId('f')}.jpg`, imgWidth: 800, imgHeight: 600, ...overrides })
    .returning();
  return row!;
}

export async function setItem(t: TestApp, id: string, patch: Partial<typeof items.$inferInsert>) {
  await t.deps.db.update(items).set(patch).where(eq(items.id, id));
}
