import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../app/routes';
import { useAuthLinks, useRouteName } from '../../app/redirect';
import { useSession } from '../../lib/session/session-store';
import { useUnreadCount } from '../../lib/unread-count';
import { buttonClasses } from '../ui/button';
import { ChatIcon, PlusIcon } from '../icons';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { ProfileMenu } from './profile-menu';
import { MobileMenu } from './mobile-menu-lazy';
import { NavBadge } from './nav-badge';
import { NotificationBell } from './notification-bell';

const iconButton =
  'relative hidden md:flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary';

/** The "New Post" target: the item form, or login first (then back to it). */
export function useNewPostPath(): string {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? pathFor('item-entry') : pathFor('login', {}, { redirect: 'item-entry' });
}

/** Main navigation bar (spec §2.3). */
export function MainNav() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const links = useAuthLinks();
  const unread = useUnreadCount();
  const newPost = useNewPostPath();
  const routeName = useRouteName();
  const withUnread = (label: string, count: number) => (count > 0 ? t('nav.with_unread', { label, count }) : label);

  return (
    <nav aria-label={t('nav.main')} className="border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Logo />
        <div className="hidden max-w-xl flex-1 md:block">
          <SearchBox />
        </div>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <div className="hidden sm:block">
            <Link to={newPost} className={buttonClasses('accent', 'md')}>
              <PlusIcon size={18} />
              {t('nav.new_post')}
            </Link>
          </div>
          <div className="sm:hidden">
            <Link to={newPost} className={buttonClasses('accent', 'icon', 'rounded-full')} aria-label={t('nav.new_post')}>
              <PlusIcon />
            </Link>
          </div>
          {user ? (
            <>
              <NotificationBell
                userId={user.user_id}
                count={unread.notifications}
                className={iconButton}
                label={withUnread(t('nav.notifications'), unread.notifications)}
              />
              <NavLink
                to={pathFor('chat-list')}
                className={iconButton}
                aria-label={withUnread(t('nav.messages'), unread.messages)}
              >
                <ChatIcon />
                <NavBadge count={unread.messages} />
              </NavLink>
              {/* At every width, so a phone's top bar shows who is logged in too (issue 15). */}
              <ProfileMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <Link to={links.login} className={buttonClasses('ghost', 'md')}>
                {t('nav.login')}
              </Link>
              <Link to={links.register} className={buttonClasses('outline', 'md')}>
                {t('nav.register')}
              </Link>
            </div>
          )}
          <MobileMenu unread={unread} newPostPath={newPost} authLinks={links} />
        </div>
      </div>
      {routeName !== 'dashboard' && (
        <div className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 md:hidden">
          <SearchBox />
        </div>
      )}
    </nav>
  );
}
