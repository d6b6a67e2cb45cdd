/** SQL of the catalogue: categories, makes (subcategories), models, the simple lookups, currencies, locations,
 * townships, banners, and the images they show. Public reads see status 1 rows only. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  bodyStyles,
  categories,
  colors,
  conditions,
  currencies,
  dealOptions,
  fuelTypes,
  images,
  itemTypes,
  locations,
  models,
  priceTypes,
  sellerTypes,
  states,
  subcategories,
  subcategorySubscriptions,
  tags,
  townships,
  transmissions,
  vehicleTypes,
} from '../../db/schema.ts';
import type { Page } from '../../http/paging.ts';
import type { ImageRow, LookupRow } from './catalog.presenter.ts';

/** The simple lookup tables by the resource name of their wire call. */
export const LOOKUP_TABLES = {
  itemtypes: itemTypes,
  pricetypes: priceTypes,
  conditions,
  options: dealOptions,
  fueltypes: fuelTypes,
  transmissions,
  colors,
  bodystyles: bodyStyles,
  sellertypes: sellerTypes,
  vehicle_types: vehicleTypes,
  states,
  tags,
} as const;
export type LookupResource = keyof typeof LOOKUP_TABLES;


export interface Sort {
  column: AnyColumn;
  desc: boolean;
}
const orderBy = (s: Sort, tie: AnyColumn) => [s.desc ? desc(s.column) : asc(s.column), asc(tie)];

export function findCategories(db: DbOrTx, keyword: string, sort: Sort, page: Page) {
  const conds: SQL[] = [eq(categories.status, 1)];
  // A reader types a category's name in their language: the keyword matches the stored name or any translation.
  if (keyword) {
    const pattern = containsPattern(keyword);
    conds.push(or(ilike(categories.catName, pattern), sql`exists (select 1 from jsonb_each_text(${categories.translations}) as tr where tr.value ilike ${pattern})`)!);
  }
  return db
    .select()
    .from(categories)
    .where(and(...conds))
    .orderBy(...orderBy(sort, categories.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findSubcategories(db: DbOrTx, filter: { catId?: string; keyword?: string }, page: Page) {
  const conds: SQL[] = [eq(subcategories.status, 1)];
  if (filter.catId) conds.push(eq(subcategories.catId, filter.catId));
  if (filter.keyword) conds.push(ilike(subcategories.name, containsPattern(filter.keyword)));
  return db
    .select()
    .from(subcategories)
    .where(and(...conds))
    .orderBy(asc(subcategories.ordering), asc(subcategories.name), asc(subcategories.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findModels(db: DbOrTx, filter: { subCatId?: string; keyword?: string }, page: Page) {
  const conds: SQL[] = [eq(models.status, 1)];
  if (filter.subCatId) conds.push(eq(models.subCatId, filter.subCatId));
  if (filter.keyword) conds.push(ilike(models.name, containsPattern(filter.keyword)));
  return db
    .select()
    .from(models)
    .where(and(...conds))
    .orderBy(asc(models.name), asc(models.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findLookups(db: DbOrTx, resource: LookupResource, page: Page | null): Promise<LookupRow[]> {
  const table = LOOKUP_TABLES[resource] as typeof itemTypes;
  const q = db.select().from(table).where(eq(table.status, 1)).orderBy(asc(table.ordering), asc(table.name), asc(table.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export function findCurrencies(db: DbOrTx, page: Page | null) {
  const q = db
    .select()
    .from(currencies)
    .where(eq(currencies.status, 1))
    .orderBy(desc(currencies.isDefault), asc(currencies.currencyShortForm), asc(currencies.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export function findLocations(db: DbOrTx, keyword: string, sort: Sort, page: Page) {
  const conds: SQL[] = [eq(locations.status, 1)];
  if (keyword) conds.push(ilike(locations.name, containsPattern(keyword)));
  return db
    .select()
    .from(locations)
    .where(and(...conds))
    .orderBy(...orderBy(sort, locations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findTownships(db: DbOrTx, filter: { cityId?: string; keyword?: string }, page: Page) {
  const conds: SQL[] = [eq(townships.status, 1)];
  if (filter.cityId) conds.push(eq(townships.cityId, filter.cityId));
  if (filter.keyword) conds.push(ilike(townships.townshipName, containsPattern(filter.keyword)));
  return db
    .select()
    .from(townships)
    .where(and(...conds))
    .orderBy(asc(townships.ordering), asc(townships.townshipName), asc(townships.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findBanners(db: DbOrTx, page: Page) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.status, 1))
    .orderBy(asc(banners.ordering), desc(banners.addedDate), asc(banners.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The first image (by ordering) of each parent for the given types: `${parentId}|${imgType}` → image. */
export async function firstImagesOf(db: DbOrTx, parentIds: string[], types: string[]): Promise<Map<string, ImageRow>> {
  const out = new Map<string, ImageRow>();
  if (parentIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([images.imgParentId, images.imgType])
    .from(images)
    .where(and(inArray(images.imgParentId, parentIds), inArray(images.imgType, types)))
    .orderBy(images.imgParentId, images.imgType, images.ordering, images.addedDate, images.id);
  for (const r of rows) out.set(`${r.imgParentId}|${r.imgType}`, r);
  return out;
}

/** Which of these makes the user subscribed to. */
export async function subscribedMakes(db: DbOrTx, userId: string | null, subCatIds: string[]): Promise<Set<string>> {
  if (!userId || subCatIds.length === 0) return new Set();
  const rows = await db
    .select({ id: subcategorySubscriptions.subCatId })
    .from(subcategorySubscriptions)
    .where(and(eq(subcategorySubscriptions.userId, userId), inArray(subcategorySubscriptions.subCatId, subCatIds)));
  return new Set(rows.map((r) => r.id));
}

export const CATEGORY_SORTS = { cat_ordering: categories.catOrdering, cat_name: categories.catName, added_date: categories.addedDate } as const;
export const LOCATION_SORTS = { ordering: locations.ordering, name: locations.name, added_date: locations.addedDate } as const;

/** Published categories for the sitemap, in display order: id, name and last change. */
export async function publishedCategoryLinks(db: DbOrTx, limit: number): Promise<{ id: string; name: string; lastmod: Date }[]> {
  const res = await db.execute(
    sql`select id, cat_name as name, coalesce(updated_date, added_date) as lastmod from categories where status = 1 order by cat_ordering, id limit ${limit}`,
  );
  return res.rows as { id: string; name: string; lastmod: Date }[];
}
