import { useMemo } from 'react';
import { LANGUAGES, type Language } from '@wheeldeal/i18n';
import { useAppInfo } from '../app-info/use-app-info';
import { excludedLanguages } from '../app-info/frontend-config';

/** The languages offered in the dropdown: all 16 minus those the server excludes. */
export function useLanguages(): readonly Language[] {
  const { data } = useAppInfo();
  return useMemo(() => {
    const excluded = excludedLanguages(data);
    return LANGUAGES.filter((l) => !excluded.has(l.code));
  }, [data]);
}
