/**
 * `/other-profile/{userId}`: another user's public profile — photo, name and badges, about text, contact details
 * as they allow, followers and following (linking to their lists), the rating summary (linking to the reviews),
 * follow / unfollow, block / unblock, report (through the contact form), and their listings. One's own id goes
 * to `/profile`.
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BLUE_MARK } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { useAuthLinks } from '../../../app/redirect';
import { BlockUserButton } from '../../../components/block-user-button';
import { CalendarIcon, MailIcon, PhoneIcon, ShieldIcon, VerifiedIcon } from '../../../components/icons';
import { RatingSummary } from '../../../components/rating-summary';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/api/types';
import { formatMonthYear, formatNumber } from '../../../lib/format';
import { useIsBlocked } from '../../../lib/queries/blocks';
import { useToggleFollow } from '../../../lib/queries/people';
import { userQueries } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SellerListings } from '../components/seller-listings';

export default function OtherProfileScreen() {
  const { userId = '' } = useParams();
  const { user: me } = useSession();
  const { t } = useTranslation('people');
  const query = useQuery(userQueries.detail(userId));
  useDocumentTitle(query.data?.user_name ?? t('profile.title'));
  if (me && me.user_id === userId) return <Navigate to={pathFor('profile')} replace />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {query.isPending ? (
        <Skeleton className="h-64 rounded-3xl" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(query.error)}</Alert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ProfileCard user={query.data} />
          <section aria-labelledby="seller-listings" className="flex flex-col gap-4">
            <h2 id="seller-listings" className="text-lg font-semibold text-fg">
              {t('profile.listings')}
            </h2>
            <SellerListings userId={userId} />
          </section>
        </>
      )}
    </div>
  );
}

function Stat({ value, label, to }: { value: number; label: string; to: string }) {
  return (
    <Link to={to} className="flex flex-col items-center rounded-xl px-3 py-2 hover:bg-surface-2">
      <span className="text-xl font-bold text-fg">{formatNumber(value)}</span>
      <span className="text-xs text-muted">{label}</span>
    </Link>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('people');
  const of = `?user_id=${encodeURIComponent(user.user_id)}`;
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-start">
        <Avatar name={user.user_name} path={user.user_profile_photo} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="flex flex-wrap items-center justify-center gap-2 text-2xl font-bold tracking-tight text-fg sm:justify-start" dir="auto">
            {user.user_name}
            {user.is_verify_blue_mark === BLUE_MARK.approved && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                <VerifiedIcon size={16} />
                {t('verified')}
              </span>
            )}
          </h1>
          {user.added_date && (
            <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-muted sm:justify-start">
              <CalendarIcon size={16} />
              {t('profile.member_since', { date: formatMonthYear(user.added_date) })}
            </p>
          )}
          {user.user_about_me && (
            <p className="mt-3 text-sm whitespace-pre-line text-fg" dir="auto">
              {user.user_about_me}
            </p>
          )}
          <Contacts user={user} />
        </div>
        <div className="flex shrink-0 gap-1">
          <Stat value={user.follower_count} label={t('follower.tab')} to={`${pathFor('followers')}${of}`} />
          <Stat value={user.following_count} label={t('following.tab')} to={`${pathFor('following')}${of}`} />
        </div>
      </div>
      <RatingSummary user={user} reviewsLink compact />
      <Actions user={user} />
    </Card>
  );
}

/** E-mail and phone, only those the user shows (the server leaves the others empty). */
function Contacts({ user }: { user: User }) {
  const { t } = useTranslation('people');
  if (!user.user_email && !user.user_phone) return null;
  return (
    <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm sm:justify-start">
      {user.user_email && (
        <li className="flex items-center gap-1.5">
          <MailIcon size={16} />
          <span className="sr-only">{t('profile.email')}</span>
          <a href={`mailto:${user.user_email}`} className="text-primary hover:underline" dir="ltr">
            {user.user_email}
          </a>
        </li>
      )}
      {user.user_phone && (
        <li className="flex items-center gap-1.5">
          <PhoneIcon size={16} />
          <span className="sr-only">{t('profile.phone')}</span>
          <a href={`tel:${user.user_phone}`} className="text-primary hover:underline" dir="ltr">
            {user.user_phone}
          </a>
        </li>
      )}
    </ul>
  );
}

function Actions({ user }: { user: User }) {
  const { t } = useTranslation('people');
  const { user: me } = useSession();
  const links = useAuthLinks();
  const follow = useToggleFollow(me?.user_id ?? '');
  // Nobody follows across a block (the server refuses it): unblock first.
  const blocked = useIsBlocked(me?.user_id ?? '', user.user_id);
  const report = `${pathFor('contact')}?report_user=${encodeURIComponent(user.user_id)}`;
  if (!me)
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={links.login} className={buttonClasses('primary')}>
          {t('profile.login_to_follow')}
        </Link>
      </div>
    );
  const toggle = () =>
    follow.mutate(user.user_id, {
      onSuccess: (u) => toast.success(u.is_followed ? t('profile.followed', { name: u.user_name }) : t('profile.unfollowed', { name: u.user_name })),
      onError: (e) => toast.error(errorMessage(e)),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {blocked === false && (
        <Button variant={user.is_followed ? 'secondary' : 'primary'} loading={follow.isPending} aria-pressed={user.is_followed} onClick={toggle}>
          {user.is_followed ? t('profile.unfollow') : t('profile.follow')}
        </Button>
      )}
      <BlockUserButton userId={user.user_id} userName={user.user_name} />
      <Link to={report} className={buttonClasses('ghost')}>
        <ShieldIcon size={18} />
        {t('profile.report')}
      </Link>
    </div>
  );
}
