/**
 * The small-screen menu, loaded as its own chunk right after the first paint: its sheet (a Radix dialog with focus
 * trapping and scroll locking) is a good part of the startup bundle otherwise (docs/performance.md, "Web pages").
 * Until it is there the same menu button stands in; a tap on it opens the menu as soon as it arrives.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../icons';

const Menu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

type Props = Omit<ComponentProps<typeof Menu>, 'defaultOpen'>;

export function MobileMenu(props: Props) {
  const { t } = useTranslation('common');
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const standIn = (
    <button
      type="button"
      className="flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 md:hidden"
      aria-label={t('nav.menu_open')}
      aria-haspopup="dialog"
      aria-expanded={openOnLoad}
      onClick={() => setOpenOnLoad(true)}
    >
      <MenuIcon />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <Menu {...props} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
