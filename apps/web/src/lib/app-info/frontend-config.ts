/** Reading `frontend_config_setting` of the decoded app info for the shell. */
import { isLanguageCode, type LanguageCode } from '@wheeldeal/i18n';
import type { AppInfo } from '../api/types';

export interface FrontendConfig {
  copyRight: string;
  googlePlayUrl: string;
  appStoreUrl: string;
  showGooglePlay: boolean;
  showAppStore: boolean;
  mapKey: string;
  defaultLanguage: LanguageCode | null;
}

const codeOf = (language: { language_code: string }) => language.language_code.trim().toLowerCase();

export function frontendConfig(info: AppInfo | undefined): FrontendConfig {
  const cfg = info?.frontend_config_setting;
  const def = cfg ? codeOf(cfg.default_language) : '';
  const googlePlayUrl = cfg?.google_play_url ?? '';
  const appStoreUrl = cfg?.app_store_url ?? '';
  return {
    copyRight: cfg?.copy_right ?? '',
    googlePlayUrl,
    appStoreUrl,
    showGooglePlay: Boolean(cfg?.google_setting) && googlePlayUrl !== '',
    showAppStore: Boolean(cfg?.app_store_setting) && appStoreUrl !== '',
    mapKey: cfg?.map_key ?? '',
    defaultLanguage: isLanguageCode(def) ? def : null,
  };
}

/** Codes of the languages the server hides. */
export function excludedLanguages(info: AppInfo | undefined): Set<string> {
  const codes = (info?.frontend_config_setting.exclude_language ?? []).map(codeOf).filter((c) => c !== '');
  return new Set(codes);
}
