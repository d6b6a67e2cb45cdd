/** SQL of the item write side: catalogue reference checks, insert/update, the post quota, deletion with
 * everything that hangs off an item, the owner's lists and counts. */
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ItemAddBody, OwnerItemBucket } from '@wheeldeal/contract';
import { ITEM_STATUS } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  bodyStyles,
  categories,
  chatHeaders,
  colors,
  conditions,
  currencies,
  dealOptions,
  deleteHistory,
  favourites,
  fuelTypes,
  itemReports,
  items,
  itemTypes,
  locations,
  models,
  priceTypes,
  sellerTypes,
  states,
  subcategories,
  tags,
  touches,
  townships,
  transmissions,
  users,
  vehicleTypes,
} from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';

export type ItemWriteRow = Omit<typeof items.$inferSelect, 'searchVector'>;
export type NewItem = typeof items.$inferInsert;

const { searchVector: _searchVector, ...itemColumns } = getTableColumns(items);

/** Each referenced catalogue row, with the parent it must belong to (make → category, model → make, township →
 * city). Answers the body fields whose reference does not hold. */
export async function invalidReferences(db: DbOrTx, b: ItemAddBody): Promise<string[]> {
  const checks: [string, SQL][] = [
    ['cat_id', sql`exists (select 1 from ${categories} where ${categories.id} = ${b.cat_id})`],
    ['sub_cat_id', sql`exists (select 1 from ${subcategories} where ${subcategories.id} = ${b.sub_cat_id} and ${subcategories.catId} = ${b.cat_id})`],
    ['item_type_id', sql`exists (select 1 from ${itemTypes} where ${itemTypes.id} = ${b.item_type_id})`],
    ['item_currency_id', sql`exists (select 1 from ${currencies} where ${currencies.id} = ${b.item_currency_id})`],
    ['condition_of_item_id', sql`exists (select 1 from ${conditions} where ${conditions.id} = ${b.condition_of_item_id})`],
    ['deal_option_id', sql`exists (select 1 from ${dealOptions} where ${dealOptions.id} = ${b.deal_option_id})`],
    ['item_price_type_id', sql`exists (select 1 from ${priceTypes} where ${priceTypes.id} = ${b.item_price_type_id})`],
    ['item_location_id', sql`exists (select 1 from ${locations} where ${locations.id} = ${b.item_location_id})`],
    ['item_location_township_id', sql`exists (select 1 from ${townships} where ${townships.id} = ${b.item_location_township_id} and ${townships.cityId} = ${b.item_location_id})`],
  ];
  const optional: [string, string, typeof fuelTypes][] = [
    ['fuel_type_id', b.fuel_type_id, fuelTypes],
    ['transmission_id', b.transmission_id, transmissions],
    ['color_id', b.color_id, colors],
    ['body_style_id', b.body_style_id, bodyStyles],
    ['seller_type_id', b.seller_type_id, sellerTypes],
    ['vehicle_type_id', b.vehicle_type_id, vehicleTypes],
    ['vehicle_registration_state_id', b.vehicle_registration_state_id, states],
  ];
  if (b.model_id) checks.push(['model_id', sql`exists (select 1 from ${models} where ${models.id} = ${b.model_id} and ${models.subCatId} = ${b.sub_cat_id})`]);
  if (b.tag_id) checks.push(['tag_id', sql`exists (select 1 from ${tags} where ${tags.id} = ${b.tag_id})`]);
  for (const [field, value, table] of optional) if (value) checks.push([field, sql`exists (select 1 from ${table} where ${table.id} = ${value})`]);
  const res = await db.execute(sql`select ${sql.join(
    checks.map(([field, check]) => sql`${check} as ${sql.identifier(field)}`),
    sql`, `,
  )}`);
  const row = res.rows[0] as Record<string, boolean>;
  return checks.map(([field]) => field).filter((f) => !row[f]);
}

export async function findItem(db: DbOrTx, itemId: string): Promise<ItemWriteRow | undefined> {
  const [row] = await db.select(itemColumns).from(items).where(eq(items.id, itemId)).limit(1);
  return row;
}

export async function lockItem(tx: DbOrTx, itemId: string): Promise<ItemWriteRow | undefined> {
  const [row] = await tx.select(itemColumns).from(items).where(eq(items.id, itemId)).for('update').limit(1);
  return row;
}

