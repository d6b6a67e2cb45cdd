/** Every language has exactly the English keys in every namespace, no empty strings, the same {{placeholders}},
 * and no untranslated English copies of long sentences. */
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

describe('locale bundles', () => {
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
        expect(keyPaths(b!)).toEqual(enKeys);
        let identical = 0;
        let long = 0;
        for (const k of enKeys) {
          const source = lookup(en, k)!;
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
