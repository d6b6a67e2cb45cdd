import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemPath } from '../../../app/routes';
import { CarIcon, ClockIcon, GaugeIcon, MapPinIcon } from '../../../components/icons';
import { isEmptyObject, isOn, thumbnailUrl, toFloat } from '../../../lib/api';
import type { WireItemSummary } from '../../../lib/api/wire-types';
import { formatNumber, formatPrice } from '../../../lib/format';

/** A listing card: photo, price, title and the few facts buyers scan for. */
export function ItemCard({ item }: { item: WireItemSummary }) {
  const { t } = useTranslation('common');
  const [broken, setBroken] = useState(false);
  const photo = isEmptyObject(item.default_photo) ? null : thumbnailUrl(item.default_photo?.img_path, 2);
  const symbol = isEmptyObject(item.item_currency) ? '' : item.item_currency?.currency_symbol;
  const discountRate = toFloat(item.discount_rate_by_percentage);
  const discounted = discountRate > 0 && item.discount_price ? item.discount_price : null;
  const isFree = toFloat(item.price) === 0;
  const location = isEmptyObject(item.item_location) ? '' : item.item_location?.name;
  const km = toFloat(item.driven_km);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow hover:shadow-pop">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-2">
        {photo && !broken ? (
          <img
            src={photo}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-muted/60">
            <CarIcon size={48} />
          </div>
        )}
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          {isOn(item.is_paid) && <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-on-accent shadow-sm">{t('item_card.featured')}</span>}
          {discountRate > 0 && (
            <span className="rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-white shadow-sm dark:text-bg">
              {t('item_card.discount', { rate: formatNumber(discountRate) })}
            </span>
          )}
          {isOn(item.is_sold_out) && <span className="rounded-full bg-fg px-2.5 py-1 text-xs font-bold text-bg shadow-sm">{t('item_card.sold')}</span>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-bold text-fg">{isFree ? t('item_card.free') : formatPrice(discounted ?? item.price, symbol)}</span>
          {discounted && !isFree && <span className="text-sm text-muted line-through">{formatPrice(item.price, symbol)}</span>}
        </p>
        <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-fg">
          <Link to={itemPath(item)} className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-ring">
            {item.title}
          </Link>
        </h3>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {item.vehicle_year && (
            <li className="flex items-center gap-1">
              <CarIcon size={14} />
              {item.vehicle_year}
            </li>
          )}
          {km > 0 && (
            <li className="flex items-center gap-1">
              <GaugeIcon size={14} />
              {t('item_card.km', { value: formatNumber(km) })}
            </li>
          )}
          {!isEmptyObject(item.condition_of_item) && item.condition_of_item?.name && <li>{item.condition_of_item.name}</li>}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-line pt-3 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1">
            <MapPinIcon size={14} />
            <span className="truncate">{location || t('item_card.no_location')}</span>
          </span>
          {item.added_date_str && (
            <span className="flex shrink-0 items-center gap-1">
              <ClockIcon size={14} />
              {item.added_date_str}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
