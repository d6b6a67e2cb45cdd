import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { pathFor, type RouteName } from '../../app/routes';
import { useLogout } from '../../lib/session/use-logout';
import type { SessionUser } from '../../lib/session/session-store';
import { useDir } from '../../lib/i18n/use-dir';
import { Avatar } from '../ui/avatar';
import { BellOnIcon, BookmarkIcon } from '../alerts/alert-icons';
import { BellIcon, ChatIcon, ChevronDownIcon, ClockIcon, GridIcon, HeartIcon, LogOutIcon, TrendIcon, UserIcon } from '../icons';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

/** Admins (role 1) and moderators (role 2) reach the admin area from the menus. */
export const isStaff = (user: SessionUser) => user.role_id === '1' || user.role_id === '2';

/** Profile dropdown (spec §2.3): profile, message, favourite, notification, logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  // The notification settings' label lives with the notification centre; the menu never waits for it.
  const { t: tn, ready: notificationsReady } = useTranslation('notifications', { useSuspense: false });
  const navigate = useNavigate();
  const logout = useLogout();
  const dir = useDir();
  // Alerts' own bundle, loaded while the menu is closed (no suspense in the header); its links wait for it.
  const alerts = useTranslation('alerts', { useSuspense: false });
  const payments = useTranslation('payments', { useSuspense: false });
  // Bidding's bundle likewise (issue 13): the requests-to-bid screen.
  const bidding = useTranslation('bidding', { useSuspense: false });

  const entries: Array<{ route: RouteName; label: string; icon: ReactNode }> = [
    { route: 'profile', label: t('profile_menu.profile'), icon: <UserIcon size={18} /> },
    { route: 'chat-list', label: t('profile_menu.messages'), icon: <ChatIcon size={18} /> },
    { route: 'favourite', label: t('profile_menu.favourites'), icon: <HeartIcon size={18} /> },
    ...(alerts.ready
      ? [
          { route: 'saved-searches' as const, label: alerts.t('menu.saved_searches'), icon: <BookmarkIcon size={18} /> },
          { route: 'brand-list' as const, label: alerts.t('menu.brand_list'), icon: <BellOnIcon size={18} /> },
        ]
      : []),
    ...(payments.ready ? [{ route: 'purchase-history' as const, label: payments.t('history.title'), icon: <ClockIcon size={18} /> }] : []),
    ...(bidding.ready ? [{ route: 'biddings' as const, label: bidding.t('list.title'), icon: <TrendIcon size={18} /> }] : []),
    { route: 'notification-list', label: t('profile_menu.notifications'), icon: <BellIcon size={18} /> },
    ...(notificationsReady ? [{ route: 'notification-settings' as const, label: tn('settings.title'), icon: <BellIcon size={18} /> }] : []),
  ];

  return (
    <DropdownMenu.Root dir={dir} modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-surface ps-1 pe-1 hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:pe-2.5"
        aria-label={t('profile_menu.open', { name: user.user_name })}
      >
        <Avatar name={user.user_name} size={32} />
        <span className="hidden max-w-32 truncate text-sm font-medium text-fg lg:inline">{user.user_name}</span>
        <ChevronDownIcon size={16} className="hidden text-muted sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="wd-menu z-50 min-w-56 rounded-xl border border-line bg-surface p-1.5 shadow-pop">
          <div className="flex items-center gap-3 px-2.5 py-2">
            <Avatar name={user.user_name} size={36} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-fg">{user.user_name}</p>
              <p className="text-xs text-muted">{t('profile_menu.signed_in')}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {entries.map((entry) => (
            <DropdownMenu.Item key={entry.route} className={itemClass} onSelect={() => navigate(pathFor(entry.route))}>
              <span className="text-muted">{entry.icon}</span>
              {entry.label}
            </DropdownMenu.Item>
          ))}
          {isStaff(user) && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
              <span className="text-muted">
                <GridIcon size={18} />
              </span>
              {t('profile_menu.admin')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={`${itemClass} text-danger`} onSelect={() => void logout()}>
            <LogOutIcon size={18} />
            {t('profile_menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
