/**
 * Group commit: writes that arrive while earlier ones are committing share one transaction, and so one commit (one
 * WAL flush, and one turn at PostgreSQL's notification lock for transactions that NOTIFY, which commits one after
 * another). Each write runs in a savepoint of its own, so one refused write is rolled back alone and answers its own
 * error; the others of the batch commit together. When nothing else is in flight a write starts at once, alone and
 * without a savepoint: batching adds no wait when the system is idle, and batches grow only under load.
 *
 * Savepoints cost two statements per write (two round trips). A write whose refusals are known to come before it
 * writes anything that must be undone can do without them: given `refusal`, a batch runs its writes directly in the
 * shared transaction; a write that throws such an error answers it and the batch goes on, and any other error fails
 * the batch as a whole (rolled back, then each write alone, as below). A refusal may leave behind only writes that
 * are harmless to keep (e.g. a rate-limit counter counting the refused attempt).
 *
 * Locks: a batch runs its writes in the order of `key` (e.g. the id of the row each one locks), so two batches, in
 * this process or another, take their row locks in the same order and cannot deadlock each other. Should the batch's
 * transaction fail as a whole (a deadlock with some other transaction, a lost connection, a failed commit), nothing
 * of it is stored, and each write of it is run again alone, in a transaction of its own, and answers that outcome.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export interface GroupCommitOptions {
  /** Batches in flight at once (each holds one pool connection while it runs). */
  concurrency: number;
  /** Writes in one batch at most (the longer a batch, the longer its row locks are held). */
  maxBatch: number;
  /**
   * Errors a write throws before writing anything that must be undone (its refusals). When given, writes of a batch
   * run without savepoints; any other error a write throws fails the whole batch (see above).
   */
  refusal?: (error: unknown) => boolean;
}

interface Pending<I, O> {
  input: I;
  key: string;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitter<I, O> {
  /** Runs `write(tx, input)` in a transaction shared with the writes queued beside it; answers its own outcome. */
  submit(input: I, key: string): Promise<O>;
}

export function groupCommitter<I, O>(db: Db, write: (tx: Tx, input: I) => Promise<O>, options: GroupCommitOptions): GroupCommitter<I, O> {
  const queue: Pending<I, O>[] = [];
  let inFlight = 0;

  /** A write alone, in its own transaction. */
  const alone = (p: Pending<I, O>) => db.transaction((tx) => write(tx, p.input)).then(p.resolve, p.reject);

  async function runBatch(batch: Pending<I, O>[]): Promise<void> {
    if (batch.length === 1) return alone(batch[0]!);
    batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const outcomes: ({ ok: true; value: O } | { ok: false; error: unknown })[] = [];
    const { refusal } = options;
    try {
      await db.transaction(async (tx) => {
        for (const p of batch) {
          try {
            outcomes.push({ ok: true, value: await (refusal ? write(tx, p.input) : tx.transaction((savepoint) => write(savepoint, p.input))) });
          } catch (error) {
            if (refusal && !refusal(error)) throw error; // fails the batch
            outcomes.push({ ok: false, error });
          }
        }
        // Without savepoints, a refusal must not have left the transaction failed (PostgreSQL would answer the
        // COMMIT of a failed transaction with a rollback, not an error): one statement proves it is not.
        if (refusal && outcomes.some((o) => !o.ok)) await tx.execute(sql`select 1`);
      });
    } catch {
      // Nothing of the batch was stored: each write again, alone.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if (o.ok) p.resolve(o.value);
      else p.reject(o.error);
    });
  }

  function pump(): void {
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      void runBatch(batch)
        .catch((error: unknown) => batch.forEach((p) => p.reject(error)))
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return {
    submit(input, key) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, key, resolve, reject });
        pump();
      });
    },
  };
}
