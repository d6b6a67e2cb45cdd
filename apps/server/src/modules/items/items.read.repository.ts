/**
 * SQL of the item read side: the page loader that fetches a page of items together with everything their wire
 * objects nest (lookups, images, sellers, the viewer's favourites/follows/subscriptions, promotions) in ONE
 * statement, the items/search id query, and the small writes of the read side (favourite toggle, view counts).
 *
 * The page loader takes any SQL that yields `(id, n)` rows (n = position) and answers a PageBundle; a page of 10
 * items costs one round trip however many nested kinds there are (no N+1).
 */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { PRICE_BANDS } from '@wheeldeal/contract';
import type { DbOrTx } from '../../db/client.ts';
import { images, items, users } from '../../db/schema.ts';
import { rowMapper } from '../../db/row-mapper.ts';
import { ITEM_LOOKUPS, type ImageRow } from '../catalog/index.ts';
import type { UserRow } from '../users/index.ts';

/** The band edges of the price facet: the lower bounds of the bands after the first (the facet-count table is
 * counted with them, and search_meta reads it only when they are still the code's). */
export const bandEdges = (): number[] => PRICE_BANDS.slice(1).map((b) => b.min);

export type ItemRow = Omit<typeof items.$inferSelect, 'searchVector'>;

const ITEM_SKIP = ['searchVector'] as const;
const USER_SKIP = ['passwordHash'] as const;
export const toItemRow = rowMapper(items, ITEM_SKIP) as (json: Record<string, unknown>) => ItemRow;
const toUserRow = rowMapper(users, USER_SKIP) as (json: Record<string, unknown>) => UserRow;
const toImageRow = rowMapper(images);

// ------------------------------------------------------------------------------------------ nested lookups


/** The lookup ids a page of items points at: kind → ids. */
export function lookupIdsOf(rows: ItemRow[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const l of ITEM_LOOKUPS) {
    const ids = new Set<string>();
    for (const r of rows) {
      const v = r[l.key as keyof ItemRow];
      if (typeof v === 'string' && v) ids.add(v);
    }
    out.set(l.kind, ids);
  }
  return out;
}

/** Image kinds nested in an item (and its category / make). */
export const ITEM_IMAGE_TYPES = ['item', 'item-video', 'item-video-icon', 'category', 'category-icon', 'subcategory'] as const;

export interface Promotion {
  status: string;
  startDate: Date;
  endDate: Date;
}

export interface PageBundle {
  items: ItemRow[];
  /** kind → id → row (Drizzle shape of that table): the catalogue snapshot, filled in by the service. */
  lookups: Map<string, Map<string, any>>;
  /** `${parentId}|${imgType}` → first image by ordering. */
  firstImage: Map<string, ImageRow>;
  /** `${parentId}|${imgType}` → number of images. */
  imageCount: Map<string, number>;
  users: Map<string, UserRow>;
  favourited: Set<string>;
  followed: Set<string>;
  subscribed: Set<string>;
  /** item id → its most relevant promotion (running, else upcoming, else pending, else the latest). */
  promotions: Map<string, Promotion>;
}

/** Promotions running at `now` (approved, start ≤ now ≤ end). */
export const runningPromotion = (itemIdSql: SQL, now: Date) =>
  sql`exists (select 1 from paid_items p where p.item_id = ${itemIdSql} and p.status = 'approved' and p.start_date <= ${now} and p.end_date >= ${now})`;

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;
const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
const columnsOf = (table: Table, alias: string, skip: readonly string[]) =>
  Object.entries(getTableColumns(table))
    .filter(([key]) => !skip.includes(key))
    .map(([, col]) => `${alias}.${q(col.name)}`)
    .join(', ');

/**
 * The page statement (lookups come from the in-memory catalogue snapshot): $1 the item ids in page order, $2 the viewer ('' for visitors), $3 now. Its text never
 * changes, so it runs as a named prepared statement (planned once per connection, not per request).
 */
export const PAGE_STATEMENT = `
  with pi as materialized (
    select ${columnsOf(items, 'i', ITEM_SKIP)}, u.n
    from unnest($1::text[]) with ordinality as u(id, n) join items i on i.id = u.id)
  select
    (select coalesce(json_agg(to_jsonb(pi) order by pi.n), '[]'::json) from pi) as items,
    (select coalesce(json_agg(x), '[]'::json) from (
       select distinct on (img.img_parent_id, img.img_type) to_jsonb(img) as j, count(*) over (partition by img.img_parent_id, img.img_type) as c
       from images img
       where img.img_parent_id in (select id from pi union select cat_id from pi union select sub_cat_id from pi)
         and img.img_type in (${ITEM_IMAGE_TYPES.map(literal).join(', ')})
       order by img.img_parent_id, img.img_type, img.ordering, img.added_date, img.id) x) as images,
    (select coalesce(json_agg(u), '[]'::json) from (select ${columnsOf(users, 'u', USER_SKIP)} from users u where u.id in (select added_user_id from pi)) u) as users,
    (select coalesce(json_agg(f.item_id), '[]'::json) from favourites f where f.user_id = $2 and f.item_id in (select id from pi)) as favourited,
    (select coalesce(json_agg(fo.followed_user_id), '[]'::json) from follows fo where fo.user_id = $2 and fo.followed_user_id in (select added_user_id from pi)) as followed,
    (select coalesce(json_agg(s.sub_cat_id), '[]'::json) from subcategory_subscriptions s where s.user_id = $2 and s.sub_cat_id in (select sub_cat_id from pi)) as subscribed,
    (select coalesce(json_agg(x), '[]'::json) from (
       select distinct on (p.item_id) p.item_id, p.status, p.start_date, p.end_date
       from paid_items p where p.item_id in (select id from pi) and p.status in ('approved', 'pending', 'rejected')
       order by p.item_id,
         case when p.status = 'approved' and p.start_date <= $3 and p.end_date >= $3 then 0
              when p.status = 'approved' and p.start_date > $3 then 1
              when p.status = 'pending' then 2 else 3 end,
         p.end_date desc) x) as promotions`;

