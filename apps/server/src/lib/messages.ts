/**
 * Server messages in the 16 languages, from packages/i18n/locales/<code>/server.json, through i18next: the same
 * bundles, `{{placeholder}}` syntax and plural rules (key_one, key_few, …, chosen by Intl.PluralRules from
 * `count`) as the web app. Unknown keys answer the key itself; missing keys and languages fall back to English.
 * Times use the platform's Intl: relative ("3 days ago") and absolute dates in the caller's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type Bundle, type LanguageCode } from '@wheeldeal/i18n';
import type { MessageVars } from './errors.ts';

const require = createRequire(import.meta.url);
const localesDir = path.join(path.dirname(require.resolve('@wheeldeal/i18n/package.json')), 'locales');

function serverBundle(lang: LanguageCode): Bundle {
  const file = path.join(localesDir, lang, 'server.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle) : {};
}

/** One instance of its own (never the global i18next), loaded once and synchronously: the bundles are small. */
const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, { server: serverBundle(lang) }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  ns: ['server'],
  defaultNS: 'server',
  initAsync: false,
  // Messages go into JSON and plain-text mail, never HTML: no escaping here (the web escapes when it renders).
  interpolation: { escapeValue: false },
  // Keys are dotted paths; ':' may appear in a caller's text key but never names a namespace here.
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  showSupportNotice: false,
});

export type Translate = ((key: string, vars?: MessageVars) => string) & {
  /** The language this translator speaks (absent on hand-made stand-ins, which count as English). */
  readonly lang?: LanguageCode;
};

const translators = new Map<LanguageCode, Translate>();

export function translator(lang: LanguageCode): Translate {
  let t = translators.get(lang);
  if (!t) {
    const fixed = i18n.getFixedT(lang);
    t = Object.assign((key: string, vars: MessageVars = {}) => fixed(key, vars) as string, { lang });
    translators.set(lang, t);
  }
  return t;
}

// ------------------------------------------------------------------------------------------ times

const relativeFormats = new Map<LanguageCode, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const SECOND = 1000;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400 * SECOND],
  ['month', 30 * 86_400 * SECOND],
  ['day', 86_400 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

/**
 * How long ago `then` was, in the translator's language ("3 days ago", "vor 3 Tagen", "قبل ٣ أيام"): the largest
 * whole unit, counted down (59 minutes stay minutes); under ten seconds "just now" from the bundle. Yesterday, last
 * month and last year read as such (numeric: 'auto').
 */
export function timeAgo(then: Date, now: Date, t: Translate): string {
  const lang = t.lang ?? DEFAULT_LANGUAGE;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < 10 * SECOND) return t('time.just_now');
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1]!;
  return format.format(-Math.floor(elapsed / size), unit);
}

/** A date (and time, by default) in the translator's language, in UTC unless a time zone is given. */
export function formatDateTime(d: Date, t: Translate, opts: { date?: 'full' | 'long' | 'medium' | 'short'; time?: 'long' | 'medium' | 'short' | false; timeZone?: string } = {}): string {
  const lang = t.lang ?? DEFAULT_LANGUAGE;
  const options: Intl.DateTimeFormatOptions = { dateStyle: opts.date ?? 'medium', timeZone: opts.timeZone ?? 'UTC' };
  if (opts.time !== false) options.timeStyle = opts.time ?? 'short';
  const cacheKey = `${lang}|${options.dateStyle}|${options.timeStyle ?? ''}|${options.timeZone}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, options);
    dateFormats.set(cacheKey, format);
  }
  return format.format(d);
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
