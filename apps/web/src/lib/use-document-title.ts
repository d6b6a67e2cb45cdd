import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "{title} · Wheeldeal" while the screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : `${appName} – ${t('app.tagline')}`;
  }, [title, appName, t]);
}