/** Raw SQL text with $n placeholders as a Drizzle SQL (for a transaction, which has no pool of its own). */
function withParams(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
    sql``,
  );
}

type PgClient = { query: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };

/** Runs a fixed statement as a named prepared statement (planned once per connection); inside a transaction
 * (no pool at hand) as a plain parameterised query. */
async function runNamed(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const client = (db as { $client?: PgClient }).$client;
  return client ? client.query({ name, text, values }) : db.execute(withParams(text, values));
}

/** Loads the items of `ids` (in that order; unknown ids are skipped) and everything they nest: one round trip. */
export async function loadPage(db: DbOrTx, ids: readonly string[], viewerId: string | null, now: Date): Promise<PageBundle> {
  const res = await runNamed(db, 'wd_item_page_v2', PAGE_STATEMENT, [ids, viewerId ?? '', now]);
  const row = res.rows[0] as Record<string, any>;

  const firstImage = new Map<string, ImageRow>();
  const imageCount = new Map<string, number>();
  for (const { j, c } of row.images as { j: Record<string, unknown>; c: number }[]) {
    const img = toImageRow(j);
    firstImage.set(`${img.imgParentId}|${img.imgType}`, img);
    imageCount.set(`${img.imgParentId}|${img.imgType}`, Number(c));
  }
  return {
    items: (row.items as Record<string, unknown>[]).map(toItemRow),
    lookups: new Map(),
    firstImage,
    imageCount,
    users: new Map((row.users as Record<string, unknown>[]).map((u) => [u.id as string, toUserRow(u)])),
    favourited: new Set(row.favourited as string[]),
    followed: new Set(row.followed as string[]),
    subscribed: new Set(row.subscribed as string[]),
    promotions: new Map(
      (row.promotions as { item_id: string; status: string; start_date: string; end_date: string }[]).map((p) => [
        p.item_id,
        { status: p.status, startDate: new Date(p.start_date), endDate: new Date(p.end_date) },
      ]),
    ),
  };
}

/** Runs page SQL (`(id, n)` rows) and answers the ids in page order. */
export async function pageIds(db: DbOrTx, pageSql: SQL): Promise<string[]> {
  const res = await db.execute(sql`select p.id from (${pageSql}) p order by p.n`);
  return (res.rows as { id: string }[]).map((r) => r.id);
}

// ------------------------------------------------------------------------------------------ items/search

/** Sort columns of items/search (whitelisted by the service), with the NULLS placement and id tie-break that
 * let the partial indexes of schema.ts / 0002 serve each order as a plain forward or backward index scan:
 * (added_date | touch_count) are indexed "DESC NULLS LAST, id ASC"; price, ordering and title "ASC, id ASC";
 * featured_date "DESC NULLS LAST, id DESC". */
export const ORDER_COLUMNS = {
  added_date: { col: 'i.added_date', desc: 'desc nulls last, i.id asc', asc: 'asc nulls first, i.id desc' },
  touch_count: { col: 'i.touch_count', desc: 'desc nulls last, i.id asc', asc: 'asc nulls first, i.id desc' },
  ordering: { col: 'i.ordering', desc: 'desc, i.id desc', asc: 'asc, i.id asc' },
  featured_date: { col: 'i.featured_date', desc: 'desc nulls last, i.id desc', asc: 'asc nulls last, i.id asc' },
  price: { col: 'i.price', desc: 'desc, i.id desc', asc: 'asc, i.id asc' },
  title: { col: 'i.title', desc: 'desc, i.id desc', asc: 'asc, i.id asc' },
  /** Mileage: listings without one come last either way (no index: a top-N sort of the filtered matches). */
  driven_km: { col: 'i.driven_km', desc: 'desc nulls last, i.id desc', asc: 'asc nulls last, i.id asc' },
} as const;
export type OrderColumn = keyof typeof ORDER_COLUMNS;

/** Full-text condition: either a websearch query (the term used operators) or per-word clauses, the last word
 * matched as a prefix, each word OR-ed with the make/model names it is a likely typo of. */
export type TextQuery =
  | { kind: 'websearch'; term: string }
  | { kind: 'words'; words: { word: string; prefix: boolean; alternatives: string[]; /** the closest name as the catalogue spells it */ best?: string }[] };

