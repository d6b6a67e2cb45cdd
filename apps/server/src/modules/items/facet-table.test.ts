/** The facet-count table (decision 019, migration 0019): items/search_meta answers the same from the table as from
 * the listings, whatever happened to them (publishing, moderation, sold, edits across a band edge, deletion,
 * concurrent postings), and the compaction job keeps the totals exact while listings keep coming. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ITEM_STATUS, PRICE_BANDS, itemSearchBody } from '@wheeldeal/contract';
import { blocks, bodyStyles, fuelTypes, itemReports, items, itemTypes } from '../../db/schema.ts';
import { connect, type Database } from '../../db/client.ts';
import { createTestApp, drainJobs, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { enqueue } from '../jobs/index.ts';
import { buildItem, makeCatalog, makeItem, makeLookup, makeMake, type Catalog } from '../../../test/support/factories.ts';
import { compactFacetCounts, facetCounts, facetCountsFromTable, facetTablePlan, type FacetRows } from './items.read.repository.ts';
import { META_TUNING, searchRequestOf } from './items.read.service.ts';
import { bandEdges, maintainFacetCounts } from './items.jobs.ts';

let t: TestApp;
let seller: TestUser;
let other: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  seller = await signUp(t, { name: 'Facet Seller' });
  other = await signUp(t, { name: 'Blocked Seller' });
  viewer = await signUp(t, { name: 'Facet Viewer' });
});
afterAll(() => t.close());

const bands = bandEdges();

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every price on and around the band edges, and some in between. */
const PRICES = ['0', '1', '4999.99', '5000', '5000.01', '7500', '10000', '10000.01', '19999.99', '20000', '25000', '30000', '42000', '50000', '50000.01', '99999.99', '100000', '100000.01', '250000'];

/** Filter bodies the table covers: none, facet filters alone and together, band-aligned price ranges (the price
 * facet's ranges, open-ended ones, several bands, an empty range), item type and "wanted". */
function coveredBodies(c: { cats: Catalog[]; makes: { id: string }[]; body: { id: string }; fuel: { id: string }; wanted: { id: string } }): Record<string, string>[] {
  const [a, b] = c.cats;
  const out: Record<string, string>[] = [{}, { wanted: '0' }, { wanted: '1' }, { cat_id: a!.category.id }, { cat_id: b!.category.id, wanted: '0' }];
  out.push({ sub_cat_id: c.makes[0]!.id, wanted: '0' }, { cat_id: a!.category.id, sub_cat_id: c.makes[1]!.id });
  out.push({ body_style_id: c.body.id }, { fuel_type_id: c.fuel.id, wanted: '0' }, { item_type_id: c.wanted.id });
  out.push({ cat_id: a!.category.id, body_style_id: c.body.id, fuel_type_id: c.fuel.id, wanted: '0' });
  for (const band of PRICE_BANDS) {
    const range = { min_price: band.min > 0 ? `${band.min}.01` : '', max_price: band.max === null ? '' : String(band.max) };
    out.push({ wanted: '0', ...range }, { cat_id: a!.category.id, sub_cat_id: c.makes[0]!.id, ...range });
  }
  out.push({ min_price: '5000', max_price: '50000' }, { min_price: '20000.001', wanted: '0' }, { max_price: '9999.999' }, { min_price: '10000', max_price: '10000' });
  out.push({ min_price: '30000.01', max_price: '100000', body_style_id: c.body.id }, { min_price: '100000', max_price: '100000.009' });
  return out;
}

type Fixture = Parameters<typeof coveredBodies>[0] & { all: { id: string }[] };

