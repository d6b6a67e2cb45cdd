import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { pathFor, itemListPath, type RouteName } from '../../app/routes';
import { useSession } from '../../lib/session/session-store';
import { useLogout } from '../../lib/session/use-logout';
import { buttonClasses } from '../ui/button';
import { Avatar } from '../ui/avatar';
import { BellIcon, ChatIcon, ClockIcon, CloseIcon, GridIcon, HeartIcon, LogOutIcon, MenuIcon, PlusIcon, SparkIcon, TrendIcon, UserIcon } from '../icons';
import { BellOnIcon, BookmarkIcon } from '../alerts/alert-icons';
import { isStaff } from './profile-menu';
import { Logo } from './logo';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

const linkClass =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-fg hover:bg-surface-2 aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

interface Props {
  unread: { messages: number; notifications: number };
  newPostPath: string;
  authLinks: { login: string; register: string };
  /** Open at once (the menu was tapped before its code arrived, mobile-menu-lazy.tsx). */
  defaultOpen?: boolean;
}

/** Small-screen menu: a sheet sliding in from the inline-end edge (300 ms). */
export function MobileMenu({ unread, newPostPath, authLinks, defaultOpen = false }: Props) {
  const { t } = useTranslation('common');
  // The notification settings' label lives with the notification centre; the menu never waits for it.
  const { t: tn, ready: notificationsReady } = useTranslation('notifications', { useSuspense: false });
  const { user } = useSession();
  const alerts = useTranslation('alerts', { useSuspense: false });
  const payments = useTranslation('payments', { useSuspense: false });
  // Bidding's bundle (issue 13): the requests-to-bid screen.
  const bidding = useTranslation('bidding', { useSuspense: false });
  const logout = useLogout();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);

  const item = (to: string, icon: ReactNode, label: string, count = 0) => {
    const content = (
      <>
        <span className="text-muted">{icon}</span>
        <span className="flex-1">{label}</span>
        {count > 0 && (
          <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white dark:text-bg">{count > 99 ? '99+' : count}</span>
        )}
      </>
    );
    // Links with a query (filtered lists) never claim to be the current page.
    return (
      <li key={to}>
        {to.includes('?') ? (
          <Link to={to} className={linkClass} onClick={close}>
            {content}
          </Link>
        ) : (
          <NavLink to={to} className={linkClass} onClick={close} end>
            {content}
          </NavLink>
        )}
      </li>
    );
  };
  const route = (name: RouteName) => pathFor(name);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 md:hidden" aria-label={t('nav.menu_open')}>
        <MenuIcon />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="wd-overlay fixed inset-0 z-50 bg-black/50 md:hidden" />
        <RadixDialog.Content className="wd-sheet fixed inset-y-0 end-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-pop md:hidden">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Logo onNavigate={close} />
            <RadixDialog.Close className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2" aria-label={t('nav.menu_close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="sr-only">{t('nav.menu')}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{t('nav.menu_description')}</RadixDialog.Description>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            {user ? (
              <div className="mb-4 flex items-center gap-3 rounded-2xl bg-surface-2 p-3">
                <Avatar name={user.user_name} size={44} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-fg">{user.user_name}</p>
                  <p className="text-xs text-muted">{t('profile_menu.signed_in')}</p>
                </div>
              </div>
            ) : (
              <div className="mb-4 grid grid-cols-2 gap-2">
                <NavLink to={authLinks.login} onClick={close} className={buttonClasses('outline', 'md')}>
                  {t('nav.login')}
                </NavLink>
                <NavLink to={authLinks.register} onClick={close} className={buttonClasses('primary', 'md')}>
                  {t('nav.register')}
                </NavLink>
              </div>
            )}
            <NavLink to={newPostPath} onClick={close} className={buttonClasses('accent', 'md', 'mb-4 w-full')}>
              <PlusIcon size={18} />
              {t('nav.new_post')}
            </NavLink>
            {user && (
              <ul className="mb-4 flex flex-col gap-0.5">
                {item(route('profile'), <UserIcon />, t('profile_menu.profile'))}
                {item(route('chat-list'), <ChatIcon />, t('profile_menu.messages'), unread.messages)}
                {item(route('favourite'), <HeartIcon />, t('profile_menu.favourites'))}
                {alerts.ready && item(route('saved-searches'), <BookmarkIcon />, alerts.t('menu.saved_searches'))}
                {alerts.ready && item(route('brand-list'), <BellOnIcon />, alerts.t('menu.brand_list'))}
                {payments.ready && item(route('purchase-history'), <ClockIcon />, payments.t('history.title'))}
                {bidding.ready && item(route('biddings'), <TrendIcon />, bidding.t('list.title'))}
                {item(route('notification-list'), <BellIcon />, t('profile_menu.notifications'), unread.notifications)}
                {notificationsReady && item(route('notification-settings'), <BellIcon />, tn('settings.title'))}
                {isStaff(user) && item('/admin', <GridIcon />, t('profile_menu.admin'))}
              </ul>
            )}
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">{t('footer.shop')}</p>
            <ul className="flex flex-col gap-0.5">
              {item(route('category-list'), <GridIcon />, t('footer.categories'))}
              {item(itemListPath({ order_by: 'added_date', orderType: 'desc' }), <SparkIcon />, t('footer.latest_posts'))}
              {item(itemListPath({ order_by: 'touch_count', orderType: 'desc' }), <TrendIcon />, t('footer.popular_posts'))}
            </ul>
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-line px-4 py-3">
            <LanguageMenu />
            <ThemeToggle withLabel />
          </div>
          {user && (
            <div className="border-t border-line p-3">
              <button
                type="button"
                onClick={() => {
                  close();
                  void logout();
                }}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-danger hover:bg-danger-soft"
              >
                <LogOutIcon />
                {t('profile_menu.logout')}
              </button>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