export interface ItemFilters {
  statuses: number[];
  text?: TextQuery;
  equals: Partial<Record<EqualsColumn, string>>;
  brand?: string;
  minPrice?: string;
  maxPrice?: string;
  minYear?: number;
  maxYear?: number;
  minKm?: number;
  maxKm?: number;
  /** "Wanted" posts (by their item type ids): left out, or only them. */
  wanted?: { mode: 'exclude' | 'only'; typeIds: string[] };
  engineStatus?: number;
  isSoldOut?: boolean;
  usersPost?: boolean;
  discounted?: boolean;
  radius?: { lat: number; lng: number; miles: number };
  /** Items of sellers this user follows. */
  followedBy?: string;
  /** Exclude sellers the viewer blocked and items the viewer reported. */
  excludeForViewer?: string;
  /** Running promotions only / never. */
  promoted?: boolean;
}

/** Equality filters: body field → items column. */
export const EQUALS_COLUMNS = {
  cat_id: 'cat_id',
  sub_cat_id: 'sub_cat_id',
  model_id: 'model_id',
  item_type_id: 'item_type_id',
  item_price_type_id: 'item_price_type_id',
  item_currency_id: 'item_currency_id',
  item_location_id: 'item_location_id',
  item_location_township_id: 'item_location_township_id',
  deal_option_id: 'deal_option_id',
  condition_of_item_id: 'condition_of_item_id',
  fuel_type_id: 'fuel_type_id',
  transmission_id: 'transmission_id',
  body_style_id: 'body_style_id',
  color_id: 'color_id',
  seller_type_id: 'seller_type_id',
  vehicle_type_id: 'vehicle_type_id',
  added_user_id: 'added_user_id',
} as const;
export type EqualsColumn = keyof typeof EQUALS_COLUMNS;

const EARTH_MILES = 3958.7613;

/** The tsquery of a text filter (a SQL expression; words are parameters, never spliced). */
export function tsqueryOf(text: TextQuery): SQL {
  if (text.kind === 'websearch') return sql`websearch_to_tsquery('simple', wd_unaccent(${text.term}))`;
  const clauses = text.words.map(({ word, prefix, alternatives }) => {
    const base = prefix
      ? sql`to_tsquery('simple', '''' || replace(wd_unaccent(${word}), '''', '''''') || ''':*')`
      : sql`websearch_to_tsquery('simple', wd_unaccent(${word}))`;
    if (alternatives.length === 0) return base;
    return sql`(${base} || ${sql.join(
      alternatives.map((a) => sql`plainto_tsquery('simple', wd_unaccent(${a}))`),
      sql` || `,
    )})`;
  });
  return sql`(${sql.join(clauses, sql` && `)})`;
}

/** Running promotions at `now`: the (small) set of promoted item ids. */
const runningPromotionIds = (now: Date) =>
  sql`(select p.item_id from paid_items p where p.status = 'approved' and p.start_date <= ${now} and p.end_date >= ${now})`;

/**
 * The bounding box of a radius, in one of two forms. `gist`: `geo <@ box` on the stored point column, served by
 * the GiST index items_public_geo_point_idx (reads exactly the box, index-only when counting; the planner's
 * estimate for it is poor, so it is only used where we decided to read the box first). `range`: lat/lng BETWEEN, which the planner estimates from column statistics
 * and, for a dense box, answers by walking the sort order.
 */