async function makeFixture(): Promise<Fixture> {
  const cats = [await makeCatalog(t), await makeCatalog(t)];
  const makes = [cats[0]!.make, await makeMake(t, cats[0]!.category.id, { name: 'BMW' }), cats[1]!.make, await makeMake(t, cats[1]!.category.id, { name: 'Audi' })];
  const body = await makeLookup(t, bodyStyles, 'SUV');
  const fuel = await makeLookup(t, fuelTypes, 'Diesel');
  const wanted = await makeLookup(t, itemTypes, 'Wanted');
  const next = random(19);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const rows = [];
  for (let i = 0; i < 120; i++) {
    const m = Math.floor(next() * makes.length);
    const cat = cats[m < 2 ? 0 : 1]!;
    rows.push(
      buildItem(cat, pick([seller.id, seller.id, other.id]), {
        subCatId: makes[m]!.id,
        bodyStyleId: pick([cat.bodyStyle.id, body.id, null]),
        fuelTypeId: pick([cat.fuelType.id, fuel.id, null]),
        itemTypeId: pick([cat.itemType.id, cat.itemType.id, wanted.id, null]),
        price: pick(PRICES),
        status: pick([ITEM_STATUS.published, ITEM_STATUS.published, ITEM_STATUS.published, ITEM_STATUS.pending, ITEM_STATUS.disabled]),
      }),
    );
  }
  // One statement for most (the insert trigger groups a whole statement), one by one for the rest.
  const all = await t.deps.db.insert(items).values(rows.slice(0, 100)).returning({ id: items.id });
  for (const r of rows.slice(100)) all.push((await t.deps.db.insert(items).values(r).returning({ id: items.id }))[0]!);
  return { cats, makes, body, fuel, wanted, all };
}

/** items/search_meta of a body with the table on and off (the listings counted). */
async function bothWays(body: Record<string, string>, token?: string) {
  const ask = () => t.post('items/search_meta', body, token ? { token } : {});
  META_TUNING.table = true;
  const fromTable = await ask();
  META_TUNING.table = false;
  try {
    return { fromTable, fromItems: await ask() };
  } finally {
    META_TUNING.table = true;
  }
}

/** The filters a body stands for, as items/search_meta reads them. */
const filtersOf = async (body: Record<string, string>, viewerId: string | null = null) =>
  (await searchRequestOf(t.deps, itemSearchBody.parse(body), {}, { viewerId, isStaff: false })).filters;

/** The table's answer and the listings' answer of a covered body, compared (and the table must have answered). */
async function expectSame(body: Record<string, string>, viewerId: string | null = null): Promise<FacetRows> {
  const f = await filtersOf(body, viewerId);
  const plan = facetTablePlan(f, bands);
  expect(plan, JSON.stringify(body)).toBeDefined();
  const fromTable = await facetCountsFromTable(t.deps.db, f, plan!, bands);
  expect(fromTable, `table answered ${JSON.stringify(body)}`).toBeDefined();
  const fromItems = await facetCounts(t.deps.db, f, t.clock.now(), bands);
  expect(fromTable, JSON.stringify(body)).toEqual(fromItems);
  return fromItems;
}

