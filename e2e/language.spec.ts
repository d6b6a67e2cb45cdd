/**
 * No English interface text leaks into another language: a missing key or plural form makes i18next fall back to
 * English mid-page, which the bundle parity test cannot see when the key is built at run time. The main browsing
 * screens are rendered in Arabic and Russian (the two languages with the most plural forms) and their visible text
 * is searched for the English sentences of the bundles. Listing titles, descriptions and catalogue names are the
 * sellers' and the operator's data, not interface text, and are not in the bundles. E2E_LANGS=de,fr,… checks
 * other languages (all 15 passed when this was written).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { keyPaths, lookup, type Bundle } from '@wheeldeal/i18n';
import { DEMO, login, prefer } from './support/fixtures.ts';

const localeDir = path.join(process.cwd(), 'packages', 'i18n', 'locales');

/** Every string of a language's bundles, by `namespace:key`. */
const strings = (lang: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(localeDir, lang))) {
    const ns = file.replace(/\.json$/, '');
    const bundle = JSON.parse(fs.readFileSync(path.join(localeDir, lang, file), 'utf8')) as Bundle;
    for (const key of keyPaths(bundle)) out.set(`${ns}:${key}`, lookup(bundle, key)!);
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

async function collectLeaks(page: Page, sentences: { key: string; pattern: RegExp }[], where: string, leaks: string[]) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  for (const s of sentences) if (s.pattern.test(text)) leaks.push(`${where}: ${s.key}`);
}

for (const lang of (process.env.E2E_LANGS ?? 'ar,ru').split(',')) {
  test(`the main screens in ${lang} show no English interface text`, async ({ page }) => {
    const sentences = englishSentences(lang);
    expect(sentences.length).toBeGreaterThan(100);
    await prefer(page, { lang, dark: false });
    const leaks: string[] = [];

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main article').first()).toBeVisible();
    await collectLeaks(page, sentences, 'dashboard', leaks);

    await page.goto('/item-list');
    const first = page.locator('section[aria-labelledby="results-title"] article').first();
    await expect(first).toBeVisible();
    await collectLeaks(page, sentences, 'item list', leaks);

    await first.getByRole('link').first().click();
    await expect(page.getByTestId('item-price')).toBeVisible();
    await collectLeaks(page, sentences, 'item page', leaks);

    for (const [where, url] of [
      ['empty list', '/item-list?min_price=900000000'],
      ['categories', '/category'],
    ] as const) {
      await page.goto(url);
      await collectLeaks(page, sentences, where, leaks);
    }
    expect(leaks).toEqual([]);
  });

  test(`a seller's own screens in ${lang} show no English interface text`, async ({ page }) => {
    const sentences = englishSentences(lang);
    await prefer(page, { lang: 'en', dark: false });
    await login(page, DEMO.seller);
    await page.evaluate((l) => localStorage.setItem('wd.lang', l), lang);
    const leaks: string[] = [];
    for (const [where, url] of [
      ['profile', '/profile'],
      ['edit profile', '/edit-profile'],
      ['item entry', '/item-entry'],
      ['active listings', '/active-items'],
      ['pending listings', '/pending-items'],
      ['favourites', '/favourite'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The app's main area (#main): the server's first view, which has a main of its own, gives way to it.
      await expect(page.locator('main#main')).toBeVisible();
      await collectLeaks(page, sentences, where, leaks);
    }
    expect(leaks).toEqual([]);
  });
}