function boxCondition({ lat, lng, miles }: { lat: number; lng: number; miles: number }, form: 'gist' | 'range'): SQL {
  const dLat = miles / 69.0;
  const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = miles / (69.0 * cosLat);
  // Across the antimeridian (or near a pole) the box spans every longitude.
  const wraps = lng - dLng < -180 || lng + dLng > 180;
  const [west, east] = wraps ? [-180, 180] : [lng - dLng, lng + dLng];
  const [south, north] = [Math.max(lat - dLat, -90), Math.min(lat + dLat, 90)];
  if (form === 'gist') return sql`i.geo <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
  return sql`i.lat between ${south}::float8 and ${north}::float8 and i.lng between ${west}::float8 and ${east}::float8`;
}

/** SQL yielding up to `cap` rows of the published items in a radius's bounding box (an index-only scan of the GiST
 * index, reads at most `cap` entries): fewer than `cap` means "read the box first". */
const boxSample = (radius: { lat: number; lng: number; miles: number }, cap: number) =>
  sql`select 1 from items i where i.status = 1 and ${boxCondition(radius, 'gist')} limit ${cap}`;

/** The WHERE clause of a search, index-friendly: literal status values (so partial indexes apply), plain column
 * comparisons, a bounding box on lat/lng before the exact haversine distance. */
export function whereOf(f: ItemFilters, now: Date, geo: 'gist' | 'range' = 'range'): SQL {
  const conds: SQL[] = [];
  const statuses = f.statuses.map((s) => Math.trunc(s));
  conds.push(statuses.length === 1 ? sql.raw(`i.status = ${statuses[0]}`) : sql.raw(`i.status in (${statuses.join(', ')})`));
  for (const [field, value] of Object.entries(f.equals)) {
    if (value === undefined) continue;
    conds.push(sql`${sql.raw(`i.${EQUALS_COLUMNS[field as EqualsColumn]}`)} = ${value}`);
  }
  if (f.text) conds.push(sql`i.search_vector @@ ${tsqueryOf(f.text)}`);
  if (f.brand !== undefined) conds.push(sql`lower(i.brand) = lower(${f.brand})`);
  if (f.minPrice !== undefined) conds.push(sql`i.price >= ${f.minPrice}::numeric`);
  if (f.maxPrice !== undefined) conds.push(sql`i.price <= ${f.maxPrice}::numeric`);
  if (f.minYear !== undefined) conds.push(sql`i.vehicle_year >= ${f.minYear}::int`);
  if (f.maxYear !== undefined) conds.push(sql`i.vehicle_year <= ${f.maxYear}::int`);
  if (f.minKm !== undefined) conds.push(sql`i.driven_km >= ${f.minKm}::int`);
  if (f.maxKm !== undefined) conds.push(sql`i.driven_km <= ${f.maxKm}::int`);
  if (f.wanted) {
    const ids = f.wanted.typeIds;
    if (f.wanted.mode === 'only') conds.push(ids.length ? sql`i.item_type_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
    else if (ids.length) conds.push(sql`(i.item_type_id is null or i.item_type_id not in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (f.engineStatus !== undefined) conds.push(sql`i.engine_status = ${f.engineStatus}::smallint`);
  if (f.isSoldOut !== undefined) conds.push(sql`i.is_sold_out = ${f.isSoldOut}`);
  if (f.usersPost !== undefined) conds.push(sql`i.users_post = ${f.usersPost}`);
  if (f.discounted) conds.push(sql`i.discount_rate_by_percentage > 0`);
  if (f.radius) {
    const { lat, lng, miles } = f.radius;
    conds.push(boxCondition(f.radius, geo));
    conds.push(
      sql`${EARTH_MILES}::float8 * 2 * asin(least(1, sqrt(power(sin(radians(i.lat - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(i.lat)) * power(sin(radians(i.lng - ${lng}::float8) / 2), 2)))) <= ${miles}::float8`,
    );
  }
  if (f.followedBy !== undefined) conds.push(sql`i.added_user_id in (select fo.followed_user_id from follows fo where fo.user_id = ${f.followedBy})`);
  if (f.excludeForViewer !== undefined) {
    conds.push(sql`not exists (select 1 from blocks b where b.from_block_user_id = ${f.excludeForViewer} and b.to_block_user_id = i.added_user_id)`);
    conds.push(sql`not exists (select 1 from item_reports r where r.item_id = i.id and r.reported_user_id = ${f.excludeForViewer})`);
  }
  if (f.promoted === true) conds.push(sql`i.id in ${runningPromotionIds(now)}`);
  if (f.promoted === false) conds.push(sql`i.id not in ${runningPromotionIds(now)}`);
  return sql.join(conds, sql` and `);
}

export interface SearchOrder {
  /** null: relevance (only with a text filter). */
  column: OrderColumn | null;
  desc: boolean;
}

function orderSql(o: SearchOrder): SQL {
  const c = ORDER_COLUMNS[o.column ?? 'added_date'];
  return sql.raw(`${c.col} ${o.desc ? c.desc : c.asc}`);
}

/**
 * The page of a search as `(id, n)` SQL for loadPage. Without a text filter: one index-ordered scan with
 * LIMIT/OFFSET over ids only. With text and relevance order: the newest `rankWindow` matches (at least the page)
 * are ranked with ts_rank, so a very common word never ranks the whole table.
 *
 * A radius with `sparseBox` > 0 decides in the same statement (one round trip) how to read: the GiST index counts
 * the published items of the bounding box up to `sparseBox` (an InitPlan, run once); under the break-even size
 * (at most `sparseBox`) the box is read first and sorted, else the sort order is walked. Each branch sits behind a one-time filter on that count, so
 * PostgreSQL runs only one of them.
 */
/** A box this small is always read first, whatever the table size. */
const SMALL_BOX = 100;

export function searchPageSql(
  f: ItemFilters,
  order: SearchOrder,
  page: { limit: number; offset: number },
  now: Date,
  rankWindow: number,
  opts: { boxFirst?: boolean; sparseBox?: number } = {},
): SQL {
  const sparseBox = opts.sparseBox ?? 0;
  if (f.radius && sparseBox > 0 && opts.boxFirst === undefined) {
    // Reading a box of B items first costs B rows; walking the sort order costs about (offset + limit) × N / B
    // rows for N published items. They break even at B = √((offset + limit) × N): read the box first below that
    // (at most `sparseBox`, at least SMALL_BOX), walk above it. N is PostgreSQL's own estimate of the table's rows
    // (no count; -1 before the first ANALYZE, which leaves SMALL_BOX).
    const reach = page.offset + page.limit;
    return sql`with box_count as (select count(*) as n from (${boxSample(f.radius, sparseBox)}) b),
      box_first as (select (select n from box_count) < least(${sparseBox}::float8, greatest(${SMALL_BOX}::float8, sqrt(${reach}::float8 * greatest(c.reltuples, 0)::float8))) as yes
        from pg_class c where c.oid = 'items'::regclass)
      select s.id, s.n from (${searchPageSql(f, order, page, now, rankWindow, { boxFirst: true })}) s where (select yes from box_first)
      union all
      select d.id, d.n from (${searchPageSql(f, order, page, now, rankWindow, { boxFirst: false })}) d where not (select yes from box_first)`;
  }
  const where = whereOf(f, now, opts.boxFirst ? 'gist' : 'range');
  // boxFirst: the matches of a sparse radius are collected first (a materialised CTE that the planner cannot turn
  // into a walk of the whole date index looking for rows that are not there), then sorted. The CTE is named `i`
  // so the ORDER BY below reads the same either way.
  const source = opts.boxFirst
    ? sql`(with i as materialized (select i.id, i.added_date, i.touch_count, i.ordering, i.featured_date, i.price, i.title, i.driven_km${f.text ? sql`, i.search_vector` : sql``}
          from items i where ${where}) select * from i) i`
    : sql`items i`;
  const cond = opts.boxFirst ? sql`true` : where;
  if (f.text && order.column === null) {
    const q = tsqueryOf(f.text);
    const windowSize = Math.max(rankWindow, page.offset + page.limit);
    return sql`select c.id, row_number() over () as n from (
        select c.id from (
          select i.id, i.added_date, i.search_vector from ${source} where ${cond}
          order by i.added_date desc nulls last, i.id asc limit ${windowSize}
        ) c order by ts_rank(c.search_vector, ${q}) desc, c.added_date desc, c.id asc
        limit ${page.limit} offset ${page.offset}) c`;
  }
  return sql`select s.id, row_number() over () as n from (
      select i.id from ${source} where ${cond} order by ${orderSql(order)} limit ${page.limit} offset ${page.offset}) s`;
}

/** Ids of a search page (used when a page is stitched from two parts, e.g. promoted items first). */
export async function searchIds(
  db: DbOrTx,
  f: ItemFilters,
  order: SearchOrder,
  page: { limit: number; offset: number },
  now: Date,
  rankWindow: number,
  opts: { sparseBox?: number } = {},
): Promise<string[]> {
  if (page.limit <= 0) return [];
  const res = await db.execute(sql`select id from (${searchPageSql(f, order, page, now, rankWindow, opts)}) p order by n`);
  return (res.rows as { id: string }[]).map((r) => r.id);
}

export async function countMatches(db: DbOrTx, f: ItemFilters, now: Date): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from items i where ${whereOf(f, now)}`);
  return Number((res.rows[0] as { n: number }).n);
}

// ------------------------------------------------------------------------------------------ items/search_meta

export interface FacetRows {
  total: number;
  category: Map<string, number>;
  make: Map<string, number>;
  bodyStyle: Map<string, number>;
  fuelType: Map<string, number>;
  /** band index (PRICE_BANDS) → count */
  priceBand: Map<number, number>;
}

/** The price band of `i.price` as a SQL expression: `bands` are the lower bounds of the bands after the first. A band
 * holds the prices above its lower bound up to and including its upper bound (the first from 0), as the price range
 * its click sets (min_price just above the lower bound, max_price the upper bound, both inclusive). width_bucket
 * counts the bounds at or below its argument; on negated prices and bounds that is the bounds at or above the
 * price, so the band is the number of bounds strictly below it (one call instead of one test per band). */
const bandOf = (bands: readonly number[]) =>
  bands.length
    ? sql.raw(`(${bands.length} - width_bucket(-i.price, array[${[...bands].sort((a, b) => b - a).map((b) => -Number(b)).join(', ')}]::numeric[]))`)
    : sql.raw('0');

/** The facet filters of a search as conditions on `i` (true when not set): each facet counts with the others. */
function facetConditions(f: ItemFilters, pr: SQL) {
  const { cat_id: category, sub_cat_id: make, model_id: model, body_style_id: body, fuel_type_id: fuel } = f.equals;
  const yes = sql`true`;
  const mk =
    make !== undefined || model !== undefined
      ? sql.join([make !== undefined ? sql`i.sub_cat_id = ${make}` : yes, model !== undefined ? sql`i.model_id = ${model}` : yes], sql` and `)
      : yes;
  return {
    ct: category !== undefined ? sql`i.cat_id = ${category}` : yes,
    mk,
    bs: body !== undefined ? sql`i.body_style_id = ${body}` : yes,
    fu: fuel !== undefined ? sql`i.fuel_type_id = ${fuel}` : yes,
    pr,
  };
}

/** The second step shared by both sources: `inner` yields (cat_id, sub_cat_id, body_style_id, fuel_type_id, band,
 * ct, mk, bs, fu, pr, n) rows, the matches counted per combination of grouped columns and facet filter outcomes;
 * the grouping sets add them up, each facet with its own filter left out. `extra` is one more output column. */
async function sumFacets(db: DbOrTx, inner: SQL, extra: SQL = sql`true`): Promise<{ out: FacetRows; extra: unknown }> {
  const res = await db.execute(sql`
    select grouping(m.cat_id) as g_cat, grouping(m.sub_cat_id) as g_make, grouping(m.body_style_id) as g_body, grouping(m.fuel_type_id) as g_fuel, grouping(m.band) as g_band,
      m.cat_id, m.sub_cat_id, m.body_style_id, m.fuel_type_id, m.band,
      coalesce(sum(m.n) filter (where m.mk and m.bs and m.fu and m.pr), 0)::int as n_cat,
      coalesce(sum(m.n) filter (where m.ct and m.bs and m.fu and m.pr), 0)::int as n_make,
      coalesce(sum(m.n) filter (where m.ct and m.mk and m.fu and m.pr), 0)::int as n_body,
      coalesce(sum(m.n) filter (where m.ct and m.mk and m.bs and m.pr), 0)::int as n_fuel,
      coalesce(sum(m.n) filter (where m.ct and m.mk and m.bs and m.fu), 0)::int as n_band,
      coalesce(sum(m.n) filter (where m.ct and m.mk and m.bs and m.fu and m.pr), 0)::int as n_all,
      ${extra} as extra
    from (${inner}) m
    group by grouping sets ((m.cat_id), (m.sub_cat_id), (m.body_style_id), (m.fuel_type_id), (m.band), ())`);
  const out: FacetRows = { total: 0, category: new Map(), make: new Map(), bodyStyle: new Map(), fuelType: new Map(), priceBand: new Map() };
  type Row = Record<'g_cat' | 'g_make' | 'g_body' | 'g_fuel' | 'g_band' | 'n_cat' | 'n_make' | 'n_body' | 'n_fuel' | 'n_band' | 'n_all' | 'band', number> &
    Record<'cat_id' | 'sub_cat_id' | 'body_style_id' | 'fuel_type_id', string | null> & { extra: unknown };
  let extraValue: unknown;
  for (const r of res.rows as Row[]) {
    extraValue = r.extra;
    const grouped = [r.g_cat, r.g_make, r.g_body, r.g_fuel, r.g_band].map(Number);
    if (grouped.every((g) => g === 1)) out.total = Number(r.n_all);
    else if (grouped[0] === 0 && r.cat_id && Number(r.n_cat) > 0) out.category.set(r.cat_id, Number(r.n_cat));
    else if (grouped[1] === 0 && r.sub_cat_id && Number(r.n_make) > 0) out.make.set(r.sub_cat_id, Number(r.n_make));
    else if (grouped[2] === 0 && r.body_style_id && Number(r.n_body) > 0) out.bodyStyle.set(r.body_style_id, Number(r.n_body));
    else if (grouped[3] === 0 && r.fuel_type_id && Number(r.n_fuel) > 0) out.fuelType.set(r.fuel_type_id, Number(r.n_fuel));
    else if (grouped[4] === 0 && Number(r.n_band) > 0) out.priceBand.set(Number(r.band), Number(r.n_band));
  }
  return { out, extra: extraValue };
}

/**
 * The count and the facet counts of a search in one statement and one pass over the matches: the rows matching
 * every filter except the five facet filters are grouped by GROUPING SETS (category, make, body style, fuel type,
 * price band, and the grand total), and each facet counts with FILTER the rows that pass the other facet filters
 * (its own left out). `bands` are the lower bounds of the price bands after the first.
 */
export async function facetCounts(db: DbOrTx, f: ItemFilters, now: Date, bands: readonly number[]): Promise<FacetRows> {
  const { cat_id: _c, sub_cat_id: _s, model_id: _m, body_style_id: _b, fuel_type_id: _f, ...otherEquals } = f.equals;
  const base: ItemFilters = { ...f, equals: otherEquals, minPrice: undefined, maxPrice: undefined };
  const yes = sql`true`;
  const pr = sql.join(
    [f.minPrice !== undefined ? sql`i.price >= ${f.minPrice}::numeric` : yes, f.maxPrice !== undefined ? sql`i.price <= ${f.maxPrice}::numeric` : yes],
    sql` and `,
  );
  const { ct, mk, bs, fu } = facetConditions(f, pr);
  // Two steps: the matches are first counted per combination of the grouped columns and facet filter outcomes
  // (a few thousand rows at most, read in index order from items_public_facets_idx when only published listings are
  // asked for), then the grouping sets add those counts up.
  const inner = sql`
      select i.cat_id, i.sub_cat_id, i.body_style_id, i.fuel_type_id, ${bandOf(bands)} as band,
        (${ct}) as ct, (${mk}) as mk, (${bs}) as bs, (${fu}) as fu, (${pr}) as pr, count(*) as n
      from items i where ${whereOf(base, now)}
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;
  return (await sumFacets(db, inner)).out;
}

// ------------------------------------------------------------------------------------------ the facet-count table

/** What the facet-count table (migration 0019, decision 019) can answer a search with: the price cells a price
 * filter takes in whole (null: no price filter), and the viewer whose blocked sellers and reported listings are
 * taken off. */
export interface FacetTablePlan {
  cells: number[] | null;
  excludeForViewer?: string;
}

/** Hundredths of a non-negative decimal string ("5000.01" → 500001), rounded up or down (prices have 2 decimals). */
function cents(v: string, round: 'up' | 'down'): bigint {
  const [whole = '0', frac = ''] = v.split('.');
  const base = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  return round === 'up' && /[1-9]/.test(frac.slice(2)) ? base + 1n : base;
}

/**
 * Whether the facet-count table answers these filters exactly, and how: only published listings, no filter but
 * the ones it groups by (category, make, body style, fuel type, item type and "wanted") — words, place, year,
 * mileage, model, brand, promotions, followed sellers… need the listings themselves — and a price range that takes
 * every price cell whole or not at all (the band ranges the list's price facet sets, or none). A signed-in viewer's
 * hidden listings (blocked sellers, reported listings) are taken off from the listings (see facetCountsFromTable).
 * `bands` are the band edges (lower bounds of the bands after the first), ascending.
 */
export function facetTablePlan(f: ItemFilters, bands: readonly number[]): FacetTablePlan | undefined {
  if (f.statuses.length !== 1 || f.statuses[0] !== 1) return undefined;
  const grouped = new Set<EqualsColumn>(['cat_id', 'sub_cat_id', 'body_style_id', 'fuel_type_id', 'item_type_id']);
  for (const [k, v] of Object.entries(f.equals)) if (v !== undefined && !grouped.has(k as EqualsColumn)) return undefined;
  const { statuses: _s, equals: _e, wanted: _w, minPrice, maxPrice, excludeForViewer, ...rest } = f;
  if (Object.values(rest).some((v) => v !== undefined)) return undefined;
  let cells: number[] | null = null;
  if (minPrice !== undefined || maxPrice !== undefined) {
    // Prices are whole cents: price >= min ⇔ cents >= ceil(min), price <= max ⇔ cents <= floor(max).
    const lo = minPrice !== undefined ? cents(minPrice, 'up') : null;
    const hi = maxPrice !== undefined ? cents(maxPrice, 'down') : null;
    const edges = [...bands].sort((a, b) => a - b).map((e) => BigInt(Math.round(e * 100)));
    cells = [];
    for (let b = 0; b <= edges.length; b++) {
      // Cell 2b: the prices strictly between edge b and edge b+1 (unbounded below the first and above the last).
      const from = b > 0 ? edges[b - 1]! + 1n : null;
      const to = b < edges.length ? edges[b]! - 1n : null;
      const allIn = (lo === null || (from !== null && lo <= from)) && (hi === null || (to !== null && hi >= to));
      const noneIn = (hi !== null && from !== null && hi < from) || (lo !== null && to !== null && lo > to) || (from !== null && to !== null && from > to);
      if (allIn) cells.push(2 * b);
      else if (!noneIn) return undefined;
      // Cell 2b+1: the price on edge b+1.
      if (b < edges.length) {
        const e = edges[b]!;
        if ((lo === null || lo <= e) && (hi === null || e <= hi)) cells.push(2 * b + 1);
      }
    }
  }
  return excludeForViewer !== undefined ? { cells, excludeForViewer } : { cells };
}

/**
 * items/search_meta from the facet-count table (`plan` from facetTablePlan): the same two steps as facetCounts,
 * the first one summing the table's groups (counts + deltas not yet compacted, one snapshot) instead of reading
 * every listing. For a signed-in viewer the listings hidden from them are read and taken off. Undefined when the
 * table was counted with other band edges than `bands` (the periodic job rebuilds it): the caller counts the
 * listings instead.
 */
export async function facetCountsFromTable(db: DbOrTx, f: ItemFilters, plan: FacetTablePlan, bands: readonly number[]): Promise<FacetRows | undefined> {
  const yes = sql`true`;
  const pr = plan.cells === null ? yes : plan.cells.length ? sql.raw(`i.price_cell in (${plan.cells.join(', ')})`) : sql`false`;
  const { ct, mk, bs, fu } = facetConditions(f, pr);
  const conds: SQL[] = [];
  if (f.equals.item_type_id !== undefined) conds.push(sql`i.item_type_id = ${f.equals.item_type_id}`);
  if (f.wanted) {
    const ids = f.wanted.typeIds;
    if (f.wanted.mode === 'only') conds.push(ids.length ? sql`i.item_type_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
    else if (ids.length) conds.push(sql`(i.item_type_id is null or i.item_type_id not in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  const viewer = plan.excludeForViewer;
  // The viewer's hidden listings, each once: the ids first (through items_owner_idx and item_reports_reporter_idx;
  // an OR of the two conditions on items would read every listing), then their rows by primary key.
  const hidden = viewer
    ? sql`union all
        select i.cat_id, i.sub_cat_id, i.body_style_id, i.fuel_type_id, i.item_type_id, wd_price_cell(i.price, (select edges from item_facet_bands)), -count(*)
        from items i
        join (
          select o.id from items o
          where o.added_user_id in (select b.to_block_user_id from blocks b where b.from_block_user_id = ${viewer}) and o.status = 1
          union
          select r.item_id from item_reports r where r.reported_user_id = ${viewer}
        ) h on h.id = i.id
        where i.status = 1
        group by 1, 2, 3, 4, 5, 6`
    : sql``;
  const inner = sql`
      select i.cat_id, i.sub_cat_id, i.body_style_id, i.fuel_type_id, i.price_cell / 2 as band,
        (${ct}) as ct, (${mk}) as mk, (${bs}) as bs, (${fu}) as fu, (${pr}) as pr, sum(i.n) as n
      from (
        select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n from item_facet_counts
        union all
        select cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n from item_facet_deltas
        ${hidden}
      ) i (cat_id, sub_cat_id, body_style_id, fuel_type_id, item_type_id, price_cell, n)
      where ${conds.length ? sql.join(conds, sql` and `) : yes}
      group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;
  const { out, extra } = await sumFacets(db, inner, sql`(select b.edges = ${edgesLiteral(bands)}::numeric[] from item_facet_bands b)`);
  return extra === true ? out : undefined;
}

/** Band edges as one array parameter (an array value would be spread into a list of parameters). */
const edgesLiteral = (bands: readonly number[]) => `{${[...bands].sort((a, b) => a - b).join(',')}}`;

/** Moves the facet-count deltas into the counts (one caller at a time); answers how many deltas were moved. */
export async function compactFacetCounts(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select wd_item_facets_compact() as moved`);
  return Number((res.rows[0] as { moved: number }).moved);
}

/** The band edges the facet-count table was counted with (ascending). */
export async function facetTableEdges(db: DbOrTx): Promise<number[] | undefined> {
  const res = await db.execute(sql`select edges from item_facet_bands`);
  const row = res.rows[0] as { edges: string[] | string } | undefined;
  if (!row) return undefined;
  const list = Array.isArray(row.edges) ? row.edges : row.edges.replace(/[{}]/g, '').split(',').filter(Boolean);
  return list.map(Number);
}

/** Counts the facet-count table again from the listings with these band edges (writers of items wait meanwhile). */
export async function rebuildFacetCounts(db: DbOrTx, bands: readonly number[]): Promise<void> {
  await db.execute(sql`select wd_item_facets_rebuild(${edgesLiteral(bands)}::numeric[])`);
}

// ------------------------------------------------------------------------------------------ small reads & writes

export interface ItemAccess {
  id: string;
  status: number;
  addedUserId: string;
}

/** The few columns that decide who may see an item. */
export async function findItemAccess(db: DbOrTx, id: string): Promise<ItemAccess | undefined> {
  const res = await db.execute(sql`select id, status, added_user_id from items where id = ${id}`);
  const r = res.rows[0] as { id: string; status: number; added_user_id: string } | undefined;
  return r && { id: r.id, status: Number(r.status), addedUserId: r.added_user_id };
}

/** Toggles the user's favourite of an item and keeps items.favourite_count in step; true when now favourited. */
export async function toggleFavourite(db: DbOrTx, userId: string, itemId: string, now: Date): Promise<boolean> {
  const inserted = await db.execute(
    sql`insert into favourites (user_id, item_id, added_date) values (${userId}, ${itemId}, ${now}) on conflict do nothing returning item_id`,
  );
  if (inserted.rows.length > 0) {
    await db.execute(sql`update items set favourite_count = favourite_count + 1 where id = ${itemId}`);
    return true;
  }
  const deleted = await db.execute(sql`delete from favourites where user_id = ${userId} and item_id = ${itemId} returning item_id`);
  if (deleted.rows.length > 0) await db.execute(sql`update items set favourite_count = greatest(favourite_count - 1, 0) where id = ${itemId}`);
  return false;
}

/** Records one view per visitor per item per day; true (and touch_count + 1) only for a new view. */
export async function recordTouch(db: DbOrTx, itemId: string, visitorKey: string, userId: string | null, day: string, now: Date): Promise<boolean> {
  const inserted = await db.execute(
    sql`insert into touches (item_id, visitor_key, user_id, touch_date, added_date) values (${itemId}, ${visitorKey}, ${userId}, ${day}::date, ${now}) on conflict do nothing returning item_id`,
  );
  if (inserted.rows.length === 0) return false;
  await db.execute(sql`update items set touch_count = touch_count + 1 where id = ${itemId}`);
  return true;
}

export async function findGallery(db: DbOrTx, parentId: string, imgType: string): Promise<ImageRow[]> {
  const res = await db.execute(
    sql`select to_jsonb(img) as j from images img where img.img_parent_id = ${parentId} and img.img_type = ${imgType} order by img.ordering, img.added_date, img.id`,
  );
  return (res.rows as { j: Record<string, unknown> }[]).map((r) => toImageRow(r.j));
}

/** Page SQL: the user's favourites, newest first (published items only). */
export const favouritesPageSql = (userId: string, page: { limit: number; offset: number }) =>
  sql`select s.id, row_number() over () as n from (
      select f.item_id as id from favourites f join items i on i.id = f.item_id
      where f.user_id = ${userId} and i.status = 1 order by f.added_date desc, f.item_id limit ${page.limit} offset ${page.offset}) s`;

/** Page SQL: sold items, most recently sold first. */
export const soldPageSql = (f: ItemFilters, page: { limit: number; offset: number }, now: Date) =>
  sql`select s.id, row_number() over () as n from (
      select i.id from items i where ${whereOf({ ...f, isSoldOut: true }, now)}
      order by coalesce(i.sold_date, i.updated_date, i.added_date) desc, i.id limit ${page.limit} offset ${page.offset}) s`;

/** Published listings for the sitemap, newest first: id, title and last change. */
export async function publishedItemLinks(db: DbOrTx, limit: number): Promise<{ id: string; title: string; lastmod: Date }[]> {
  const res = await db.execute(sql`select id, title, coalesce(updated_date, added_date) as lastmod from items where status = 1 order by added_date desc, id limit ${limit}`);
  return res.rows as { id: string; title: string; lastmod: Date }[];
}
