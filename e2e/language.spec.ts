/**
 * No English interface text leaks into another language: a missing key or plural form makes i18next fall back to
 * English mid-page, which the bundle parity test cannot see when the key is built at run time. The main browsing
 * screens are rendered in Arabic and Russian (the two languages with the most plural forms) and their visible text
 * is searched for the English sentences of the bundles. Listing titles, descriptions and catalogue names are the
 * sellers' and the operator's data, not interface text, and are not in the bundles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { prefer } from './support/fixtures.ts';

const localeDir = path.join(process.cwd(), 'packages', 'i18n', 'locales');

const strings = (lang: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(localeDir, lang))) {
    const walk = (o: Record<string, unknown>, prefix: string) => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'string') out.set(`${file}:${prefix}${k}`, v);
        else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
      }
    };
    walk(JSON.parse(fs.readFileSync(path.join(localeDir, lang, file), 'utf8')) as Record<string, unknown>, '');
  }
  return out;
};

/** English sentences of at least three words (placeholders become wildcards) that the language translates. */
function englishSentences(lang: string): { key: string; pattern: RegExp }[] {
  const en = strings('en');
  const other = strings(lang);
  const out: { key: string; pattern: RegExp }[] = [];
  for (const [key, value] of en) {
    const words = value.replace(/\{\{[^}]+\}\}/g, ' ').trim().split(/\s+/).filter(Boolean);
    if (words.length < 3 || other.get(key) === value) continue;
    const source = value
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.{1,40}?');
    out.push({ key, pattern: new RegExp(source) });
  }
  return out;
}

for (const lang of ['ar', 'ru']) {
  test(`the main screens in ${lang} show no English interface text`, async ({ page }) => {
    const sentences = englishSentences(lang);
    expect(sentences.length).toBeGreaterThan(100);
    await prefer(page, { lang, dark: false });
    const leaks: string[] = [];
    const check = async (where: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const text = await page.locator('body').innerText();
      for (const s of sentences) if (s.pattern.test(text)) leaks.push(`${where}: ${s.key}`);
    };

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main article').first()).toBeVisible();
    await check('dashboard');

    await page.goto('/item-list');
    const first = page.locator('section[aria-labelledby="results-title"] article').first();
    await expect(first).toBeVisible();
    await check('item list');

    await first.getByRole('link').first().click();
    await expect(page.getByTestId('item-price')).toBeVisible();
    await check('item page');

    await page.goto('/item-list?min_price=900000000');
    await expect(page.getByRole('button', { name: /.+/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check('empty list');

    await page.goto('/category');
    await page.waitForLoadState('networkidle');
    await check('categories');

    expect(leaks).toEqual([]);
  });
}
