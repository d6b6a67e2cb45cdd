import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemPath } from '../../../app/routes';
import { useAuthLinks } from '../../../app/redirect';
import { CardBadge, ListingCard } from '../../../components/ui/listing-card';
import { PriceTag } from '../../../components/ui/price-tag';
import { isEmptyObject, isOn, toFloat, toInt } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-store';
import { usePressFavourite } from '../api/press-favourite';
import type { RailItem } from '../api/types';

const named = (v: { name?: string; is_empty_object?: string } | undefined) => (v && !isEmptyObject(v) ? (v.name ?? '') : '');

/** A listing in a dashboard rail (a ListingCard with its heart; visitors are sent to login first). */
export function RailCard({ item, priority = false }: { item: RailItem; priority?: boolean }) {
  const { t } = useTranslation('items');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const links = useAuthLinks();
  const press = usePressFavourite();
  const [favourite, setFavourite] = useState(isOn(item.is_favourited));
  const rate = toFloat(item.discount_rate_by_percentage);
  const facts = [
    toInt(item.vehicle_year) > 0 ? String(item.vehicle_year) : '',
    toFloat(item.driven_km) > 0 ? t('card.km', { value: formatNumber(toFloat(item.driven_km)) }) : '',
    named(item.fuel_type),
    named(item.transmission_type),
  ].filter(Boolean);
  const township = item.item_location_township && !isEmptyObject(item.item_location_township) ? (item.item_location_township.township_name ?? '') : '';
  const city = named(item.item_location);
  const currency = item.item_currency && !isEmptyObject(item.item_currency) ? item.item_currency.currency_symbol : '';

  const toggle = () => {
    if (!isLoggedIn) {
      navigate(links.login);
      return;
    }
    const next = !favourite;
    setFavourite(next);
    press.mutate(item.id, { onSuccess: (fresh) => setFavourite(isOn(fresh.is_favourited)), onError: () => setFavourite(!next) });
  };

  return (
    <ListingCard
      href={itemPath(item)}
      title={item.title}
      photoPath={isEmptyObject(item.default_photo) ? undefined : item.default_photo?.img_path}
      photoCount={toInt(item.photo_count)}
      sizes="(min-width: 640px) 280px, 78vw"
      priority={priority}
      price={<PriceTag price={item.price} discountPrice={item.discount_price} discountRate={rate} symbol={currency} />}
      facts={facts}
      location={[township, city].filter(Boolean).join(', ') || item.address}
      age={item.added_date_str}
      ribbon={isOn(item.is_sold_out) ? t('card.sold') : undefined}
      badges={
        (isOn(item.is_paid) || rate > 0) && (
          <>
            {isOn(item.is_paid) && <CardBadge tone="accent">{t('card.featured')}</CardBadge>}
            {rate > 0 && <CardBadge tone="danger">{t('card.discount', { rate: formatNumber(rate) })}</CardBadge>}
          </>
        )
      }
      favourite={{ pressed: favourite, busy: press.isPending, onPress: toggle, label: t('card.favourite', { title: item.title }) }}
    />
  );
}
