/**
 * The 16 languages of Wheeldeal and the namespaces every locale bundle has.
 * Bundles live in `locales/<code>/<namespace>.json`; every language has exactly the same keys as English
 * (checked by `test/parity.test.ts`). The web app loads them on demand; the server reads the `server` namespace
 * to localise its messages.
 */
export type Direction = 'ltr' | 'rtl';

export interface Language {
  /** ISO 639-1 code used in URLs, storage and `Accept-Language`. */
  code: LanguageCode;
  country_code: string;
  /** English name. */
  name: string;
  /** The language's own name, shown in the language dropdown. */
  native_name: string;
  dir: Direction;
}

export const LANGUAGE_CODES = ['en', 'ar', 'hi', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGES: readonly Language[] = [
  { code: 'en', country_code: 'US', name: 'English', native_name: 'English', dir: 'ltr' },
  { code: 'ar', country_code: 'DZ', name: 'Arabic', native_name: 'العربية', dir: 'rtl' },
  { code: 'hi', country_code: 'IN', name: 'Hindi', native_name: 'हिन्दी', dir: 'ltr' },
  { code: 'de', country_code: 'DE', name: 'German', native_name: 'Deutsch', dir: 'ltr' },
  { code: 'es', country_code: 'ES', name: 'Spanish', native_name: 'Español', dir: 'ltr' },
  { code: 'fr', country_code: 'FR', name: 'French', native_name: 'Français', dir: 'ltr' },
  { code: 'id', country_code: 'ID', name: 'Indonesian', native_name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'it', country_code: 'IT', name: 'Italian', native_name: 'Italiano', dir: 'ltr' },
  { code: 'ja', country_code: 'JP', name: 'Japanese', native_name: '日本語', dir: 'ltr' },
  { code: 'ko', country_code: 'KR', name: 'Korean', native_name: '한국어', dir: 'ltr' },
  { code: 'ms', country_code: 'MY', name: 'Malay', native_name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'pt', country_code: 'PT', name: 'Portuguese', native_name: 'Português', dir: 'ltr' },
  { code: 'ru', country_code: 'RU', name: 'Russian', native_name: 'Русский', dir: 'ltr' },
  { code: 'th', country_code: 'TH', name: 'Thai', native_name: 'ไทย', dir: 'ltr' },
  { code: 'tr', country_code: 'TR', name: 'Turkish', native_name: 'Türkçe', dir: 'ltr' },
  { code: 'zh', country_code: 'CN', name: 'Chinese', native_name: '中文', dir: 'ltr' },
];

/** Namespaces: `common` (layout, shared words), `auth`, `items` (browse, search, detail), `sell` (item entry,
 * own listings), `admin`, `content` (static pages, blog, contact), `chat` (conversations, offers, deals), `reviews`
 * (ratings, questions on listings), `notifications` (the notification centre, its settings, push on this device),
 * `alerts` (saved searches, make alerts), `payments` (buying post packages and promotions, the sandbox card page,
 * purchase history), `bidding` (a listing's bidding and the requests to bid), `account` (settings, badges, the
 * account's data and its deletion, contacting a seller; issue 14), `people` (other people's profiles and lists;
 * issue 14), `server` (messages of the API). */
export const NAMESPACES = ['common', 'auth', 'items', 'sell', 'admin', 'content', 'chat', 'reviews', 'notifications', 'alerts', 'payments', 'bidding', 'account', 'people', 'server'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(code: string): Direction {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** A bundle is a tree of strings. */
export interface Bundle {
  [key: string]: string | Bundle;
}

/** Dotted key paths of a bundle, sorted: the unit of the parity check. */
export function keyPaths(bundle: Bundle, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(path);
    else out.push(...keyPaths(v, path));
  }
  return out.sort();
}

/** Look up a dotted key and fill `{{name}}` placeholders (the i18next syntax, so both sides share bundles). */
export function lookup(bundle: Bundle, key: string, vars: Record<string, string | number> = {}): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
