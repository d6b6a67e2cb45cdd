/** Reading `frontend_config_setting` of app info, whichever casing the server used. */
import { isLanguageCode, type LanguageCode } from '@wheeldeal/i18n';
import type { WireAppInfo } from '../api/wire-types';

function raw(info: WireAppInfo | undefined): Record<string, unknown> {
  return (info?.frontend_config_setting ?? info?.frontendConfigSetting ?? {}) as Record<string, unknown>;
}

/** A field by its snake_case name, falling back to the camelCase spelling. */
function field(info: WireAppInfo | undefined, snake: string): unknown {
  const cfg = raw(info);
  if (snake in cfg) return cfg[snake];
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return cfg[camel];
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function languageCodeOf(value: unknown): string {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (value && typeof value === 'object') {
    const v = value as { language_code?: unknown; languageCode?: unknown };
    return str(v.language_code ?? v.languageCode).trim().toLowerCase();
  }
  return '';
}

export interface FrontendConfig {
  copyRight: string;
  googlePlayUrl: string;
  appStoreUrl: string;
  showGooglePlay: boolean;
  showAppStore: boolean;
  mapKey: string;
  defaultLanguage: LanguageCode | null;
}

export function frontendConfig(info: WireAppInfo | undefined): FrontendConfig {
  const def = languageCodeOf(field(info, 'default_language'));
  const googlePlayUrl = str(field(info, 'google_play_url'));
  const appStoreUrl = str(field(info, 'app_store_url'));
  return {
    copyRight: str(field(info, 'copy_right')),
    googlePlayUrl,
    appStoreUrl,
    showGooglePlay: str(field(info, 'google_setting')) === '1' && googlePlayUrl !== '',
    showAppStore: str(field(info, 'app_store_setting')) === '1' && appStoreUrl !== '',
    mapKey: str(field(info, 'map_key')),
    defaultLanguage: isLanguageCode(def) ? def : null,
  };
}

/** Codes hidden by the server; accepts a list of codes, of Language objects, or a comma-separated string. */
export function excludedLanguages(info: WireAppInfo | undefined): Set<string> {
  const value = field(info, 'exclude_language');
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = list.map(languageCodeOf).filter((c) => c !== '');
  return new Set(codes);
}
