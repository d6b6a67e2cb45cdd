/** The profile menu's trigger button (profile-menu.tsx), shared by the stand-in and the dropdown. */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session/session-store';
import { Avatar } from '../ui/avatar';
import { ChevronDownIcon } from '../icons';

/** Admins (role 1) and moderators (role 2) reach the admin area from the menus. */
export const isStaff = (user: SessionUser) => user.role_id === '1' || user.role_id === '2';

export interface ProfileMenuPopupProps {
  user: SessionUser;
  defaultOpen: boolean;
}

type TriggerProps = ComponentPropsWithoutRef<'button'> & { user: SessionUser };

/** The trigger button: avatar and name. */
export const ProfileTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ProfileTrigger({ user, ...props }, ref) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      ref={ref}
      className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-surface ps-1 pe-1 hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:pe-2.5"
      aria-label={t('profile_menu.open', { name: user.user_name })}
      {...props}
    >
      <Avatar name={user.user_name} size={32} />
      <span className="hidden max-w-32 truncate text-sm font-medium text-fg lg:inline">{user.user_name}</span>
      <ChevronDownIcon size={16} className="hidden text-muted sm:block" />
    </button>
  );
});
