/**
 * items/search benchmark (npm run bench; not part of the tests).
 *
 * Creates its own database on the server of BENCH_DATABASE_URL / TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it, loads the catalogue and a deterministic dataset of
 * 100k listings with set-based SQL, then grows it to 1M. At each size it starts, each in its own process,
 *   - ours: the real app (buildApp + listen on 127.0.0.1), answering POST items/search through the whole
 *     transport (API key, session lookup, validation, typo lookup, page loader, presenter), and
 *   - bare: Fastify + pg running one hand-written SQL query per request that returns the same rows with the
 *     main nested names,
 * and drives them on loopback with keep-alive, shape by shape, in two phases:
 *   1. throughput: closed loop at a fixed concurrency (saturation): requests per second, p50/p95/p99, the ratio;
 *   2. latency: open loop at a fixed offered rate, the same for ours and bare (half of bare's saturated
 *      throughput for that shape and size, measured in phase 1), each latency taken from the moment the request
 *      was due, not from when it was sent (so a stall counts against every request queued behind it).
 * The p99 target is judged on phase 2: in a closed loop at concurrency C, latency is C / throughput by Little's
 * law, whatever the code does (decision 005). Timing never fails anything; it reports.
 *
 * Env: BENCH_SIZES (default "100000,1000000"), BENCH_REQUESTS (per shape and server, default 600),
 * BENCH_CONCURRENCY (default 16), BENCH_LOAD (offered rate as a fraction of bare's saturated throughput, default
 * 0.5), BENCH_LATENCY_SECONDS (per shape and server, default 6), BENCH_KEEP=1 keeps the database afterwards,
 * BENCH_REUSE_DB=<name> runs the requests against such a kept database without loading, BENCH_META_ONLY=1 measures
 * items/search_meta only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { FORM_LOOKUP_TABLES } from '@wheeldeal/contract';
import { serveOurs as serveOursApp } from './serve-ours.ts';

const SELF = fileURLToPath(import.meta.url);
const API_KEY = 'bench-key';
const PAGE = 10;
const LATENCY_ROUNDS = 3;

// ------------------------------------------------------------------------------------------ dataset

const MAKES = [
  'Toyota',
  'Honda',
  'Nissan',
  'Mazda',
  'Subaru',
  'Mitsubishi',
  'Suzuki',
  'Lexus',
  'Hyundai',
  'Kia',
  'Ford',
  'Chevrolet',
  'Dodge',
  'Jeep',
  'Tesla',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Volkswagen',
  'Porsche',
  'Volvo',
  'Peugeot',
  'Renault',
  'Citroen',
  'Fiat',
  'Alfa Romeo',
  'Skoda',
  'Seat',
  'Opel',
  'Land Rover',
  'Jaguar',
  'Mini',
  'Isuzu',
  'Daihatsu',
  'Proton',
  'Perodua',
  'Geely',
  'BYD',
  'Chery',
  'Tata',
];
const MODEL_WORDS = ['Corsa', 'Vista', 'Nova', 'Astra', 'Vega', 'Orion', 'Atlas', 'Terra'];
/** 8 models per make: the make's initials + a word ("TO Corsa"), so model names differ by make. */
const MODELS = MAKES.flatMap((make) => MODEL_WORDS.map((w) => `${make.slice(0, 2).toUpperCase()} ${w}`));
const FEATURES = [
  'leather seats',
  'alloy wheels',
  'navigation',
  'backup camera',
  'cruise control',
  'bluetooth audio',
  'heated seats',
  'parking sensors',
  'keyless entry',
  'new tyres',
  'tow bar',
  'roof rails',
  'xenon lights',
  'climate control',
  'full service history',
  'one owner',
  'low mileage',
  'fresh paint',
  'new battery',
  'spare key',
];
const COLORS = ['Red', 'Blue', 'Black', 'White', 'Silver', 'Grey', 'Green', 'Yellow'];
const LOOKUP_TABLES = FORM_LOOKUP_TABLES;
const CITIES = 50;
const USERS = 10_000;
const cityLat = (n: number) => 16 + (n % 10) * 0.9;
const cityLng = (n: number) => 94 + Math.floor(n / 10) * 0.9;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function loadCatalogue(db: pg.Pool): Promise<void> {
  await db.query(`insert into categories (id, cat_name, cat_ordering) select 'cat_b' || n, 'Category ' || n, n from generate_series(0, 4) n`);
  await db.query(
    `insert into subcategories (id, cat_id, name, ordering) select 'sub_b' || (n - 1), 'cat_b' || ((n - 1) % 5), m, n from unnest($1::text[]) with ordinality as x(m, n)`,
    [MAKES],
  );
  await db.query(
    `insert into models (id, sub_cat_id, name) select 'mdl_b' || (n - 1), 'sub_b' || ((n - 1) / 8), m from unnest($1::text[]) with ordinality as x(m, n)`,
    [MODELS],
  );
  for (const table of LOOKUP_TABLES) {
    const names = table === 'colors' ? COLORS : Array.from({ length: 8 }, (_, i) => `${table.replace(/_/g, ' ')} ${i}`);
    await db.query(`insert into ${table} (id, name, ordering) select 'lkp_${table}_' || (n - 1), v, n from unnest($1::text[]) with ordinality as x(v, n)`, [
      names,
    ]);
  }
  await db.query(
    `insert into currencies (id, currency_short_form, currency_symbol, is_default) values ('cur_b0', 'USD', '$', true), ('cur_b1', 'EUR', '€', false)`,
  );
  await db.query(
    `insert into locations (id, name, lat, lng, ordering) select 'loc_b' || n, 'City ' || n, 16 + (n % 10) * 0.9, 94 + (n / 10) * 0.9, n from generate_series(0, ${CITIES - 1}) n`,
  );
  await db.query(
    `insert into townships (id, city_id, township_name, lat, lng) select 'twn_b' || n, 'loc_b' || (n / 4), 'Township ' || n, 0, 0 from generate_series(0, ${CITIES * 4 - 1}) n`,
  );
  await db.query(
    `insert into users (id, user_name, user_email, status, role_id, email_verify) select 'usr_b' || n, 'Seller ' || n, 'seller' || n || '@bench.local', 1, 4, true from generate_series(0, ${USERS - 1}) n`,
  );
}