export async function insertItem(tx: DbOrTx, values: NewItem): Promise<void> {
  await tx.insert(items).values(values);
}

export async function updateItem(tx: DbOrTx, itemId: string, patch: Partial<NewItem>): Promise<void> {
  await tx.update(items).set(patch).where(eq(items.id, itemId));
}

/** Takes one post from a user's quota; false when none is left. One statement, so parallel posts cannot both
 * take the last one. */
export async function consumePost(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ remainingPost: sql`${users.remainingPost} - 1` })
    .where(and(eq(users.id, userId), sql`${users.remainingPost} > 0`))
    .returning({ left: users.remainingPost });
  return rows.length > 0;
}

/** Marks an item sold, once: false when it already was. */
export async function markSold(tx: DbOrTx, itemId: string, patch: Pick<NewItem, 'soldType' | 'soldToUserId' | 'soldBuyerName' | 'soldDate' | 'updatedDate' | 'updatedUserId'>): Promise<boolean> {
  const rows = await tx
    .update(items)
    .set({ ...patch, isSoldOut: true })
    .where(and(eq(items.id, itemId), eq(items.isSoldOut, false)))
    .returning({ id: items.id });
  return rows.length > 0;
}

/** Deletes an item and what hangs off it (chats with their messages and offers, favourites, reports, views;
 * promotions and bids cascade), and records the deletion for clients' caches. Images are the caller's (media). */
export async function deleteItem(tx: DbOrTx, itemId: string, now: Date): Promise<void> {
  await tx.delete(chatHeaders).where(eq(chatHeaders.itemId, itemId));
  await tx.delete(favourites).where(eq(favourites.itemId, itemId));
  await tx.delete(itemReports).where(eq(itemReports.itemId, itemId));
  await tx.delete(touches).where(eq(touches.itemId, itemId));
  await tx.delete(items).where(eq(items.id, itemId));
  await tx.insert(deleteHistory).values({ id: newId(ID_PREFIX.history), typeId: itemId, typeName: 'item', deletedDate: now });
}

const S = ITEM_STATUS;
/** Promoted: running now, or a promotion paid for, waiting for an admin or rejected (never an unpaid, canceled or
 * refunded attempt). */
const promoted = sql`(${items.isPaid} or exists (select 1 from paid_items p where p.item_id = ${items.id} and p.status in ('approved', 'pending', 'rejected')))`;

/** The condition of each of the owner's lists. */
export const BUCKET_SQL: Record<OwnerItemBucket, SQL> = {
  active: sql`${items.status} = ${S.published} and not ${items.isSoldOut}`,
  pending: sql`${items.status} = ${S.pending}`,
  rejected: sql`${items.status} = ${S.rejected}`,
  disabled: sql`${items.status} = ${S.disabled}`,
  hidden: sql`${items.status} = ${S.hidden}`,
  sold: sql`${items.isSoldOut}`,
  paid: promoted,
};

export async function ownerItemIds(db: DbOrTx, userId: string, bucket: OwnerItemBucket, page: Page): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.addedUserId, userId), BUCKET_SQL[bucket]))
    .orderBy(desc(items.addedDate), desc(items.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** Items the user reported, most recently reported first. */
export async function reportedItemIds(db: DbOrTx, userId: string, page: Page): Promise<string[]> {
  const rows = await db
    .select({ id: itemReports.itemId })
    .from(itemReports)
    .where(eq(itemReports.reportedUserId, userId))
    .orderBy(desc(itemReports.addedDate), desc(itemReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** How many of a user's items are in each list. */
export async function itemCounts(db: DbOrTx, userId: string): Promise<Record<OwnerItemBucket, number>> {
  const cols = Object.entries(BUCKET_SQL).map(([bucket, cond]) => sql`count(*) filter (where ${cond})::int as ${sql.identifier(bucket)}`);
  const res = await db.execute(sql`select ${sql.join(cols, sql`, `)} from ${items} where ${items.addedUserId} = ${userId}`);
  return res.rows[0] as Record<OwnerItemBucket, number>;
}

export async function findUserForPosting(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId, isVerifyDealer: users.isVerifyDealer, userName: users.userName })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .limit(1);
  return row;
}
