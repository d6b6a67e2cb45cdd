import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemPath } from '../../../app/routes';
import { useAuthLinks } from '../../../app/redirect';
import { CardBadge, ListingCard, ListingCardSkeleton } from '../../../components/ui/listing-card';
import { PriceTag } from '../../../components/ui/price-tag';
import { formatNumber } from '../../../lib/format';
import { useRenderLater } from '../../../lib/use-render-later';
import { useSession } from '../../../lib/session/session-store';
import { usePressFavourite } from '../api/press-favourite';
import type { RailItem } from '../api/types';
import { isPromoted } from '../../../lib/payments/promoted';

/** A listing in a dashboard rail (a ListingCard with its heart; visitors are sent to login first). Only `priority`
 * cards (the first of the first rail) render with the rail; the others show their skeleton (same size) and render
 * right after, in slices. */
export function RailCard({ item, priority = false }: { item: RailItem; priority?: boolean }) {
  const ready = useRenderLater(priority);
  return ready ? <RailCardContent item={item} priority={priority} /> : <ListingCardSkeleton className="h-full" />;
}

function RailCardContent({ item, priority }: { item: RailItem; priority: boolean }) {
  const { t } = useTranslation('items');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const links = useAuthLinks();
  const press = usePressFavourite();
  const [favourite, setFavourite] = useState(item.is_favourited);
  const rate = item.discount_rate_by_percentage;
  const facts = [
    item.vehicle_year ? String(item.vehicle_year) : '',
    item.driven_km ? t('card.km', { value: formatNumber(item.driven_km) }) : '',
    item.fuel_type?.name ?? '',
    item.transmission_type?.name ?? '',
  ].filter(Boolean);
  const township = item.item_location_township?.township_name ?? '';
  const city = item.item_location?.name ?? '';
  const currency = item.item_currency?.currency_symbol ?? '';

  const toggle = () => {
    if (!isLoggedIn) {
      navigate(links.login);
      return;
    }
    const next = !favourite;
    setFavourite(next);
    press.mutate(item.id, { onSuccess: (fresh) => setFavourite(fresh.is_favourited), onError: () => setFavourite(!next) });
  };

  return (
    <ListingCard
      href={itemPath(item)}
      title={item.title}
      photoPath={item.default_photo?.img_path}
      photoCount={item.photo_count}
      sizes="(min-width: 640px) 280px, 78vw"
      priority={priority}
      price={<PriceTag price={item.price} discountPrice={item.discount_price} discountRate={rate} symbol={currency} />}
      facts={facts}
      location={[township, city].filter(Boolean).join(', ') || item.address}
      age={item.added_date_str}
      ribbon={item.is_sold_out ? t('card.sold') : undefined}
      badges={
        (isPromoted(item) || rate > 0) && (
          <>
            {isPromoted(item) && <CardBadge tone="accent">{t('card.promoted')}</CardBadge>}
            {rate > 0 && <CardBadge tone="danger">{t('card.discount', { rate: formatNumber(rate) })}</CardBadge>}
          </>
        )
      }
      favourite={{ pressed: favourite, busy: press.isPending, onPress: toggle, label: t('card.favourite', { title: item.title }) }}
    />
  );
}
