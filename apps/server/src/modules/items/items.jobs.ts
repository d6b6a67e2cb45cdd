/** Jobs of the items data: the facet-count table's upkeep (decision 019). */
import type { DbOrTx } from '../../db/client.ts';
import { defineJob } from '../jobs/index.ts';
import { bandEdges, compactFacetCounts, facetTableEdges, rebuildFacetCounts } from './items.read.repository.ts';

export { bandEdges };

/**
 * The facet-count table's upkeep: counts it again when it was counted with other band edges than the code's
 * (items/search_meta counts the listings meanwhile), else moves the deltas written since the last round into the
 * counts. Answers what it did.
 */
export async function maintainFacetCounts(db: DbOrTx): Promise<{ rebuilt: boolean; moved: number }> {
  const want = bandEdges();
  const have = await facetTableEdges(db);
  if (!have || have.length !== want.length || have.some((e, i) => e !== want[i])) {
    await rebuildFacetCounts(db, want);
    return { rebuilt: true, moved: 0 };
  }
  return { rebuilt: false, moved: await compactFacetCounts(db) };
}

export const itemsJobs = [
  /** Every minute: readers add up the deltas not moved yet, so this only keeps their number small. */
  defineJob({
    name: 'facet-counts',
    cron: '* * * * *',
    pollSeconds: 30,
    expireInSeconds: 300,
    handle: async (deps) => {
      const done = await deps.db.transaction((tx) => maintainFacetCounts(tx));
      if (done.rebuilt) deps.log.info('facet counts rebuilt for new price band edges');
    },
  }),
];
