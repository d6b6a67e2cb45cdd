import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import { ShieldIcon } from '../icons';

/** Thin bar above the navigation: language and dark mode (spec §2.3). A labelled region, so its controls sit in a
 * landmark like everything else on the page. */
export function TopBar() {
  const { t } = useTranslation('common');
  return (
    <section aria-label={t('top_bar.label')} className="border-b border-line bg-surface-2/60">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <p className="hidden items-center gap-1.5 truncate text-xs text-muted sm:flex">
          <ShieldIcon size={14} />
          {t('top_bar.tagline')}
        </p>
        <div className="flex flex-1 items-center justify-end gap-1 sm:flex-none">
          <LanguageMenu />
          <ThemeToggle />
        </div>
      </div>
    </section>
  );
}
