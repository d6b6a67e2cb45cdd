/**
 * i18next set-up: bundles are the JSON files of @wheeldeal/i18n, loaded on demand per language and namespace
 * (each file becomes its own chunk), English as the fallback. This module also owns `<html lang dir>`.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, directionOf, isLanguageCode, type LanguageCode } from '@wheeldeal/i18n';
import { STORAGE_KEYS, readString, writeString } from '../storage';

type BundleModule = { default: Record<string, unknown> };

/** Every bundle except the server's own messages; keys look like `../…/locales/en/common.json`. */
const bundles = import.meta.glob<BundleModule>([
  '../../../../../packages/i18n/locales/*/*.json',
  '!../../../../../packages/i18n/locales/*/server.json',
]);

function bundleLoader(language: string, namespace: string): (() => Promise<BundleModule>) | undefined {
  const suffix = `/locales/${language}/${namespace}.json`;
  const key = Object.keys(bundles).find((k) => k.endsWith(suffix));
  return key ? bundles[key] : undefined;
}

/** A namespace a language does not have (yet) loads as empty, so i18next falls back to English key by key. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundleLoader(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Reflect a language on the document: `lang`, `dir` (rtl for Arabic). */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = directionOf(code);
}

/** The language the user chose explicitly (stored), or null when they never chose. */
export function storedLanguage(): LanguageCode | null {
  const stored = readString(STORAGE_KEYS.lang);
  return isLanguageCode(stored) ? stored : null;
}

/** Remember the server's default language for the next visit's first paint (null forgets it). */
export function rememberServerLanguage(code: LanguageCode | null): void {
  writeString(STORAGE_KEYS.serverLang, code);
}

function rememberedServerLanguage(): LanguageCode | null {
  const stored = readString(STORAGE_KEYS.serverLang);
  return isLanguageCode(stored) ? stored : null;
}

export function currentLanguage(): LanguageCode {
  const lng = i18next.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The user picks a language: remember it and switch (the document follows through `languageChanged`). */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  writeString(STORAGE_KEYS.lang, code);
  await i18next.changeLanguage(code);
}

/** Switch without remembering (server default, or leaving an excluded language). */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (code !== currentLanguage()) await i18next.changeLanguage(code);
}

export const DEFAULT_NAMESPACES = ['common', 'auth'] as const;

export function initI18n(): Promise<unknown> {
  const initial = storedLanguage() ?? rememberedServerLanguage() ?? DEFAULT_LANGUAGE;
  i18next.on('languageChanged', (lng) => applyDocumentLanguage(isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE));
  applyDocumentLanguage(initial);
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'languageOnly',
      ns: [...DEFAULT_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
}

export { i18next };
