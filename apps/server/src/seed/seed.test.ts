/**
 * The demo seed against a real (fresh, migrated) database: it fills an empty database once, is idempotent, and
 * what it writes is consistent (counters, files on disk, demo logins).
 */
import { FORM_LOOKUP_TABLES } from '@wheeldeal/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../modules/settings/settings.service.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { seedDemoData } from './seed.ts';
import { freshDatabase, type TestDatabase } from '../../test/support/db.ts';

let database: TestDatabase;
let uploadsDir: string;
let firstRun: boolean;
const logs: string[] = [];

const TABLES = [
  'categories',
  'subcategories',
  'models',
  ...FORM_LOOKUP_TABLES,
  'currencies',
  'locations',
  'townships',
  'users',
  'items',
  'images',
  'favourites',
  'follows',
  'ratings',
  'item_reports',
  'paid_items',
  'packages',
  'blogs',
  'abouts',
  'faqs',
  'pages',
  'banners',
  'app_settings',
] as const;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await database.db.execute(query);
  return res.rows as T[];
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [r] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = r!.n;
  }
  return out;
}

beforeAll(async () => {
  database = await freshDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-seed-test-'));
  firstRun = await seedDemoData(database.db, { uploadsDir, log: (m) => logs.push(m) });
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('seeds an empty database, then leaves a seeded one alone', async () => {
    expect(firstRun).toBe(true);
    expect(logs.join('\n')).toMatch(/Demo data seeded/);
    const before = await counts();
    expect(await seedDemoData(database.db, { uploadsDir, log: (m) => logs.push(m) })).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('fills the catalogue and every lookup table', async () => {
    const c = await counts();
    expect(c.categories).toBe(8);
    expect(c.subcategories).toBeGreaterThanOrEqual(40);
    expect(c.models).toBeGreaterThanOrEqual(240);
    for (const table of FORM_LOOKUP_TABLES) {
      expect(c[table], table).toBeGreaterThan(0);
    }
    expect(c.locations).toBeGreaterThanOrEqual(12);
    const [usd] = await rows<{ currency_short_form: string; currency_symbol: string }>(
      sql`select currency_short_form, currency_symbol from currencies where is_default`,
    );
    expect(usd).toEqual({ currency_short_form: 'USD', currency_symbol: '$' });
    // every category has an icon and a photo
    const missing = await rows<{ cat_name: string }>(sql`
      select c.cat_name from categories c
      where not exists (select 1 from images i where i.img_parent_id = c.id and i.img_type = 'category-icon')
         or not exists (select 1 from images i where i.img_parent_id = c.id and i.img_type = 'category')`);
    expect(missing).toEqual([]);
    // every city has 3–6 townships
    const towns = await rows<{ n: number }>(sql`select count(t.id)::int as n from locations l left join townships t on t.city_id = l.id group by l.id`);
    for (const t of towns) expect(t.n).toBeGreaterThanOrEqual(3);
  });

  it('names every lookup (but the registration states) in all 15 other languages', async () => {
    const tables = ['item_types', 'price_types', 'conditions', 'deal_options', 'fuel_types', 'transmissions', 'colors', 'body_styles', 'seller_types', 'vehicle_types', 'tags'];
    for (const table of tables) {
      const missing = await rows<{ name: string }>(sql`select name from ${sql.identifier(table)} where (select count(*) from jsonb_object_keys(translations)) <> 15`);
      expect(missing, table).toEqual([]);
    }
    const [used] = await rows<{ ar: string; de: string }>(sql`select translations->>'ar' as ar, translations->>'de' as de from conditions where name = 'New'`);
    expect(used).toEqual({ ar: 'جديد', de: 'Neu' });
  });

  it('names every demo category in all 15 other languages (makes and models keep their brand names)', async () => {
    const missing = await rows<{ cat_name: string }>(sql`select cat_name from categories where (select count(*) from jsonb_object_keys(translations)) <> 15`);
    expect(missing).toEqual([]);
    const [cars] = await rows<{ ar: string; ja: string }>(sql`select translations->>'ar' as ar, translations->>'ja' as ja from categories where cat_name = 'Cars'`);
    expect(cars).toEqual({ ar: 'سيارات', ja: '乗用車' });
  });

  it('creates at least 300 listings, each with photos on disk in every size', async () => {
    const c = await counts();
    expect(c.items).toBeGreaterThanOrEqual(300);
    const noImage = await rows<{ id: string }>(
      sql`select i.id from items i where not exists (select 1 from images m where m.img_parent_id = i.id and m.img_type = 'item')`,
    );
    expect(noImage).toEqual([]);
    const paths = await rows<{ img_path: string; img_width: number; img_height: number; byte_size: number }>(
      sql`select distinct img_path, img_width, img_height, byte_size from images where img_type = 'item'`,
    );
    for (const p of paths) {
      expect(p.img_width).toBe(1600);
      expect(p.img_height).toBe(1067);
      expect(fs.statSync(path.join(uploadsDir, p.img_path)).size).toBe(p.byte_size);
      for (const dir of ['thumbnail', 'thumbnail2x', 'thumbnail3x'])
        expect(fs.existsSync(path.join(uploadsDir, dir, p.img_path)), `${dir}/${p.img_path}`).toBe(true);
    }
    // every image row owns its files: deleting one listing's photos never breaks another listing
    const [shared] = await rows<{ n: number }>(sql`select count(*)::int as n from (select img_path from images group by img_path having count(*) > 1) s`);
    expect(shared!.n).toBe(0);
    // titles and descriptions obey the listing rules
    const bad = await rows<{ id: string }>(sql`select id from items where length(title) > 60 or length(subtitle) > 60 or length(description) < 30`);
    expect(bad).toEqual([]);
  });

  it('covers every listing state and keeps the counters consistent', async () => {
    const states = await rows<{ status: number; n: number }>(sql`select status, count(*)::int as n from items group by status order by status`);
    expect(states.map((s) => s.status)).toEqual([0, 1, 2, 3]);
    const [flags] = await rows<{ sold: number; paid: number; discounted: number }>(sql`
      select count(*) filter (where is_sold_out)::int as sold, count(*) filter (where is_paid)::int as paid,
             count(*) filter (where discount_rate_by_percentage > 0)::int as discounted from items`);
    expect(flags!.sold).toBeGreaterThan(0);
    expect(flags!.paid).toBeGreaterThan(0);
    expect(flags!.discounted).toBeGreaterThan(0);
    // every promoted item has a running, approved promotion
    const orphanPaid = await rows<{ id: string }>(sql`
      select i.id from items i where i.is_paid and not exists (
        select 1 from paid_items p where p.item_id = i.id and p.status = 'approved' and p.start_date <= now() and p.end_date > now())`);
    expect(orphanPaid).toEqual([]);
    // the demo seller's own listings show every state
    const [seller] = await rows<{ statuses: number[]; sold: boolean; paid: boolean }>(sql`
      select array_agg(distinct i.status order by i.status) as statuses, bool_or(i.is_sold_out) as sold, bool_or(i.is_paid) as paid
      from items i join users u on u.id = i.added_user_id where u.user_email = 'seller@wheeldeal.local'`);
    expect(seller).toEqual({ statuses: [0, 1, 2, 3], sold: true, paid: true });
    const favs = await rows<{ id: string }>(sql`
      select i.id from items i where i.favourite_count <> (select count(*) from favourites f where f.item_id = i.id)`);
    expect(favs).toEqual([]);
  });

  it('creates the demo accounts with the documented roles and password', async () => {
    const accounts = await rows<{
      user_email: string;
      role_id: number;
      user_is_sys_admin: boolean;
      status: number;
      email_verify: boolean;
      password_hash: string;
    }>(sql`
      select user_email, role_id, user_is_sys_admin, status, email_verify, password_hash from users where user_email like '%@wheeldeal.local' order by user_email`);
    const byEmail = new Map(accounts.map((a) => [a.user_email, a]));
    expect(byEmail.get('admin@wheeldeal.local')).toMatchObject({ role_id: 1, user_is_sys_admin: true, status: 1, email_verify: true });
    expect(byEmail.get('moderator@wheeldeal.local')).toMatchObject({ role_id: 2, status: 1 });
    expect(byEmail.get('seller@wheeldeal.local')).toMatchObject({ role_id: 4, user_is_sys_admin: false, status: 1 });
    expect(byEmail.get('buyer@wheeldeal.local')).toMatchObject({ role_id: 4, status: 1 });
    for (const email of ['admin@wheeldeal.local', 'seller@wheeldeal.local', 'buyer@wheeldeal.local']) {
      expect(await verifyPassword(byEmail.get(email)!.password_hash, 'Wheeldeal-demo-1'), email).toBe(true);
    }
    expect(await verifyPassword(byEmail.get('buyer@wheeldeal.local')!.password_hash, 'wrong-password')).toBe(false);
    const [dealers] = await rows<{ n: number }>(sql`select count(*)::int as n from users where user_type = 'dealer' and is_verify_dealer = 1`);
    expect(dealers!.n).toBeGreaterThan(5);
    const avatars = await rows<{ user_profile_photo: string }>(sql`select user_profile_photo from users`);
    for (const a of avatars) expect(fs.existsSync(path.join(uploadsDir, a.user_profile_photo))).toBe(true);
  });

  it('keeps follower, following and rating counters consistent', async () => {
    const wrong = await rows<{ id: string }>(sql`
      select u.id from users u
      where u.follower_count <> (select count(*) from follows f where f.followed_user_id = u.id)
         or u.following_count <> (select count(*) from follows f where f.user_id = u.id)
         or u.rating_count <> (select count(*) from ratings r where r.to_user_id = u.id)
         or u.overall_rating <> coalesce((select round(avg(r.rating), 2) from ratings r where r.to_user_id = u.id), 0)`);
    expect(wrong).toEqual([]);
    const [buyerFollowsSeller] = await rows<{ n: number }>(sql`
      select count(*)::int as n from follows f join users a on a.id = f.user_id join users b on b.id = f.followed_user_id
      where a.user_email = 'buyer@wheeldeal.local' and b.user_email = 'seller@wheeldeal.local'`);
    expect(buyerFollowsSeller!.n).toBe(1);
  });

  it('seeds conversations as the chat calls would leave them', async () => {
    // Sequences are 1..n in every conversation, and the header's last_seq and read positions agree with them.
    const broken = await rows<{ id: string }>(sql`
      select h.id from chat_headers h
      where h.last_seq <> (select count(*) from chat_messages m where m.chat_header_id = h.id)
         or h.last_seq <> (select coalesce(max(seq), 0) from chat_messages m where m.chat_header_id = h.id)
         or h.buyer_read_seq > h.last_seq or h.seller_read_seq > h.last_seq`);
    expect(broken).toEqual([]);
    const deals = await rows<{ chat_status: number; reviewed: number; seller_unread: number }>(sql`
      select h.chat_status, (select count(*)::int from ratings r where r.chat_header_id = h.id) as reviewed, h.seller_unread_count as seller_unread
      from chat_headers h join users b on b.id = h.buyer_user_id join users s on s.id = h.seller_user_id
      where b.user_email = 'buyer@wheeldeal.local' and s.user_email = 'seller@wheeldeal.local' order by h.chat_status`);
    // An offer waiting for the seller (unread by them) and a finished deal the buyer reviewed.
    expect(deals).toEqual([
      { chat_status: 1, reviewed: 0, seller_unread: 1 },
      { chat_status: 4, reviewed: 1, seller_unread: 0 },
    ]);
    const flagged = await rows<{ n: number }>(sql`select count(*)::int as n from chat_messages where cardinality(warning_kinds) > 0`);
    expect(flagged[0]!.n).toBe(1);
  });

  it('tells the demo accounts what happened to them, once per event, and welcomes everyone', async () => {
    const told = await rows<{ email: string; flag: string; is_read: boolean; title: string }>(sql`
      select u.user_email as email, n.flag, n.is_read, n.title from notifications n join users u on u.id = n.user_id order by n.added_date`);
    const of = (email: string) => told.filter((n) => n.email === email);
    expect(of('seller@wheeldeal.local').map((n) => n.flag).sort()).toEqual(['approval', 'chat', 'follow', 'review']);
    expect(of('seller@wheeldeal.local').filter((n) => !n.is_read).map((n) => n.flag)).toEqual(['chat']);
    expect(of('buyer@wheeldeal.local')).toEqual([expect.objectContaining({ flag: 'subscribe', is_read: false, title: 'New Honda listing' })]);
    const keys = await rows<{ n: number }>(sql`select count(*)::int as n from notifications where event_key is not null group by user_id, event_key having count(*) > 1`);
    expect(keys).toEqual([]);
    const welcome = await rows<{ title: string; status: string }>(sql`
      select n.title, b.status from notifications n join broadcasts b on b.id = n.broadcast_id where n.user_id is null and n.flag = 'fe_broadcast'`);
    expect(welcome).toEqual([{ title: 'Welcome to Wheeldeal', status: 'sent' }]);
  });

  it('stores content pages, settings and packages', async () => {
    const pages = await rows<{ slug: string; body: string }>(sql`select slug, body from pages order by slug`);
    expect(pages.map((p) => p.slug)).toEqual(['privacy', 'safety', 'terms']);
    for (const p of pages) expect(p.body).toMatch(/sandbox/i);
    const settings = await rows<{ key: string }>(sql`select key from app_settings order by key`);
    expect(settings.map((s) => s.key)).toEqual(Object.keys(SETTING_DEFAULTS).sort());
    const c = await counts();
    expect(c.blogs).toBeGreaterThanOrEqual(8);
    expect(c.faqs).toBeGreaterThanOrEqual(10);
    expect(c.abouts).toBe(1);
    expect(c.banners).toBe(2);
    expect(c.packages).toBeGreaterThanOrEqual(3);
    expect(c.item_reports).toBeGreaterThan(0);
  });
});
