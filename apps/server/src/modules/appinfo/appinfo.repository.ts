/** SQL of app info: the delete history (an append-only log that the items and admin modules write when a record
 * goes, so that clients can drop it from their caches). */
import { and, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteHistory } from '../../db/schema.ts';

/** Deletions from `from` (to `to`, when given); at most 1000. */
export function deletionsBetween(db: DbOrTx, from: Date, to: Date | null) {
  return db
    .select()
    .from(deleteHistory)
    .where(and(gte(deleteHistory.deletedDate, from), to ? lte(deleteHistory.deletedDate, to) : undefined))
    .limit(1000);
}
