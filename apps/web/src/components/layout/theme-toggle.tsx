import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { useDarkMode } from '../../lib/theme';
import { MoonIcon, SunIcon } from '../icons';

/** Dark-mode switch, remembered in `wd.dark`. */
export function ThemeToggle({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation('common');
  const [dark, setDark] = useDarkMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('top_bar.dark_mode')}
      onClick={() => setDark(!dark)}
      className={clsx(
        'flex h-8 items-center gap-2 rounded-lg px-2 text-sm text-muted hover:bg-surface-2 hover:text-fg',
        className,
      )}
    >
      {dark ? <SunIcon size={16} /> : <MoonIcon size={16} />}
      <span className={withLabel ? undefined : 'hidden sm:inline'} aria-hidden="true">
        {t('top_bar.dark_mode')}
      </span>
    </button>
  );
}
