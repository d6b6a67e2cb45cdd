/**
 * Server messages in the 16 languages, from packages/i18n/locales/<code>/server.json. Unknown keys and missing
 * languages fall back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, lookup, type Bundle, type LanguageCode } from '@wheeldeal/i18n';
import type { MessageVars } from './errors.ts';

const require = createRequire(import.meta.url);
const localesDir = path.join(path.dirname(require.resolve('@wheeldeal/i18n/package.json')), 'locales');

const bundles = new Map<LanguageCode, Bundle>();
function bundle(lang: LanguageCode): Bundle {
  let b = bundles.get(lang);
  if (!b) {
    const file = path.join(localesDir, lang, 'server.json');
    b = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle) : {};
    bundles.set(lang, b);
  }
  return b;
}

export type Translate = (key: string, vars?: MessageVars) => string;

export function translator(lang: LanguageCode): Translate {
  return (key, vars = {}) => lookup(bundle(lang), key, vars) ?? lookup(bundle(DEFAULT_LANGUAGE), key, vars) ?? key;
}

/** Picks the caller's language: an explicit `lang` wins, then the best match of Accept-Language. */
export function pickLanguage(explicit: unknown, acceptLanguage: string | undefined): LanguageCode {
  if (isLanguageCode(explicit)) return explicit;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { code } of ranked) if ((LANGUAGE_CODES as readonly string[]).includes(code)) return code as LanguageCode;
  }
  return DEFAULT_LANGUAGE;
}
