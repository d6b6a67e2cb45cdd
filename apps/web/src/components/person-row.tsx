/** One person of a people list (followers, following, blocked users): photo, name linking to their profile, the
 * blue mark, their follower count, and an action at the inline end. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BLUE_MARK } from '@wheeldeal/contract';
import { pathFor } from '../app/routes';
import type { User } from '../lib/api/types';
import { formatNumber } from '../lib/format';
import { useSession } from '../lib/session/session-store';
import { VerifiedIcon } from './icons';
import { Avatar } from './ui/avatar';

export function PersonRow({ user, action }: { user: User; action?: ReactNode }) {
  const { t } = useTranslation('people');
  const { user: me } = useSession();
  const to = me?.user_id === user.user_id ? pathFor('profile') : pathFor('other-profile', { userId: user.user_id });
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card">
      <Avatar name={user.user_name} path={user.user_profile_photo} size={48} />
      <div className="min-w-0 flex-1">
        <Link to={to} className="flex items-center gap-1 font-semibold text-fg hover:text-primary" dir="auto">
          <span className="truncate">{user.user_name}</span>
          {user.is_verify_blue_mark === BLUE_MARK.approved && (
            <span className="text-primary" title={t('verified')}>
              <VerifiedIcon size={16} />
              <span className="sr-only">{t('verified')}</span>
            </span>
          )}
        </Link>
        <p className="text-xs text-muted">{t('followers_label', { value: formatNumber(user.follower_count) })}</p>
      </div>
      {action}
    </div>
  );
}
