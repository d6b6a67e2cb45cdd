/** SQL of the admin area: the generic catalogue editor and the outbox. (Moderation is the items module's, the
 * staff user list the users module's, the audit log the audit module's.) */
import { and, asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { deleteHistory, outbox } from '../../db/schema.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';
import type { Page } from '../../http/paging.ts';
import type { CatalogDef } from './catalog-tables.ts';


// ------------------------------------------------------------------------------------------ catalogue

/** Property key of each database column name of a catalogue table. */
export function columnsByName(def: CatalogDef): Map<string, { key: string; column: AnyPgColumn }> {
  return new Map(Object.entries(getTableColumns(def.table)).map(([key, column]) => [(column as AnyPgColumn).name, { key, column: column as AnyPgColumn }]));
}

export async function catalogRows(db: DbOrTx, def: CatalogDef, keyword: string, page: Page): Promise<Record<string, unknown>[]> {
  return (db as any)
    .select()
    .from(def.table)
    .where(keyword ? or(ilike(def.search, containsPattern(keyword)), eq(def.table.id, keyword)) : undefined)
    .orderBy(...def.orderBy.map((c) => asc(c)), asc(def.table.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function catalogRow(db: DbOrTx, def: CatalogDef, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await (db as any).select().from(def.table).where(eq(def.table.id, id)).limit(1);
  return row;
}

export async function insertCatalogRow(db: DbOrTx, def: CatalogDef, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [row] = await (db as any).insert(def.table).values(values).returning();
  return row;
}

export async function updateCatalogRow(db: DbOrTx, def: CatalogDef, id: string, values: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  const [row] = await (db as any).update(def.table).set(values).where(eq(def.table.id, id)).returning();
  return row;
}

/** Clears the default flag of every other currency. */
export async function clearDefaultCurrency(db: DbOrTx, def: CatalogDef, exceptId: string): Promise<void> {
  const cols = columnsByName(def);
  const flag = cols.get('is_default')!.column;
  await (db as any)
    .update(def.table)
    .set({ [cols.get('is_default')!.key]: false })
    .where(and(eq(flag, true), sql`${def.table.id} <> ${exceptId}`));
}

/** How many rows point at `id` from the tables that reference it. */
export async function referenceCount(db: DbOrTx, def: CatalogDef, id: string): Promise<number> {
  let total = 0;
  for (const column of def.referencedBy) {
    const [row] = await (db as any).select({ n: sql<number>`count(*)::int` }).from(column.table).where(eq(column, id));
    total += Number(row?.n ?? 0);
  }
  return total;
}

export async function deleteCatalogRow(db: DbOrTx, def: CatalogDef, id: string, now: Date): Promise<boolean> {
  const rows = await (db as any).delete(def.table).where(eq(def.table.id, id)).returning({ id: def.table.id });
  if (rows.length === 0) return false;
  await db.insert(deleteHistory).values({ id: newId(ID_PREFIX.history), typeId: id, typeName: def.historyType, deletedDate: now });
  return true;
}

// ------------------------------------------------------------------------------------------ logs

export async function outboxRows(db: DbOrTx, filter: { channel: string; recipient: string }, page: Page) {
  return db
    .select()
    .from(outbox)
    .where(and(filter.channel ? eq(outbox.channel, filter.channel) : undefined, filter.recipient ? ilike(outbox.recipient, containsPattern(filter.recipient)) : undefined))
    .orderBy(desc(outbox.addedDate), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}
