/** SQL of the media domain: the images table (photos, videos, icons of every parent) and the item row locks the
 * image calls take. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images, items, users } from '../../db/schema.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;

export interface ItemHead {
  id: string;
  addedUserId: string;
  status: number;
}

const itemHead = { id: items.id, addedUserId: items.addedUserId, status: items.status };

export async function findItemHead(db: DbOrTx, itemId: string): Promise<ItemHead | undefined> {
  const [row] = await db.select(itemHead).from(items).where(eq(items.id, itemId)).limit(1);
  return row;
}

/** The item row, locked until the transaction ends (serialises image calls on one item). */
export async function lockItemHead(tx: DbOrTx, itemId: string): Promise<ItemHead | undefined> {
  const [row] = await tx.select(itemHead).from(items).where(eq(items.id, itemId)).for('update').limit(1);
  return row;
}

export async function setItemStatus(tx: DbOrTx, itemId: string, status: number, now: Date): Promise<void> {
  await tx.update(items).set({ status, updatedDate: now }).where(eq(items.id, itemId));
}

export async function findImage(db: DbOrTx, imgId: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, imgId)).limit(1);
  return row;
}

export async function findImagesByIds(db: DbOrTx, ids: readonly string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(images).where(inArray(images.id, ids as string[]));
}

export async function findImagesOf(db: DbOrTx, parentIds: readonly string[], types: readonly string[]): Promise<ImageRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(images)
    .where(and(inArray(images.imgParentId, parentIds as string[]), inArray(images.imgType, types as string[])))
    .orderBy(asc(images.imgParentId), asc(images.ordering), asc(images.addedDate));
}

export async function countImages(db: DbOrTx, parentId: string, type: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(images)
    .where(and(eq(images.imgParentId, parentId), eq(images.imgType, type)));
  return row?.n ?? 0;
}

export async function nextOrdering(db: DbOrTx, parentId: string, type: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${images.ordering}) + 1, 1)::int` })
    .from(images)
    .where(and(eq(images.imgParentId, parentId), eq(images.imgType, type)));
  return row?.n ?? 1;
}

export async function insertImage(db: DbOrTx, values: NewImage): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  return row!;
}

export async function updateImage(db: DbOrTx, id: string, patch: Partial<NewImage>): Promise<ImageRow> {
  const [row] = await db.update(images).set(patch).where(eq(images.id, id)).returning();
  return row!;
}

export async function setOrdering(db: DbOrTx, id: string, ordering: number): Promise<void> {
  await db.update(images).set({ ordering }).where(eq(images.id, id));
}

export async function deleteImagesByIds(db: DbOrTx, ids: readonly string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.delete(images).where(inArray(images.id, ids as string[])).returning();
}

/** Deletes every image of the parents (any type) and answers the rows, so their files can be removed. */
export async function deleteImagesOfParents(db: DbOrTx, parentIds: readonly string[], types?: readonly string[]): Promise<ImageRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .delete(images)
    .where(and(inArray(images.imgParentId, parentIds as string[]), types ? inArray(images.imgType, types as string[]) : undefined))
    .returning();
}

/** Serialises writers of one (parent, kind) slot until the transaction ends, so "one video per item" or "one
 * profile photo" holds under parallel uploads without a unique index. */
export async function lockSlot(tx: DbOrTx, parentId: string, imgType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${parentId} || '|' || ${imgType}))`);
}

export async function setUserPhoto(db: DbOrTx, userId: string, column: 'profile' | 'cover', name: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set(column === 'cover' ? { userCoverPhoto: name, updatedDate: now } : { userProfilePhoto: name, updatedDate: now })
    .where(eq(users.id, userId));
}
