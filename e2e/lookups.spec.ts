/**
 * Translated catalogue lookups (issue 15): an item page read in Arabic names its condition and fuel in Arabic (the
 * demo lookups are seeded in every language), and switching to English names them in English without a reload.
 * Make and model names stay as the brands write them.
 */
import { expect, test } from '@playwright/test';
import { CONDITIONS, FUEL_TYPES } from '../apps/server/src/seed/data/lookups.ts';
import { CONDITION_NAMES, FUEL_TYPE_NAMES, TRANSLATED_LANGUAGES } from '../apps/server/src/seed/data/lookup-translations.ts';
import { prefer } from './support/fixtures.ts';

const KEY = 'teampsisthebest';
const rest = (resource: string, action: string, args: Record<string, string | number> = {}) =>
  `/index.php/rest/${resource}/${action}/api_key/${KEY}${Object.entries(args)
    .map(([k, v]) => `/${k}/${encodeURIComponent(String(v))}`)
    .join('')}`;

interface Named {
  name?: string;
}
interface WireItem {
  id: string;
  title: string;
  condition_of_item: Named;
  fuel_type: Named;
  sub_category: Named;
}

const AR = TRANSLATED_LANGUAGES.indexOf('ar');
const arabicOf = (defs: { key: string; name: string }[], names: Record<string, readonly string[]>, english: string) => {
  const key = defs.find((d) => d.name === english)?.key;
  return key ? names[key]?.[AR] : undefined;
};

test('an Arabic reader sees an item’s condition and fuel in Arabic, and English after switching language', async ({ page, request }) => {
  const res = await request.post(rest('items', 'search', { limit: 30 }), { data: {}, headers: { 'Accept-Language': 'en' } });
  const items = (await res.json()) as WireItem[];
  const item = items.find((i) => i.fuel_type.name && i.condition_of_item.name);
  expect(item, 'a demo listing with a fuel and a condition').toBeTruthy();
  const english = { condition: item!.condition_of_item.name!, fuel: item!.fuel_type.name! };
  const arabic = { condition: arabicOf(CONDITIONS, CONDITION_NAMES, english.condition), fuel: arabicOf(FUEL_TYPES, FUEL_TYPE_NAMES, english.fuel) };
  expect(arabic.condition).toBeTruthy();
  expect(arabic.fuel).toBeTruthy();

  // The API answers the same listing in the caller's language, under the same wire field.
  const ar = (await (await request.get(rest('items', 'get', { id: item!.id }), { headers: { 'Accept-Language': 'ar' } })).json()) as WireItem;
  expect(ar.condition_of_item.name).toBe(arabic.condition);
  expect(ar.sub_category.name).toBe(item!.sub_category.name);

  await prefer(page, { lang: 'ar', dark: false });
  await page.goto(`/item/listing?item_id=${encodeURIComponent(item!.id)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('item-price')).toBeVisible();
  const specs = page.locator('dl').filter({ has: page.locator('dd') }).first();
  await expect(specs.getByText(arabic.condition!, { exact: true })).toBeVisible();
  await expect(specs.getByText(arabic.fuel!, { exact: true })).toBeVisible();
  await expect(specs.getByText(english.fuel, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: /العربية/ }).first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(specs.getByText(english.condition, { exact: true })).toBeVisible();
  await expect(specs.getByText(english.fuel, { exact: true })).toBeVisible();
});
