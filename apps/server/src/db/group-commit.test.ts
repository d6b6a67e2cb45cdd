import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/support/db.ts';
import type { Tx } from './client.ts';
import { groupCommitter } from './group-commit.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table gc_rows (key text primary key, txid bigint not null)`);
  await database.db.execute(sql`create table gc_counters (key text primary key, n int not null)`);
  await database.db.execute(sql`insert into gc_counters select 'c' || i, 0 from generate_series(0, 9) i`);
  await database.db.execute(sql`create table gc_children (parent text references gc_rows (key) deferrable initially deferred)`);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const rows = async () =>
  (await database.db.execute(sql`select key, txid::text as txid from gc_rows order by key`)).rows as { key: string; txid: string }[];

/** A write: bumps one counter (its row lock), refuses "bad-…" keys after writing, stores its transaction id. */
async function write(tx: Tx, key: string): Promise<string> {
  await tx.execute(sql`update gc_counters set n = n + 1 where key = ${'c' + (key.length % 10)}`);
  const { rows: r } = await tx.execute(sql`insert into gc_rows values (${key}, txid_current()) returning txid::text as txid`);
  if (key.startsWith('bad-')) throw new Error(`refused ${key}`);
  return (r[0] as { txid: string }).txid;
}

describe('group commit', () => {
  it('commits writes that arrive together in shared transactions, each answering its own outcome', async () => {
    const committer = groupCommitter(database.db, write, { concurrency: 1, maxBatch: 8 });
    const keys = Array.from({ length: 20 }, (_, i) => (i % 7 === 3 ? `bad-${i}` : `ok-${i}`));
    const outcomes = await Promise.allSettled(keys.map((k) => committer.submit(k, 'c' + (k.length % 10))));

    const stored = await rows();
    // Every accepted write is stored once, every refused one not at all (its savepoint rolled back alone).
    expect(stored.map((r) => r.key).sort()).toEqual(keys.filter((k) => k.startsWith('ok-')).sort());
    outcomes.forEach((o, i) => {
      if (keys[i]!.startsWith('bad-')) expect(o).toMatchObject({ status: 'rejected', reason: { message: `refused ${keys[i]}` } });
      else expect(o).toMatchObject({ status: 'fulfilled', value: stored.find((r) => r.key === keys[i])!.txid });
    });
    // Twenty writes, one batch in flight at a time, eight at most per batch: the first alone, then shared commits.
    const transactions = new Set(stored.map((r) => r.txid));
    expect(transactions.size).toBeLessThan(stored.length);
    expect(transactions.size).toBeGreaterThanOrEqual(3);
    // The refused writes' counter bumps went with their savepoints.
    const { rows: n } = await database.db.execute(sql`select sum(n)::int as n from gc_counters`);
    expect((n[0] as { n: number }).n).toBe(stored.length);
  });

  it('runs a lone write at once in its own transaction, and reruns a failed batch write by write', async () => {
    await database.db.execute(sql`truncate gc_rows, gc_children`);
    const lone = groupCommitter(database.db, write, { concurrency: 2, maxBatch: 8 });
    const txid = await lone.submit('lone', 'c4');
    expect(await rows()).toEqual([{ key: 'lone', txid }]);

    // A batch whose transaction fails as a whole stores nothing; each of its writes runs again alone and answers
    // that. Here the commit itself fails: "poison" breaks a deferred foreign key, checked only at COMMIT, where no
    // savepoint can take it back.
    const fragile = groupCommitter(
      database.db,
      async (tx: Tx, key: string) => {
        if (key === 'poison') await tx.execute(sql`insert into gc_children values ('no-such-parent')`);
        return write(tx, key);
      },
      { concurrency: 1, maxBatch: 8 },
    );
    const first = fragile.submit('head', 'c0');
    const batch = ['a1', 'poison', 'a2'].map((k) => fragile.submit(k, 'c' + k.length));
    await first;
    const results = await Promise.allSettled(batch);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await rows();
    expect(stored.map((r) => r.key)).toEqual(['a1', 'a2', 'head', 'lone']);
    // Run again alone: a1 and a2 in transactions of their own.
    expect(stored.find((r) => r.key === 'a1')!.txid).not.toBe(stored.find((r) => r.key === 'a2')!.txid);
  });

  it('without savepoints, answers a refusal alone and reruns the batch write by write on any other error', async () => {
    await database.db.execute(sql`truncate gc_rows, gc_children`);
    class Refused extends Error {}
    // Refuses "no-…" keys before writing; "boom" fails in the database after writing.
    const plain = groupCommitter(
      database.db,
      async (tx: Tx, key: string) => {
        if (key.startsWith('no-')) throw new Refused(key);
        if (key === 'boom') await tx.execute(sql`insert into gc_rows values ('boom', txid_current()), ('boom', 0)`);
        return write(tx, key);
      },
      { concurrency: 1, maxBatch: 8, refusal: (e) => e instanceof Refused },
    );
    const first = plain.submit('head', 'c0');
    const batch = ['b1', 'no-1', 'b2', 'b3'].map((k) => plain.submit(k, 'c' + k.length));
    await first;
    const results = await Promise.allSettled(batch);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: expect.any(Refused) });
    let stored = await rows();
    expect(stored.map((r) => r.key)).toEqual(['b1', 'b2', 'b3', 'head']);
    // b1..b3 shared one transaction (no savepoint, one commit) beside the refusal.
    expect(new Set(stored.filter((r) => r.key !== 'head').map((r) => r.txid)).size).toBe(1);

    // A database error is no refusal: the batch is rolled back and each write runs alone.
    await database.db.execute(sql`truncate gc_rows, gc_children`);
    const second = plain.submit('head2', 'c0');
    const failing = ['c1', 'boom', 'no-2', 'c2'].map((k) => plain.submit(k, 'c' + k.length));
    await second;
    const outcomes = await Promise.allSettled(failing);
    expect(outcomes.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    stored = await rows();
    expect(stored.map((r) => r.key)).toEqual(['c1', 'c2', 'head2']);
    expect(stored.find((r) => r.key === 'c1')!.txid).not.toBe(stored.find((r) => r.key === 'c2')!.txid);
  });

  it('without savepoints, never reports a write stored when a refusal left the transaction failed', async () => {
    await database.db.execute(sql`truncate gc_rows, gc_children`);
    class Refused extends Error {}
    // "dup" runs into a unique violation, which the write turns into a refusal: the transaction is failed by then,
    // so PostgreSQL would answer COMMIT with a rollback. The batch must notice and run its writes alone.
    const sneaky = groupCommitter(
      database.db,
      async (tx: Tx, key: string) => {
        if (key === 'dup') {
          await tx.execute(sql`insert into gc_rows values ('d1', 0), ('d1', 0)`).catch(() => {
            throw new Refused('dup');
          });
        }
        return write(tx, key);
      },
      { concurrency: 1, maxBatch: 8, refusal: (e) => e instanceof Refused },
    );
    const first = sneaky.submit('head', 'c0');
    const batch = ['e1', 'e2', 'dup'].map((k) => sneaky.submit(k, 'c' + k.length));
    await first;
    const results = await Promise.allSettled(batch);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((await rows()).map((r) => r.key)).toEqual(['e1', 'e2', 'head']);
  });
});