/** Loads listings from+1..to with set-based SQL. search_vector is computed in the same INSERT with the trigger's
 * formula (the trigger and the FK checks are off during the load; the rows are consistent by construction). */
async function loadItems(db: pg.Pool, from: number, to: number, now: Date): Promise<void> {
  const client = await db.connect();
  try {
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query(`set max_parallel_maintenance_workers = 2`);
    const { rows: idx } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('items', 'images') and indexname not like '%_pkey'`,
    );
    for (const i of idx) await client.query(`drop index ${i.indexname}`);
    await client.query(`alter table items disable trigger all`);
    await client.query(`alter table images disable trigger all`);
    const args = [MAKES, MODELS, FEATURES, COLORS, now, from + 1, to];
    await client.query(
      `insert into items (id, cat_id, sub_cat_id, model_id, item_type_id, item_price_type_id, item_currency_id, item_location_id,
          item_location_township_id, condition_of_item_id, deal_option_id, fuel_type_id, transmission_id, color_id, body_style_id,
          seller_type_id, vehicle_type_id, vehicle_registration_state_id, title, description, highlight_info, brand, price,
          discount_rate_by_percentage, lat, lng, vehicle_year, driven_km, engine_status, users_post, status, is_sold_out,
          touch_count, favourite_count, ordering, featured_date, added_user_id, added_date, search_vector)
       select s.id, 'cat_b' || (s.mk % 5), 'sub_b' || s.mk, 'mdl_b' || s.md, 'lkp_item_types_' || (s.g % 8), 'lkp_price_types_' || (s.g % 3),
          'cur_b' || (s.g % 2), 'loc_b' || s.city, 'twn_b' || (s.city * 4 + s.g % 4), 'lkp_conditions_' || (s.g % 4),
          'lkp_deal_options_' || (s.g % 3), 'lkp_fuel_types_' || (s.g % 5), 'lkp_transmissions_' || (s.g % 2),
          'lkp_colors_' || (s.g % 8), 'lkp_body_styles_' || (s.g % 7), 'lkp_seller_types_' || (s.g % 2),
          'lkp_vehicle_types_' || (s.g % 4), 'lkp_states_' || (s.g % 8), s.title, s.description, s.highlight, '',
          s.price, case when s.g % 7 = 0 then 10 else 0 end,
          16 + (s.city % 10) * 0.9 + ((s.g * 17) % 1000) / 2500.0 - 0.2, 94 + (s.city / 10) * 0.9 + ((s.g * 29) % 1000) / 2500.0 - 0.2,
          1990 + (s.g * 13) % 35, (s.g * 7919) % 300000, (s.g % 20 <> 0)::int, s.g % 3 <> 0,
          case when s.g % 10 <> 0 then 1 else (s.g / 10) % 5 end, s.g % 17 = 0,
          ((s.g::bigint * 2654435761) % 10000)::int, (s.g * 31) % 50, s.g % 100,
          case when s.g % 50 = 0 then $5::timestamptz - (s.g % 1000) * interval '1 hour' end,
          'usr_b' || ((s.g * 7) % ${USERS}), $5::timestamptz - s.g * interval '30 seconds',
          setweight(to_tsvector('simple', wd_unaccent(s.title)), 'A') ||
          setweight(to_tsvector('simple', wd_unaccent(s.make || ' ' || s.model)), 'A') ||
          setweight(to_tsvector('simple', wd_unaccent(s.highlight)), 'C') ||
          setweight(to_tsvector('simple', wd_unaccent(s.description)), 'D')
       from (
         select g, 'itm_b' || lpad(g::text, 8, '0') as id, mk, mk * 8 + mj as md, (g * 37) % ${CITIES} as city,
           ($1::text[])[mk + 1] as make, ($2::text[])[mk * 8 + mj + 1] as model,
           ($1::text[])[mk + 1] || ' ' || ($2::text[])[mk * 8 + mj + 1] || ' ' || (1990 + (g * 13) % 35) as title,
           'Well maintained ' || lower(($4::text[])[(g % 8)::int + 1]) || ' vehicle with ' || ($3::text[])[(g % 20)::int + 1] || ' and ' ||
             ($3::text[])[((g / 20) % 20)::int + 1] || '. ' || case when g % 5 = 0 then 'Electric sunroof. ' else '' end ||
             case when g % 10007 = 0 then 'Rare vintage collector piece. ' else '' end ||
             'Service history available, ' || (g % 5 + 1) || ' previous owners.' as description,
           ($3::text[])[((g * 3) % 20)::int + 1] as highlight,
           1000 + (g * 7907) % 99000 as price
         from (select g, ((g * 31) % 40)::int as mk, ((g / 40) % 8)::int as mj from generate_series($6::bigint, $7::bigint) g) gg
       ) s`,
      args,
    );
    await client.query(
      `insert into images (id, img_parent_id, img_type, img_path, img_width, img_height, ordering)
       select 'img_b' || g, 'itm_b' || lpad(g::text, 8, '0'), 'item', 'bench/' || g || '.jpg', 1024, 768, 0 from generate_series($1::bigint, $2::bigint) g`,
      [from + 1, to],
    );
    await client.query(
      `insert into paid_items (id, item_id, user_id, start_date, end_date, how_many_day, amount_minor, payment_method, status)
       select 'pai_b' || g, 'itm_b' || lpad(g::text, 8, '0'), 'usr_b' || ((g * 7) % ${USERS}), $1::timestamptz - interval '1 day', $1::timestamptz + interval '6 days', 7, 1000, 'offline', 'approved'
       from generate_series($2::int, $3::int) g where g % 1000 = 1`,
      [now, from + 1, to],
    );
    await client.query(`alter table items enable trigger all`);
    await client.query(`alter table images enable trigger all`);
    // The facet-count table's triggers were off too: count it from the listings (migration 0019).
    await client.query(`select wd_item_facets_rebuild()`);
    for (const i of idx) await client.query(i.indexdef);
  } finally {
    client.release();
  }
  await db.query('vacuum analyze items');
  await db.query('vacuum analyze images');
  await db.query('vacuum analyze paid_items');
  await db.query('vacuum analyze item_facet_counts');
  // Write the loaded pages out now, so that the checkpoint the load would trigger does not land in a measurement.
  await db.query('checkpoint').catch(() => undefined);
}

// ------------------------------------------------------------------------------------------ shapes

interface Shape {
  name: string;
  body: Record<string, string>;
  offset?: number;
}
const SHAPES: Shape[] = [
  { name: 'no filter', body: {} },
  { name: 'make + price range', body: { sub_cat_id: 'sub_b3', min_price: '20000', max_price: '60000' } },
  { name: 'keyword common', body: { searchterm: 'sunroof' } },
  { name: 'keyword rare', body: { searchterm: 'vintage' } },
  { name: 'radius 10 mi', body: { lat: String(cityLat(7)), lng: String(cityLng(7)), miles: '10' } },
  { name: 'deep page (offset 10000)', body: {}, offset: 10_000 },
  { name: 'sort by popular', body: { order_by: 'touch_count', order_type: 'desc' } },
];

/**
 * items/search_meta (count + facet counts + corrections) on the same filters, measured beside the shapes: it has no
 * bare twin (its answer is not a page of items). Three servers of ours answer them: `uncached` has the answer cache
 * off (every request computes: from the facet-count table when it covers the filters, decision 019), `listings`
 * has the cache and the table off (every request counts the listings: the statement before the table), `cached`
 * is the app as deployed, the same body over and over (the landing list) answered from the 30 s cache.
 * "make + price" (20,000–60,000) cuts a band, so the table does not cover it; "make + band" is the price facet's
 * band (20,000, 30,000] and "category" the landing list of one category, both covered.
 */
const META_SHAPES: { name: string; body: Record<string, string> }[] = [
  { name: 'facets + count, no filter', body: { wanted: '0' } },
  { name: 'facets + count, category', body: { wanted: '0', cat_id: 'cat_b2' } },
  { name: 'facets + count, make + band', body: { wanted: '0', sub_cat_id: 'sub_b3', min_price: '20000.01', max_price: '30000' } },
  { name: 'facets + count, make + price', body: { wanted: '0', sub_cat_id: 'sub_b3', min_price: '20000', max_price: '60000' } },
  { name: 'facets + count, keyword common', body: { wanted: '0', searchterm: 'sunroof' } },
];

interface MetaRow {
  size: number;
  shape: string;
  uncached: Stats;
  listings: Stats;
  cached: Stats;
  count: string;
  /** Whether the table's answer and the listings' answer were the same. */
  same: boolean;
}

async function measureMeta(ports: { cached: number; uncached: number; listings: number }, size: number, requests: number): Promise<MetaRow[]> {
  const path = `/index.php/rest/items/search_meta/api_key/${API_KEY}`;
  const out: MetaRow[] = [];
  const loop = async (n: number, concurrency: number, body: () => Record<string, string>, port = ports.cached): Promise<Measure> => {
    const latencies: number[] = [];
    let next = 0;
    const started = process.hrtime.bigint();
    const worker = async () => {
      while (next < n) {
        next++;
        const t0 = process.hrtime.bigint();
        const res = await post(port, path, body());
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (res.status !== 200) throw new Error(`search_meta: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
  for (const shape of META_SHAPES) {
    const body = () => shape.body;
    await loop(8, 2, body, ports.uncached); // warm-up
    await loop(4, 2, body, ports.listings);
    // Alternating rounds, so background load hits both alike.
    const uncached: Measure[] = [];
    const listings: Measure[] = [];
    const n = Math.max(24, Math.round(requests / 10));
    for (let r = 0; r < 3; r++) {
      uncached.push(await loop(Math.ceil(n / 3), 2, body, ports.uncached));
      listings.push(await loop(Math.ceil(n / 3), 2, body, ports.listings));
    }
    const cached = combine([await loop(requests, 16, body)]);
    const fromTable = (await post(ports.uncached, path, shape.body)).body;
    const fromListings = (await post(ports.listings, path, shape.body)).body;
    const count = (JSON.parse(fromTable) as { count: string }).count;
    out.push({ size, shape: shape.name, uncached: combine(uncached), listings: combine(listings), cached, count, same: fromTable === fromListings });
  }
  return out;
}

// ------------------------------------------------------------------------------------------ the bare server

const BARE_COLUMNS = `i.id, i.title, i.price, i.added_date, i.touch_count, i.lat, i.lng, i.vehicle_year, i.driven_km, i.added_user_id,
  c.cat_name, s.name as make, m.name as model, l.name as city, cur.currency_symbol, u.user_name,
  (select img.img_path from images img where img.img_parent_id = i.id and img.img_type = 'item' order by img.ordering limit 1) as photo`;
const BARE_JOINS = `join categories c on c.id = i.cat_id join subcategories s on s.id = i.sub_cat_id left join models m on m.id = i.model_id
  left join locations l on l.id = i.item_location_id left join currencies cur on cur.id = i.item_currency_id join users u on u.id = i.added_user_id`;

/** `full`: every item row with all its nested rows (category, make, model, currency, city, township, the twelve
 * lookups, seller, first photo, video, icon, photo count) as one JSON document built by PostgreSQL: the same
 * data the wire Item carries, about the same bytes. */
const LOOKUP_JOINS: [string, string, string][] = [
  ['model', 'models', 'model_id'],
  ['item_type', 'item_types', 'item_type_id'],
  ['item_price_type', 'price_types', 'item_price_type_id'],
  ['item_currency', 'currencies', 'item_currency_id'],
  ['item_location', 'locations', 'item_location_id'],
  ['item_location_township', 'townships', 'item_location_township_id'],
  ['condition_of_item', 'conditions', 'condition_of_item_id'],
  ['deal_option', 'deal_options', 'deal_option_id'],
  ['tag', 'tags', 'tag_id'],
  ['fuel_type', 'fuel_types', 'fuel_type_id'],
  ['transmission_type', 'transmissions', 'transmission_id'],
  ['color', 'colors', 'color_id'],
  ['body_style', 'body_styles', 'body_style_id'],
  ['seller_type', 'seller_types', 'seller_type_id'],
  ['vehicle_type', 'vehicle_types', 'vehicle_type_id'],
  ['vehicle_registration_state', 'states', 'vehicle_registration_state_id'],
];
const firstImage = (type: string) =>
  `(select to_jsonb(img) from images img where img.img_parent_id = i.id and img.img_type = '${type}' order by img.ordering limit 1)`;
const BARE_FULL = `coalesce(json_agg((to_jsonb(i) - 'search_vector') || jsonb_build_object(
    'category', (select to_jsonb(c) from categories c where c.id = i.cat_id),
    'sub_category', (select to_jsonb(s) from subcategories s where s.id = i.sub_cat_id),
    ${LOOKUP_JOINS.map(([key, table, col]) => `'${key}', (select to_jsonb(t) from ${table} t where t.id = i.${col})`).join(',\n    ')},
    'user', (select to_jsonb(u) - 'password_hash' from users u where u.id = i.added_user_id),
    'default_photo', ${firstImage('item')}, 'default_video', ${firstImage('item-video')}, 'default_video_icon', ${firstImage('item-video-icon')},
    'photo_count', (select count(*) from images img where img.img_parent_id = i.id and img.img_type = 'item'),
    'paid_status', (select max(p.status) from paid_items p where p.item_id = i.id),
    'is_favourited', '0', 'is_owner', '0') order by p.n), '[]')::text as json`;

/** The hand-written query of each shape: the same rows as ours, in one statement. `min` answers the main
 * columns and names only; `full` the same data as the wire Item (see BARE_FULL). */
function bareQuery(shape: Shape, variant: 'min' | 'full'): { text: string; values: unknown[] } {
  const b = shape.body;
  const page = (o: string) =>
    variant === 'min'
      ? `select ${BARE_COLUMNS} from (${o}) p join items i on i.id = p.id ${BARE_JOINS} order by p.n`
      : `select ${BARE_FULL} from (${o}) p join items i on i.id = p.id`;
  const ordered = (where: string, order: string, values: unknown[], offset = 0) => ({
    text: page(
      `select id, row_number() over () as n from (select i.id from items i where i.status = 1 ${where} order by ${order} limit ${PAGE} offset ${offset}) x`,
    ),
    values,
  });
  if (b.searchterm) {
    return {
      text: page(`select id, row_number() over () as n from (select c.id from (
          select i.id, i.added_date, i.search_vector from items i where i.status = 1 and i.search_vector @@ to_tsquery('simple', $1 || ':*')
          order by i.added_date desc nulls last, i.id limit 1000) c
        order by ts_rank(c.search_vector, to_tsquery('simple', $1 || ':*')) desc, c.added_date desc, c.id limit ${PAGE}) x`),
      values: [b.searchterm],
    };
  }
  if (b.sub_cat_id)
    return ordered('and i.sub_cat_id = $1 and i.price >= $2 and i.price <= $3', 'i.added_date desc nulls last, i.id', [b.sub_cat_id, b.min_price, b.max_price]);
  if (b.miles) {
    const lat = Number(b.lat);
    const lng = Number(b.lng);
    const miles = Number(b.miles);
    const dLat = miles / 69;
    const dLng = miles / (69 * Math.cos((lat * Math.PI) / 180));
    return ordered(
      `and i.lat between $1 and $2 and i.lng between $3 and $4
       and 3958.7613 * 2 * asin(least(1, sqrt(power(sin(radians(i.lat - $5) / 2), 2) + cos(radians($5)) * cos(radians(i.lat)) * power(sin(radians(i.lng - $6) / 2), 2)))) <= $7`,
      'i.added_date desc nulls last, i.id',
      [lat - dLat, lat + dLat, lng - dLng, lng + dLng, lat, lng, miles],
    );
  }
  if (b.order_by === 'touch_count') return ordered('', 'i.touch_count desc nulls last, i.id', []);
  return ordered('', 'i.added_date desc nulls last, i.id', [], shape.offset ?? 0);
}

async function serveBare(url: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.post<{ Params: { shape: string } }>('/bare/:shape', async (req) => {
    const q = bareQuery(SHAPES[Number(req.params.shape)]!, 'min');
    const { rows } = await pool.query(q.text, q.values);
    return rows;
  });
  app.post<{ Params: { shape: string } }>('/bare-full/:shape', async (req, reply) => {
    const q = bareQuery(SHAPES[Number(req.params.shape)]!, 'full');
    const { rows } = await pool.query<{ json: string }>(q.text, q.values);
    return reply.type('application/json; charset=utf-8').send(rows[0]!.json);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address() as { port: number };
  process.send!({ port: addr.port });
}

const serveOurs = (url: string): Promise<void> => serveOursApp(url, { apiKey: API_KEY, pool: 10 });

/** Ours for the uncached search_meta measurements: the answer cache off, and the facet-count table on or off. */
async function serveOursMeta(url: string, table: boolean): Promise<void> {
  const { META_TUNING } = await import('../src/modules/items/items.read.service.ts');
  META_TUNING.ttlMs = 0;
  META_TUNING.table = table;
  await serveOurs(url);
}

// ------------------------------------------------------------------------------------------ load generator

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(port: number, p: string, body: unknown): Promise<{ status: number; body: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: p, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

type TargetName = 'ours' | 'bare' | 'bareMin';
interface Target {
  name: TargetName;
  port: number;
  path(shapeIndex: number): string;
}

interface Stats {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Measure {
  latencies: number[];
  seconds: number;
}

function combine(parts: Measure[]): Stats {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const seconds = parts.reduce((s, p) => s + p.seconds, 0);
  return { rps: latencies.length / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99) };
}

async function drive(target: Target, shapeIndex: number, requests: number, concurrency: number): Promise<Measure> {
  const shape = SHAPES[shapeIndex]!;
  const latencies: number[] = [];
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t0 = process.hrtime.bigint();
      const res = await post(target.port, target.path(shapeIndex), shape.body);
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) throw new Error(`${target.name} ${shape.name}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/**
 * Open loop: request k is due at k / rate seconds; it is sent then whatever the earlier ones are doing, and its
 * latency runs from when it was due (no coordinated omission).
 */
async function driveAtRate(target: Target, shapeIndex: number, rate: number, seconds: number): Promise<Measure> {
  const shape = SHAPES[shapeIndex]!;
  const total = Math.max(50, Math.round(rate * seconds));
  const latencies: number[] = [];
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let failure: Error | undefined;
  for (let k = 0; k < total && !failure; k++) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      post(target.port, target.path(shapeIndex), shape.body).then((res) => {
        latencies.push(performance.now() - due);
        if (res.status !== 200) failure ??= new Error(`${target.name} ${shape.name}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
      }, (e: Error) => void (failure ??= e)),
    );
  }
  await Promise.all(inFlight);
  if (failure) throw failure;
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function start(role: 'ours' | 'ours-uncached' | 'ours-listings' | 'bare', url: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, [role, url], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m: { port: number }) => resolve({ child, port: m.port }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

/** Ends a server process and waits for its exit. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

// ------------------------------------------------------------------------------------------ main

interface Row {
  size: number;
  shape: string;
  ours: Stats;
  /** Bare with the same data as the wire Item (the comparison of the targets). */
  bare: Stats;
  /** Bare with the main columns only (what the layers and the full Item cost together). */
  bareMin: Stats;
  bytes: Record<TargetName, number>;
  sameRows: boolean;
  /** Offered rate of the latency phase (requests per second, the same for ours and bare). */
  offered: number;
  oursAtRate: Stats;
  bareAtRate: Stats;
}

const f1 = (n: number) => n.toFixed(1);
const f0 = (n: number) => n.toFixed(0);

async function machine(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  return `${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, PostgreSQL ${rows[0]!.server_version}, Node ${process.version}`;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
  const requests = Number(process.env.BENCH_REQUESTS ?? 600);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const load = Number(process.env.BENCH_LOAD ?? 0.5);
  const latencySeconds = Number(process.env.BENCH_LATENCY_SECONDS ?? 6);
  const reuse = process.env.BENCH_REUSE_DB;
  const metaOnly = process.env.BENCH_META_ONLY === '1';
  const dbName = reuse || `wd_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`create database ${dbName}`);
  const url = withDatabase(adminUrl, dbName);
  const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${s}`);
  const rows: Row[] = [];
  const metaRows: MetaRow[] = [];
  let pool: pg.Pool | undefined;
  try {
    const { connect } = await import('../src/db/client.ts');
    const { runMigrations } = await import('../src/db/migrate.ts');
    const database = connect(url, 2);
    await runMigrations(database.db);
    await database.close();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    log(`database ${dbName} migrated; ${await machine(pool)}`);
    if (reuse) {
      // Iterating on the query side: keep the loaded listings (BENCH_KEEP=1 of an earlier run).
      const { rows: n } = await pool.query<{ n: number }>('select max(substr(id, 6)::int) as n from items');
      sizes.splice(0, sizes.length, Number(n[0]!.n));
    } else await loadCatalogue(pool);
    const now = new Date();
    let loaded = 0;
    for (const size of sizes) {
      const ts = Date.now();
      if (!reuse) await loadItems(pool, loaded, size, now);
      loaded = size;
      log(`loaded ${size.toLocaleString('en')} listings (${((Date.now() - ts) / 1000).toFixed(0)} s incl. indexes and VACUUM ANALYZE)`);

      const ours = await start('ours', url);
      const bare = await start('bare', url);
      const targets: Target[] = [
        {
          name: 'ours',
          port: ours.port,
          path: (i) => `/index.php/rest/items/search/api_key/${API_KEY}${SHAPES[i]!.offset ? `/offset/${SHAPES[i]!.offset}` : ''}`,
        },
        { name: 'bare', port: bare.port, path: (i) => `/bare-full/${i}` },
        { name: 'bareMin', port: bare.port, path: (i) => `/bare/${i}` },
      ];
      const metaServers: ChildProcess[] = [];
      try {
        // Warm every shape on every server first (JIT, prepared statements, caches, pool connections).
        if (!metaOnly) for (let i = 0; i < SHAPES.length; i++) for (const tg of targets) await drive(tg, i, Math.max(32, requests / 6), concurrency);
        for (let i = 0; i < (metaOnly ? 0 : SHAPES.length); i++) {
          // Same rows? Compare the ids (and sizes) of one answer of each.
          const answers = await Promise.all(targets.map((tg) => post(tg.port, tg.path(i), SHAPES[i]!.body)));
          const idLists = answers.map((a) => (JSON.parse(a.body) as { id: string }[]).map((x) => x.id).join(','));
          const bytes = answers.map((a) => Buffer.byteLength(a.body));
          // Alternate rounds so background load hits every side alike.
          const rounds = 6;
          const parts: Record<TargetName, Measure[]> = { ours: [], bare: [], bareMin: [] };
          for (let r = 0; r < rounds; r++) for (const tg of targets) parts[tg.name].push(await drive(tg, i, Math.ceil(requests / rounds), concurrency));
          const bareStats = combine(parts.bare);
          // Latency at the same offered load for both, in alternating rounds.
          const offered = Math.max(1, Math.round(bareStats.rps * load));
          const atRate: Record<'ours' | 'bare', Measure[]> = { ours: [], bare: [] };
          for (let r = 0; r < LATENCY_ROUNDS; r++)
            for (const tg of targets.slice(0, 2)) atRate[tg.name as 'ours' | 'bare'].push(await driveAtRate(tg, i, offered, latencySeconds / LATENCY_ROUNDS));
          const row: Row = {
            size,
            shape: SHAPES[i]!.name,
            ours: combine(parts.ours),
            bare: bareStats,
            bareMin: combine(parts.bareMin),
            bytes: { ours: bytes[0]!, bare: bytes[1]!, bareMin: bytes[2]! },
            sameRows: idLists.every((l) => l === idLists[0]) && idLists[0] !== '',
            offered,
            oursAtRate: combine(atRate.ours),
            bareAtRate: combine(atRate.bare),
          };
          rows.push(row);
          log(
            `${f0(size).padStart(7)} ${row.shape.padEnd(26)} ours ${f0(row.ours.rps).padStart(5)} rps p95 ${f1(row.ours.p95).padStart(6)} ms | bare ${f0(row.bare.rps).padStart(5)} rps p95 ${f1(row.bare.p95).padStart(6)} ms | bare-min ${f0(row.bareMin.rps).padStart(5)} rps | same rows: ${row.sameRows ? 'yes' : 'NO'} | at ${row.offered} rps p99 ours ${f1(row.oursAtRate.p99)} bare ${f1(row.bareAtRate.p99)} ms`,
          );
        }
        const uncached = await start('ours-uncached', url);
        metaServers.push(uncached.child);
        const listings = await start('ours-listings', url);
        metaServers.push(listings.child);
        for (const m of await measureMeta({ cached: ours.port, uncached: uncached.port, listings: listings.port }, size, requests)) {
          metaRows.push(m);
          log(
            `${f0(size).padStart(7)} ${m.shape.padEnd(32)} uncached ${f0(m.uncached.rps).padStart(4)} rps p50 / p95 ${f1(m.uncached.p50)} / ${f1(m.uncached.p95)} ms | listings ${f0(m.listings.rps).padStart(4)} rps p50 / p95 ${f1(m.listings.p50)} / ${f1(m.listings.p95)} ms | cached ${f0(m.cached.rps).padStart(5)} rps p95 ${f1(m.cached.p95)} ms | count ${m.count} | same: ${m.same ? 'yes' : 'NO'}`,
          );
        }
      } finally {
        // Wait for the servers to be gone, so dropping the database afterwards cuts no live pool.
        await Promise.all([ours.child, bare.child, ...metaServers].map(stop));
      }
    }
    if (!metaOnly) report(rows, { sizes, host: await machine(pool), requests, concurrency, load, latencySeconds, seconds: (Date.now() - t0) / 1000 });
    else log(await machine(pool));
    const meta = [
      '| listings | search_meta shape | uncached rps (conc. 2) | uncached p50 / p95 / p99 ms | listings rps (conc. 2) | listings p50 / p95 / p99 ms | cached rps (conc. 16) | cached p95 ms | count | same |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const m of metaRows)
      meta.push(
        `| ${m.size.toLocaleString('en')} | ${m.shape} | ${f0(m.uncached.rps)} | ${f1(m.uncached.p50)} / ${f1(m.uncached.p95)} / ${f1(m.uncached.p99)} | ${f0(m.listings.rps)} | ${f1(m.listings.p50)} / ${f1(m.listings.p95)} / ${f1(m.listings.p99)} | ${f0(m.cached.rps)} | ${f1(m.cached.p95)} | ${Number(m.count).toLocaleString('en')} | ${m.same ? 'yes' : 'NO'} |`,
      );
    console.log(`\n${meta.join('\n')}\n`);
  } finally {
    await pool?.end();
    if (process.env.BENCH_KEEP !== '1' && !reuse) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    agent.destroy();
  }
}

interface RunInfo {
  sizes: number[];
  host: string;
  requests: number;
  concurrency: number;
  load: number;
  latencySeconds: number;
  seconds: number;
}

function report(rows: Row[], { sizes, host, requests, concurrency, load, latencySeconds, seconds }: RunInfo): void {
  const ok = (b: boolean) => (b ? 'ok' : 'MISS');
  const lines: string[] = [];
  lines.push(`Machine: ${host}`);
  lines.push(
    `${requests} requests per shape and server after a warm-up, in 6 alternating rounds, concurrency ${concurrency}, keep-alive, loopback; page size ${PAGE}.`,
  );
  lines.push(
    'bare = Fastify + pg, one hand-written statement answering the same rows with the same data (nested rows as JSON built by PostgreSQL); bare-min = the same rows with main columns only.',
  );
  lines.push('');
  lines.push('Throughput: closed loop at saturation (latencies here are queueing: ≈ concurrency / throughput).');
  lines.push('');
  lines.push(
    '| listings | shape | ours rps | ours p50 / p95 / p99 ms | bare rps | bare p50 / p95 / p99 ms | ratio | bare-min rps | ratio to min | same rows | ≥0.6× |',
  );
  lines.push('|---:|---|---:|---:|---:|---:|---:|---:|---:|:-:|:-:|');
  for (const r of rows) {
    const ratio = r.ours.rps / r.bare.rps;
    lines.push(
      `| ${r.size.toLocaleString('en')} | ${r.shape} | ${f0(r.ours.rps)} | ${f1(r.ours.p50)} / ${f1(r.ours.p95)} / ${f1(r.ours.p99)} | ${f0(r.bare.rps)} | ${f1(r.bare.p50)} / ${f1(r.bare.p95)} / ${f1(r.bare.p99)} | ${ratio.toFixed(2)} | ${f0(r.bareMin.rps)} | ${(r.ours.rps / r.bareMin.rps).toFixed(2)} | ${r.sameRows ? 'yes' : 'no'} | ${ok(ratio >= 0.6)} |`,
    );
  }
  lines.push('');
  lines.push(
    `Latency: open loop at a fixed offered rate, ${load} × bare's saturated throughput of the row, the same for both, ${latencySeconds} s each in ${LATENCY_ROUNDS} alternating rounds; latency from when each request was due.`,
  );
  lines.push('');
  lines.push('| listings | shape | offered rps | ours p50 / p95 / p99 ms | bare p50 / p95 / p99 ms | p99 ≤ 50 ms |');
  lines.push('|---:|---|---:|---:|---:|:-:|');
  for (const r of rows) {
    const o = r.oursAtRate;
    const b = r.bareAtRate;
    lines.push(
      `| ${r.size.toLocaleString('en')} | ${r.shape} | ${r.offered} | ${f1(o.p50)} / ${f1(o.p95)} / ${f1(o.p99)} | ${f1(b.p50)} / ${f1(b.p95)} / ${f1(b.p99)} | ${ok(o.p99 <= 50)} |`,
    );
  }
  const b = rows[0]?.bytes;
  if (b) lines.push(`\nAnswer sizes (first shape): ours ${b.ours} B, bare ${b.bare} B, bare-min ${b.bareMin} B.`);
  if (sizes.length >= 2) {
    const [small, big] = [sizes[0]!, sizes[sizes.length - 1]!];
    lines.push('');
    lines.push(`| shape | ours p95 at ${small.toLocaleString('en')} | ours p95 at ${big.toLocaleString('en')} | growth | ≤ 1.5× |`);
    lines.push('|---|---:|---:|---:|:-:|');
    for (const shape of SHAPES) {
      const a = rows.find((r) => r.size === small && r.shape === shape.name);
      const b = rows.find((r) => r.size === big && r.shape === shape.name);
      if (!a || !b) continue;
      const g = b.ours.p95 / a.ours.p95;
      lines.push(`| ${shape.name} | ${f1(a.ours.p95)} | ${f1(b.ours.p95)} | ${g.toFixed(2)} | ${ok(g <= 1.5)} |`);
    }
  }
  lines.push('');
  for (const size of sizes) {
    const first = rows.find((r) => r.size === size && r.shape === 'no filter');
    const deep = rows.find((r) => r.size === size && r.shape.startsWith('deep page'));
    if (first && deep) {
      const g = deep.ours.p95 / first.ours.p95;
      lines.push(
        `Deep page vs page one at ${size.toLocaleString('en')}: p95 ${f1(deep.ours.p95)} vs ${f1(first.ours.p95)} ms = ${g.toFixed(2)}× (${ok(g <= 2)}, target ≤ 2×)`,
      );
    }
  }
  lines.push(`Whole run: ${f0(seconds)} s.`);
  console.log(`\n${lines.join('\n')}\n`);
}

const role = process.argv[2];
if (role === 'ours') await serveOurs(process.argv[3]!);
else if (role === 'ours-uncached') await serveOursMeta(process.argv[3]!, true);
else if (role === 'ours-listings') await serveOursMeta(process.argv[3]!, false);
else if (role === 'bare') await serveBare(process.argv[3]!);
else await main();
