/** A seller's published listings on their profile, newest first, 10 at a time with "load more". */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemPath } from '../../../app/routes';
import { CarIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CardBadge, ListingCard, ListingCardSkeleton } from '../../../components/ui/listing-card';
import { PriceTag } from '../../../components/ui/price-tag';
import { errorMessage } from '../../../lib/api/client';
import type { Item } from '../../../lib/api/types';
import { isPromoted } from '../../../lib/payments/promoted';
import { peopleQueries } from '../../../lib/queries/people';
import { useSession } from '../../../lib/session/session-store';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';
const SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 100vw';

function placeOf(item: Item): string {
  return [item.item_location_township?.township_name, item.item_location?.name].filter(Boolean).join(', ') || item.address;
}

function SellerItemCard({ item }: { item: Item }) {
  const { t } = useTranslation(['people', 'items']);
  const currency = item.item_currency;
  return (
    <ListingCard
      href={itemPath(item)}
      title={item.title}
      photoPath={item.default_photo?.img_path}
      photoCount={item.photo_count}
      sizes={SIZES}
      price={<PriceTag price={item.price} discountPrice={item.discount_price} symbol={currency ? currency.currency_symbol || currency.currency_short_form : ''} />}
      facts={[item.vehicle_year, item.fuel_type?.name ?? '', item.transmission_type?.name ?? ''].filter(Boolean).map(String)}
      location={placeOf(item)}
      age={item.added_date_str}
      ribbon={item.is_sold_out ? t('profile.sold') : undefined}
      badges={isPromoted(item) && <CardBadge tone="accent">{t('items:card.promoted')}</CardBadge>}
    />
  );
}

export function SellerListings({ userId }: { userId: string }) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const query = useInfiniteQuery(peopleQueries.listingsOf(userId, user?.user_id ?? ''));
  const items = query.data?.pages.flat() ?? [];
  if (query.isPending)
    return (
      <ul className={GRID} role="status" aria-label={t('loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (query.isError && items.length === 0) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (items.length === 0) return <EmptyState icon={<CarIcon />} title={t('profile.no_listings')} description={t('profile.no_listings_text')} className="bg-surface" />;
  return (
    <div className="flex flex-col gap-6">
      <ul className={GRID}>
        {items.map((item) => (
          <li key={item.id}>
            <SellerItemCard item={item} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
