/** Every language has exactly the English keys in every namespace (plus the plural forms its own grammar needs),
 * no empty strings, the same {{placeholders}}, and no untranslated English copies of long sentences. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, keyPaths, lookup, type Bundle } from '../src/index.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const namespaces = fs
  .readdirSync(path.join(dir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const load = (lang: string, ns: string): Bundle | undefined => {
  const f = path.join(dir, lang, `${ns}.json`);
  return fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as Bundle) : undefined;
};
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys with English plural forms (`x_one` and `x_other`), without the suffix. */
const pluralBases = (keys: string[]) => keys.filter((k) => k.endsWith('_other') && keys.includes(k.replace(/_other$/, '_one'))).map((k) => k.slice(0, -6));

/**
 * The keys a language must have: the English ones plus, for each plural key, every plural category of the
 * language (Arabic: zero, one, two, few, many, other; Russian: one, few, many, other). i18next picks the form from
 * Intl.PluralRules; a form missing from the bundle falls through to English, mid-sentence.
 */
const expectedKeys = (lang: string, enKeys: string[]) => {
  const keys = new Set(enKeys);
  for (const base of pluralBases(enKeys)) for (const c of new Intl.PluralRules(lang).resolvedOptions().pluralCategories) keys.add(`${base}_${c}`);
  return [...keys].sort();
};

describe('locale bundles', () => {
  it('know which plural forms each language needs', () => {
    expect(expectedKeys('ru', ['a_one', 'a_other', 'b'])).toEqual(['a_few', 'a_many', 'a_one', 'a_other', 'b']);
    expect(expectedKeys('ar', ['a_one', 'a_other'])).toEqual(['a_few', 'a_many', 'a_one', 'a_other', 'a_two', 'a_zero']);
    expect(expectedKeys('ja', ['a_one', 'a_other', 'c_other'])).toEqual(['a_one', 'a_other', 'c_other']);
  });

  it('exist for all 16 languages', () => {
    expect(LANGUAGE_CODES).toHaveLength(16);
    for (const lang of LANGUAGE_CODES) expect(fs.existsSync(path.join(dir, lang)), lang).toBe(true);
  });

  for (const ns of namespaces) {
    const en = load('en', ns)!;
    const enKeys = keyPaths(en);
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${lang}/${ns} has the same keys, placeholders and real translations`, () => {
        const b = load(lang, ns);
        expect(b, `${lang}/${ns}.json missing`).toBeDefined();
        const keys = expectedKeys(lang, enKeys);
        expect(keyPaths(b!)).toEqual(keys);
        let identical = 0;
        let long = 0;
        for (const k of keys) {
          const source = lookup(en, k) ?? lookup(en, k.replace(/_(zero|two|few|many)$/, '_other'))!;
          const value = lookup(b!, k)!;
          expect(value.trim(), `${lang}/${ns}:${k} is empty`).not.toBe('');
          expect(placeholders(value), `${lang}/${ns}:${k} placeholders`).toEqual(placeholders(source));
          if (source.split(' ').length >= 4) {
            long++;
            if (value === source) identical++;
          }
        }
        // Brand names and codes may stay; whole English sentences may not.
        expect(identical, `${lang}/${ns}: ${identical} of ${long} sentences are still English`).toBeLessThanOrEqual(Math.floor(long * 0.05));
      });
    }
  }
});