describe('facet counts from the table', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await makeFixture();
  });

  it('covers the landing list and the facet filters, and leaves the rest to the listings', async () => {
    expect(facetTablePlan(await filtersOf({ wanted: '0' }), bands)).toEqual({ cells: null });
    // The price facet's band: (5,000, 10,000] is cells 2 (the open range) and 3 (10,000 itself).
    expect(facetTablePlan(await filtersOf({ min_price: '5000.01', max_price: '10000' }), bands)).toEqual({ cells: [2, 3] });
    const uncovered: Record<string, string>[] = [
      { searchterm: 'toyota' },
      { max_driven_km: '90000' },
      { min_year: '2010' },
      { model_id: fx.cats[0]!.model.id },
      { item_location_id: fx.cats[0]!.location.id },
      { min_price: '6000' }, // cuts the band (5,000, 10,000) in two
      { max_price: '60000', wanted: '0' },
      { is_sold_out: '1' },
      { ad_post_type: 'only_paid_item' },
      { status: '0', added_user_id: seller.id },
    ];
    for (const body of uncovered)
      expect(facetTablePlan(await filtersOf(body, seller.id), bands), JSON.stringify(body)).toBeUndefined();
  });

  it('answers exactly what counting the listings answers, over HTTP too', async () => {
    let nonZero = 0;
    for (const body of coveredBodies(fx)) {
      const rows = await expectSame(body);
      if (rows.total > 0) nonZero++;
      const { fromTable, fromItems } = await bothWays(body);
      expect(fromTable.status).toBe(200);
      expect(fromTable.json, JSON.stringify(body)).toEqual(fromItems.json);
    }
    expect(nonZero).toBeGreaterThan(20);
  });

  it('stays exact through publishing, moderation, sold, edits across band edges and deletion', async () => {
    const db = t.deps.db;
    const [a, b, c, d, e, f, g] = fx.all.map((r) => r.id);
    await db.execute(sql`update items set status = 1 where id in (${a}, ${b})`); // published (or already)
    await db.execute(sql`update items set status = 2 where id = ${c}`); // disabled by a moderator
    await db.execute(sql`update items set is_sold_out = true, sold_date = now() where id = ${d}`); // sold: still listed
    await db.execute(sql`update items set price = 10000 where id = ${e}`); // onto an edge
    await db.execute(sql`update items set price = 10000.01 where id = ${e}`); // just across it
    await db.execute(sql`update items set price = price + 0.01 where id = ${f}`); // a cent, maybe across an edge
    await db.execute(sql`update items set sub_cat_id = ${fx.makes[1]!.id}, cat_id = ${fx.cats[0]!.category.id}, body_style_id = null where id = ${g}`);
    await db.execute(sql`update items set touch_count = touch_count + 1`); // no grouped column: no delta
    await db.execute(sql`update items set fuel_type_id = ${fx.fuel.id}, price = 5000 where status = 1 and price < 5000`); // many rows at once
    await db.execute(sql`delete from items where id = ${fx.all[10]!.id}`);
    await db.execute(sql`delete from items where price = 250000`); // several in one statement
    // In a transaction that rolls back: no trace.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update items set status = 0 where status = 1`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    for (const body of coveredBodies(fx)) await expectSame(body);
    await compactFacetCounts(db);
    for (const body of coveredBodies(fx)) await expectSame(body);
    const n = await db.execute(sql`select count(*)::int as n from item_facet_deltas`);
    expect((n.rows[0] as { n: number }).n).toBe(0);
  });

  it('takes a signed-in viewer’s blocked sellers and reported listings off, as the listings do', async () => {
    await t.deps.db.insert(blocks).values({ fromUserId: viewer.id, toUserId: other.id });
    const reported = fx.all.find((_, i) => i % 7 === 3)!;
    await t.deps.db.insert(itemReports).values({ id: `rpt_facets1`, itemId: reported.id, reportedUserId: viewer.id });
    for (const body of coveredBodies(fx).slice(0, 12)) {
      const f = await filtersOf(body, viewer.id);
      expect(f.excludeForViewer).toBe(viewer.id);
      await expectSame(body, viewer.id);
      const { fromTable, fromItems } = await bothWays(body, viewer.token);
      expect(fromTable.json, JSON.stringify(body)).toEqual(fromItems.json);
    }
    const anonymous = await expectSame({});
    const signedIn = await expectSame({}, viewer.id);
    expect(signedIn.total).toBeLessThan(anonymous.total);
  });

  it('keeps counting exactly while listings are posted concurrently and the job compacts meanwhile', async () => {
    // Separate connections, so postings, edits and compactions really overlap.
    const url = (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const pool: Database = connect(url, 8);
    try {
      const next = random(7);
      const cat = fx.cats[1]!;
      const post = (i: number) =>
        pool.db.insert(items).values(
          buildItem(cat, seller.id, {
            subCatId: fx.makes[2 + (i % 2)]!.id,
            price: PRICES[Math.floor(next() * PRICES.length)]!,
            bodyStyleId: i % 3 ? cat.bodyStyle.id : fx.body.id,
            status: i % 5 ? ITEM_STATUS.published : ITEM_STATUS.pending,
          }),
        );
      const edit = (i: number) => pool.db.execute(sql`update items set price = price + ${(i % 3) * 5000}, status = ${i % 4 ? 1 : 0} where id = ${fx.all[20 + i]!.id}`);
      const compactions: Promise<unknown>[] = [];
      const writes: Promise<unknown>[] = [];
      for (let i = 0; i < 80; i++) {
        writes.push(post(i));
        if (i < 40) writes.push(edit(i));
        if (i % 10 === 0) compactions.push(pool.db.transaction((tx) => maintainFacetCounts(tx)));
      }
      await Promise.all([...writes, ...compactions]);
      for (const body of coveredBodies(fx)) await expectSame(body);
      await maintainFacetCounts(t.deps.db);
      // The compacted counts alone equal the listings, group by group.
      const diff = await t.deps.db.execute(sql`
        select count(*)::int as n from (
          (select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n from item_facet_counts
           except all
           select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, wd_price_cell(price, (select edges from item_facet_bands)), count(*)
           from items where status = 1 group by 1, 2, 3, 4, 5, 6)
          union all
          (select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, wd_price_cell(price, (select edges from item_facet_bands)), count(*)
           from items where status = 1 group by 1, 2, 3, 4, 5, 6
           except all
           select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n from item_facet_counts)) x`);
      expect((diff.rows[0] as { n: number }).n).toBe(0);
      const left = await t.deps.db.execute(sql`select count(*)::int as n from item_facet_deltas`);
      expect((left.rows[0] as { n: number }).n).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('the facet-counts job, run by the queue, moves the deltas into the counts', async () => {
    const cat = fx.cats[0]!;
    const before = await expectSame({ cat_id: cat.category.id });
    await makeItem(t, cat, seller.id, { price: '30000' });
    const deltas = async () => ((await t.deps.db.execute(sql`select count(*)::int as n from item_facet_deltas`)).rows[0] as { n: number }).n;
    expect(await deltas()).toBeGreaterThan(0);
    await t.deps.db.transaction((tx) => enqueue(tx, 'facet-counts', {}));
    expect(await drainJobs(t)).toBeGreaterThanOrEqual(1);
    expect(await deltas()).toBe(0);
    expect((await expectSame({ cat_id: cat.category.id })).total).toBe(before.total + 1);
  });

  it('is counted again when the band edges change, and the listings answer meanwhile', async () => {
    const db = t.deps.db;
    // The table as if counted with other edges (an older release's bands).
    await db.execute(sql`select wd_item_facets_rebuild('{1000,2000}'::numeric[])`);
    const f = await filtersOf({ wanted: '0' });
    expect(await facetCountsFromTable(db, f, facetTablePlan(f, bands)!, bands)).toBeUndefined();
    const { fromTable, fromItems } = await bothWays({ wanted: '0' });
    expect(fromTable.json).toEqual(fromItems.json);
    expect(await maintainFacetCounts(db)).toEqual({ rebuilt: true, moved: 0 });
    for (const body of coveredBodies(fx)) await expectSame(body);
    expect(await maintainFacetCounts(db)).toEqual({ rebuilt: false, moved: 0 });
  });

  it('a listing published by a moderator, then deleted by its owner through items/item_delete, is counted in and out', async () => {
    // A listing published by a moderator and then deleted by its owner, through the real calls.
    const cat = fx.cats[0]!;
    const before = await expectSame({ cat_id: cat.category.id });
    const item = await makeItem(t, cat, seller.id, { price: '20000', status: ITEM_STATUS.pending });
    await t.deps.db.execute(sql`update items set status = 1 where id = ${item.id}`);
    const after = await expectSame({ cat_id: cat.category.id });
    expect(after.total).toBe(before.total + 1);
    expect(after.priceBand.get(2)).toBe((before.priceBand.get(2) ?? 0) + 1);
    const del = await t.post('items/item_delete', { item_id: item.id, user_id: seller.id }, { token: seller.token });
    expect(del.status, JSON.stringify(del.json)).toBe(200);
    expect((await expectSame({ cat_id: cat.category.id })).total).toBe(before.total);
  });
});
