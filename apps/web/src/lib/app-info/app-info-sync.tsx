import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@wheeldeal/i18n';
import { useAppInfo } from './use-app-info';
import { excludedLanguages, frontendConfig } from './frontend-config';
import { clearSession, useSession } from '../session/session-store';
import { currentLanguage, rememberServerLanguage, storedLanguage, switchLanguage } from '../i18n/i18n';

/** Server states in which a locally remembered user can no longer act. */
const GONE = new Set(['nologinuser', 'banned', 'deleted']);

/**
 * Applies app info to the client once it arrives: drops a stored user the server no longer knows (spec §4), and
 * applies the server's default language when the user has not chosen one, leaving any excluded language.
 * Renders nothing.
 */
export function AppInfoSync() {
  const { data } = useAppInfo();
  const { user } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!data || !user) return;
    const status = data.user_info?.user_status ?? '';
    if (GONE.has(status)) {
      clearSession();
      queryClient.removeQueries({ queryKey: ['appinfo', user.user_id] });
    }
  }, [data, user, queryClient]);

  useEffect(() => {
    if (!data) return;
    const excluded = excludedLanguages(data);
    const { defaultLanguage } = frontendConfig(data);
    const usable = (code: string | null) => code !== null && !excluded.has(code);
    const chosen = storedLanguage();
    const serverDefault = usable(defaultLanguage) ? defaultLanguage : null;
    const fallback = serverDefault ?? (usable(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : LANGUAGES.find((l) => !excluded.has(l.code))?.code);
    rememberServerLanguage(serverDefault);
    const target = chosen && usable(chosen) ? chosen : fallback;
    if (target && target !== currentLanguage()) void switchLanguage(target);
  }, [data]);

  return null;
}
