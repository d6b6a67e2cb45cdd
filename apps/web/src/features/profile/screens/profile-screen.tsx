import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BLUE_MARK, type OwnerItemBucket } from '@wheeldeal/contract';
import { pathFor, type RouteName } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { CalendarIcon, ChatIcon, EditIcon, HeartIcon, MailIcon, MapPinIcon, PhoneIcon, TagIcon, VerifiedIcon, WrenchIcon } from '../../../components/icons';
import { UserBadges } from '../../../components/ui/user-badges';
import { ContactStats } from '../components/contact-stats';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/queries/users';
import { formatMonthYear, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { useFirstViewReady } from '../../../lib/first-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useItemCounts, useUser } from '../api/get-user';
import { RatingStars } from '../components/rating-stars';

export default function ProfileScreen() {
  return (
    <RequireLogin>
      <OwnProfile />
    </RequireLogin>
  );
}

function OwnProfile() {
  const { t } = useTranslation('auth');
  const { user: session } = useSession();
  const query = useUser(session?.user_id);
  useDocumentTitle(t('profile.title'));
  // The server's first view draws the profile (apps/server/src/http/first-view.ts): it stays until it is here.
  useFirstViewReady(!query.isPending);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(query.error)}</Alert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <ProfileView user={query.data} />
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

function ContactRow({ icon, label, value, href }: { icon: ReactNode; label: string; value: string; href?: string }) {
  // dl > div > (dt, dd) only: the icon lives inside the dt.
  return (
    <div className="relative min-h-15 py-3 ps-12">
      <dt className="text-xs text-muted">
        <span aria-hidden="true" className="absolute start-0 top-3 flex h-9 w-9 items-center justify-center rounded-xl bg-surface-2 text-muted">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-sm font-medium text-fg">
        {href ? (
          <a href={href} className="hover:text-primary" dir="ltr">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function ProfileView({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const { t: tAccount } = useTranslation('account');
  const rating = user.overall_rating ?? 0;
  const ratingCount = user.rating_count;
  const blueMark = user.is_verify_blue_mark === BLUE_MARK.approved;
  const showEmail = user.is_show_email && user.user_email !== '';
  const showPhone = user.is_show_phone && user.user_phone !== '';
  const location = [user.user_address, user.city].filter(Boolean).join(', ');

  const contacts: Array<{ key: string; icon: ReactNode; label: string; value: string; href?: string }> = [];
  if (showEmail) contacts.push({ key: 'email', icon: <MailIcon size={18} />, label: t('fields.email'), value: user.user_email, href: `mailto:${user.user_email}` });
  if (showPhone) contacts.push({ key: 'phone', icon: <PhoneIcon size={18} />, label: t('fields.phone'), value: user.user_phone, href: `tel:${user.user_phone}` });
  if (user.whatsapp) contacts.push({ key: 'whatsapp', icon: <ChatIcon size={18} />, label: t('fields.whatsapp'), value: user.whatsapp });
  if (user.messenger) contacts.push({ key: 'messenger', icon: <ChatIcon size={18} />, label: t('fields.messenger'), value: user.messenger });
  if (location) contacts.push({ key: 'location', icon: <MapPinIcon size={18} />, label: t('fields.location'), value: location });

  const shortcuts: Array<{ route: RouteName; label: string; icon: ReactNode }> = [
    { route: 'active-items', label: t('profile.my_listings'), icon: <TagIcon size={18} /> },
    { route: 'favourite', label: t('profile.favourites'), icon: <HeartIcon size={18} /> },
    { route: 'chat-list', label: t('profile.messages'), icon: <ChatIcon size={18} /> },
  ];

  return (
    <div className="flex flex-col gap-6">
      <Card className="overflow-hidden">
        <div className="h-28 bg-gradient-to-br from-hero-from to-hero-to sm:h-36" aria-hidden="true" />
        <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="-mt-12 w-fit shrink-0 rounded-full bg-surface p-1 shadow-card sm:-mt-14">
              <Avatar name={user.user_name} path={user.user_profile_photo} size={104} />
            </div>
            <div className="pb-1 sm:pt-4">
              <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-fg">
                {user.user_name}
                {user.is_verify_dealer === BLUE_MARK.approved && <UserBadges user={{ is_verify_dealer: user.is_verify_dealer }} size={18} />}
                {blueMark && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                    <VerifiedIcon size={16} />
                    {t('profile.verified')}
                  </span>
                )}
              </h1>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <CalendarIcon size={16} />
                {t('profile.member_since', { date: formatMonthYear(user.added_date) })}
              </p>
              {/* Links to the user's reviews: the summary per star and the list. */}
              <Link to={pathFor('review-list', {}, { user_id: user.user_id })} className="mt-2 flex w-fit items-center gap-2 rounded-lg text-sm text-muted hover:text-primary">
                <RatingStars value={rating} />
                <span className="font-semibold text-fg">{rating.toFixed(1)}</span>
                <span className="underline-offset-2 hover:underline">{ratingCount > 0 ? t('profile.rating_count', { count: ratingCount }) : t('profile.no_reviews')}</span>
              </Link>
            </div>
          </div>
          <div className="flex gap-2 self-start sm:self-end">
            <Link to={pathFor('edit-profile')} className={buttonClasses('outline', 'md')}>
              <EditIcon size={18} />
              {t('profile.edit')}
            </Link>
            <Link to={pathFor('settings')} className={buttonClasses('ghost', 'md')} data-testid="settings-link">
              <WrenchIcon size={18} />
              {tAccount('link')}
            </Link>
          </div>
        </div>
        <div className="grid grid-cols-3 border-t border-line px-2 py-3 sm:px-6">
          <Stat value={user.follower_count} label={t('profile.followers')} to={pathFor('followers')} />
          <Stat value={user.following_count} label={t('profile.following')} to={pathFor('following')} />
          <Stat value={user.active_item_count} label={t('profile.active_items')} to={pathFor('active-items')} />
        </div>
      </Card>

      <div className="grid gap-6 md:grid-cols-[1.4fr_1fr]">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-fg">{t('profile.about')}</h2>
          <p className="mt-3 whitespace-pre-line text-start text-sm leading-relaxed text-muted" dir="auto">{user.user_about_me || t('profile.about_empty')}</p>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-fg">{t('profile.contact')}</h2>
          {contacts.length > 0 ? (
            <dl className="mt-1 divide-y divide-line">
              {contacts.map(({ key, ...row }) => (
                <ContactRow key={key} {...row} />
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('profile.contact_empty')}</p>
          )}
        </Card>
      </div>

      <ContactStats userId={user.user_id} />

      <ListingCounts userId={user.user_id} />

      <nav aria-label={t('profile.shortcuts')} className="grid gap-3 sm:grid-cols-3">
        {shortcuts.map((s) => (
          <Link
            key={s.route}
            to={pathFor(s.route)}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm font-medium text-fg shadow-card hover:border-primary/40 hover:text-primary"
          >
            <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-primary-soft text-primary">{s.icon}</span>
            {s.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** The owner's listings per state (`users/item_counts`), each linking to its list (sell screens). */
const LISTING_STATES: Array<{ id: OwnerItemBucket; to: string }> = [
  { id: 'active', to: pathFor('active-items') },
  { id: 'pending', to: pathFor('pending-items') },
  { id: 'rejected', to: pathFor('reject-items') },
  { id: 'hidden', to: pathFor('active-items', {}, { tab: 'hidden' }) },
  { id: 'disabled', to: pathFor('disable-items') },
  { id: 'sold', to: pathFor('active-items', {}, { tab: 'sold' }) },
  { id: 'paid', to: pathFor('paid-items') },
];

function ListingCounts({ userId }: { userId: string }) {
  const { t } = useTranslation('sell');
  const counts = useItemCounts(userId);
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-fg">{t('lists.title')}</h2>
        <Link to={pathFor('item-entry')} className="text-sm font-semibold text-primary hover:underline">
          {t('lists.new_listing')}
        </Link>
      </div>
      <nav aria-label={t('lists.tabs_label')} className="mt-4 grid grid-cols-2 gap-2 xs:grid-cols-4 lg:grid-cols-7">
        {LISTING_STATES.map((s) => (
          <Link key={s.id} to={s.to} className="flex flex-col rounded-xl border border-line px-3 py-2.5 hover:border-primary/40 hover:bg-surface-2">
            <span className="text-xl font-bold text-fg tabular-nums">{counts.data ? formatNumber(counts.data[s.id] ?? 0) : '–'}</span>
            <span className="text-xs text-muted">{t(`lists.${s.id}.tab`)}</span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-6" role="status">
      <span className="sr-only">{t('actions.loading')}</span>
      <Skeleton className="h-72 rounded-2xl" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </div>
  );
}
