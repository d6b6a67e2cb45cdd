/**
 * Category names per language (issue 15 part 4) and HTTP caching of public lookups (part 1, decision 018), in the
 * browser on the demo data: an Arabic reader sees the categories in Arabic on the dashboard, the category list and
 * an item page's breadcrumbs, and English after switching language; a public lookup fetched twice comes from the
 * browser's HTTP cache, and a revalidation is a 304 of a few hundred bytes.
 */
import { expect, test } from '@playwright/test';
import { CATEGORIES } from '../apps/server/src/seed/data/lookups.ts';
import { CATEGORY_NAMES, TRANSLATED_LANGUAGES } from '../apps/server/src/seed/data/lookup-translations.ts';
import { prefer } from './support/fixtures.ts';

const KEY = 'teampsisthebest';
const rest = (resource: string, action: string, args: Record<string, string | number> = {}) =>
  `/index.php/rest/${resource}/${action}/api_key/${KEY}${Object.entries(args)
    .map(([k, v]) => `/${k}/${encodeURIComponent(String(v))}`)
    .join('')}`;

const arabic = (key: string) => CATEGORY_NAMES[key]![TRANSLATED_LANGUAGES.indexOf('ar')]!;
const CARS = { en: CATEGORIES.find((c) => c.key === 'cars')!.name, ar: arabic('cars') };
const BOATS = { en: CATEGORIES.find((c) => c.key === 'boats')!.name, ar: arabic('boats') };

test('an Arabic reader sees the categories in Arabic (dashboard, category list, breadcrumbs), and English after switching', async ({ page, request }) => {
  const api = await request.get(rest('categories', 'get', { limit: 100 }), { headers: { 'Accept-Language': 'ar' } });
  expect(api.headers()['cache-control']).toContain('public');
  const cats = (await api.json()) as { id: string; cat_name: string }[];
  expect(cats.map((c) => c.cat_name)).toEqual(expect.arrayContaining([CARS.ar, BOATS.ar]));
  const carsId = cats.find((c) => c.cat_name === CARS.ar)!.id;
  const items = (await (await request.post(rest('items', 'search', { limit: 5 }), { data: { cat_id: carsId } })).json()) as { id: string }[];
  expect(items.length).toBeGreaterThan(0);

  await prefer(page, { lang: 'ar', dark: false });
  await page.goto('/');
  const strip = page.locator('section[aria-labelledby="categories-title"]');
  await expect(strip.getByText(CARS.ar, { exact: true })).toBeVisible();
  await expect(strip.getByText(BOATS.ar, { exact: true })).toBeVisible();
  await expect(strip.getByText(CARS.en, { exact: true })).toHaveCount(0);

  await page.goto('/category');
  await expect(page.getByText(BOATS.ar, { exact: true }).first()).toBeVisible();

  await page.goto(`/item/listing?item_id=${encodeURIComponent(items[0]!.id)}`);
  // The breadcrumbs: the navigation whose list ends at the listing's title.
  const crumbs = page.locator('nav:has(> ol [aria-current="page"])');
  await expect(crumbs.first().getByRole('link', { name: CARS.ar, exact: true })).toBeVisible();

  await page
    .getByRole('button', { name: /العربية/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(crumbs.first().getByRole('link', { name: CARS.en, exact: true })).toBeVisible();
});

test('a public lookup is served from the browser cache within its minute, and revalidated by a 304', async ({ page }) => {
  await page.goto('/');
  const url = rest('categories', 'get', { limit: 100 });
  const seen = await page.evaluate(async (u) => {
    const get = async (init: RequestInit = {}) => {
      const before = performance.getEntriesByName(new URL(u, location.href).href).length;
      const res = await fetch(u, { headers: { 'Accept-Language': 'de' }, ...init });
      await res.json();
      // The resource timing entry of this fetch: bytes over the wire (0 when the HTTP cache answered).
      let entry: PerformanceResourceTiming | undefined;
      for (let i = 0; i < 50 && !entry; i++) {
        const all = performance.getEntriesByName(new URL(u, location.href).href) as PerformanceResourceTiming[];
        entry = all.length > before ? all[all.length - 1] : undefined;
        if (!entry) await new Promise((r) => setTimeout(r, 20));
      }
      return { status: res.status, etag: res.headers.get('etag'), transfer: entry?.transferSize ?? -1, body: entry?.encodedBodySize ?? -1 };
    };
    const first = await get();
    const cached = await get();
    const revalidated = await get({ cache: 'no-cache' });
    return { first, cached, revalidated };
  }, url);
  expect(seen.first.status).toBe(200);
  expect(seen.first.etag).toMatch(/^"/);
  expect(seen.first.transfer).toBeGreaterThan(seen.first.body * 0.5);
  // Within max-age the browser does not ask.
  expect(seen.cached.transfer).toBe(0);
  // A forced revalidation sends If-None-Match and gets a 304: headers only, the body from the cache.
  expect(seen.revalidated.status).toBe(200);
  expect(seen.revalidated.etag).toBe(seen.first.etag);
  expect(seen.revalidated.transfer).toBeGreaterThan(0);
  expect(seen.revalidated.transfer).toBeLessThan(1000);
  expect(seen.revalidated.body).toBe(seen.first.body);
});
