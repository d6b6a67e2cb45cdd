/**
 * The catalogue tables an item points at (categories, makes, models, every lookup, currencies, locations,
 * townships) held in memory for a short time, so a page of items does not fetch them again and again. They are
 * small and change rarely (admin edits).
 *
 * Freshness: a snapshot lives CACHE_TTL_MS (0 in tests, so tests always read the database); an item that points
 * at an id the snapshot does not know reloads it at once (a new make is visible immediately); edits and status
 * changes of existing rows show within the TTL, or at once after `invalidateCatalogCache(db)` — the admin
 * catalogue write side should call it.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rowMapper } from '../../db/row-mapper.ts';
import { ITEM_LOOKUPS } from './catalog.lookups.ts';
import { trigrams } from './trigrams.ts';

export const CACHE_TTL_MS = 30_000;

export interface CatalogSnapshot {
  loadedAt: number;
  /** kind (table name) → id → row in Drizzle shape. */
  byKind: Map<string, Map<string, any>>;
  /** Published make and model names with their trigrams (typo tolerance), computed on first use. */
  names?: { name: string; grams: Set<string> }[];
}

/** The published make and model names of a snapshot, each with its pg_trgm trigram set. */
export function catalogNames(s: CatalogSnapshot): { name: string; grams: Set<string> }[] {
  if (!s.names) {
    const all = new Set<string>();
    for (const kind of ['subcategories', 'models']) for (const row of s.byKind.get(kind)!.values()) if (row.status === 1) all.add(row.name);
    s.names = [...all].map((name) => ({ name, grams: trigrams(name) }));
  }
  return s.names;
}

const mappers = new Map(ITEM_LOOKUPS.map((l) => [l.kind, rowMapper(l.table)]));
const SNAPSHOT_SQL = sql.raw(ITEM_LOOKUPS.map((l) => `select '${l.kind}'::text as k, to_jsonb(t) as j from ${l.kind} t`).join(' union all '));

interface Slot {
  snapshot?: CatalogSnapshot;
  loading?: Promise<CatalogSnapshot>;
}
const slots = new WeakMap<object, Slot>();

async function load(db: DbOrTx): Promise<CatalogSnapshot> {
  const res = await db.execute(SNAPSHOT_SQL);
  const byKind = new Map<string, Map<string, any>>();
  for (const l of ITEM_LOOKUPS) byKind.set(l.kind, new Map());
  for (const { k, j } of res.rows as { k: string; j: Record<string, unknown> }[]) byKind.get(k)!.set(j.id as string, mappers.get(k as never)!(j));
  return { loadedAt: Date.now(), byKind };
}

/**
 * A snapshot no older than `ttlMs` that knows every id in `needed` (kind → ids) if the database does. Concurrent
 * callers share one reload.
 */
export async function catalogSnapshot(db: Db, ttlMs: number, needed: Map<string, Set<string>>): Promise<CatalogSnapshot> {
  let slot = slots.get(db);
  if (!slot) slots.set(db, (slot = {}));
  const knowsAll = (s: CatalogSnapshot) => [...needed].every(([kind, ids]) => [...ids].every((id) => s.byKind.get(kind)?.has(id)));
  const fresh = (s: CatalogSnapshot | undefined): s is CatalogSnapshot => !!s && Date.now() - s.loadedAt < ttlMs && knowsAll(s);
  if (fresh(slot.snapshot)) return slot.snapshot;
  // Join a reload that started after we looked, else start one.
  const current = slot;
  current.loading ??= load(db).finally(() => {
    current.loading = undefined;
  });
  const snapshot = await current.loading;
  current.snapshot = snapshot;
  return snapshot;
}

/** Forget the snapshot (call after editing catalogue rows). */
export function invalidateCatalogCache(db: Db): void {
  slots.delete(db);
}
