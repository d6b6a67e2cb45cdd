/** Rows read back from JSON (`to_jsonb(row)` inside one statement) turned into Drizzle's row shape. Shared by every
 * repository that loads nested rows in one round trip (the item page, the catalogue snapshot). */
import { getTableColumns, type Table } from 'drizzle-orm';

/** Turns a `to_jsonb(row)` object (snake_case, ISO dates, numbers) back into Drizzle's row shape. */
export function rowMapper<T extends Table>(table: T, skip: readonly string[] = []): (json: Record<string, unknown>) => T['$inferSelect'] {
  const cols = Object.entries(getTableColumns(table))
    .filter(([key]) => !skip.includes(key))
    .map(([key, col]) => ({ key, name: col.name, type: col.columnType }));
  return (json) => {
    const out: Record<string, unknown> = {};
    for (const c of cols) {
      const v = json[c.name];
      if (v === null || v === undefined) out[c.key] = null;
      else if (c.type === 'PgTimestamp') out[c.key] = new Date(v as string);
      else if (c.type === 'PgNumeric') out[c.key] = String(v);
      else out[c.key] = v;
    }
    return out as T['$inferSelect'];
  };
}

