/** The seller of an item: photo, name, rating, badges, member since, follow, and ways to see more of them. */
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BLUE_MARK } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { useAuthLinks } from '../../../app/redirect';
import { ArrowRightIcon, StarIcon, VerifiedIcon } from '../../../components/icons';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { friendlyError } from '../lib/friendly-error';
import { formatMonthYear, formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { useFollowUser } from '../api/follow-user';
import type { Item } from '../../../lib/api/types';
import { listHref } from '../lib/list-query';
import { StoreIcon } from './item-icons';
import { SellerContacts } from './seller-contacts';

export function SellerCard({ item }: { item: Item }) {
  const { t } = useTranslation('items');
  const { user: me } = useSession();
  const navigate = useNavigate();
  const links = useAuthLinks();
  const follow = useFollowUser();
  const seller = item.user;
  if (!seller) return null;

  const rating = seller.overall_rating ?? 0;
  const ratingCount = seller.rating_count;
  const isMe = me?.user_id === seller.user_id || item.is_owner;
  const followed = seller.is_followed;
  const blueMark = seller.is_verify_blue_mark === BLUE_MARK.approved;
  const dealer = seller.is_verify_dealer === BLUE_MARK.approved || seller.user_type === 'dealer';
  const profile = pathFor('other-profile', { userId: seller.user_id });

  const onFollow = () => {
    if (!me) {
      navigate(links.login);
      return;
    }
    follow.mutate(seller.user_id);
  };

  return (
    <section aria-labelledby="seller-title" className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id="seller-title" className="text-xs font-bold tracking-wide text-muted uppercase">
        {t('seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={seller.user_name} path={seller.user_profile_photo} size={56} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5">
            <Link to={profile} className="truncate text-base font-bold text-fg hover:text-primary hover:underline">
              <bdi>{seller.user_name}</bdi>
            </Link>
            {blueMark && (
              <span className="text-primary" title={t('seller.verified')}>
                <VerifiedIcon size={18} />
                <span className="sr-only">{t('seller.verified')}</span>
              </span>
            )}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            {ratingCount > 0 ? (
              <>
                <StarRating value={rating} size={14} />
                <span>{t('seller.rating', { rating: formatNumber(rating, { maximumFractionDigits: 1 }), count: ratingCount, formatted: formatNumber(ratingCount) })}</span>
              </>
            ) : (
              <>
                <StarIcon size={14} className="text-line-strong" />
                {t('seller.no_rating')}
              </>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {dealer && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-bold text-fg">
            <StoreIcon size={14} />
            {t('seller.dealer')}
          </span>
        )}
        {blueMark && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-primary">
            <VerifiedIcon size={14} />
            {t('seller.verified')}
          </span>
        )}
        <span className="inline-flex items-center rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-muted">
          {t('seller.member_since', { date: formatMonthYear(seller.added_date) })}
        </span>
        {seller.active_item_count > 0 && (
          <span className="inline-flex items-center rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-muted">
            {t('seller.listings', { count: seller.active_item_count, formatted: formatNumber(seller.active_item_count) })}
          </span>
        )}
      </div>
      {!isMe && <SellerContacts item={item} />}
      {follow.isError && <p className="text-sm text-danger" role="alert">{friendlyError(follow.error, t)}</p>}
      <div className="grid grid-cols-2 gap-2">
        {!isMe && (
          <Button variant={followed ? 'secondary' : 'outline'} onClick={onFollow} loading={follow.isPending} aria-pressed={followed}>
            {followed ? t('seller.following') : t('seller.follow')}
          </Button>
        )}
        <Link to={profile} className={`inline-flex h-11 items-center justify-center gap-1 rounded-xl px-4 text-sm font-semibold text-primary hover:bg-primary-soft ${isMe ? 'col-span-2' : ''}`}>
          {t('seller.profile')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <Link
        to={listHref({ addedUserId: seller.user_id, added_user_name: seller.user_name })}
        className="text-center text-sm font-semibold text-primary hover:underline"
      >
        {t('seller.all_listings')}
      </Link>
    </section>
  );
}
