/** How buyers will see the card of this listing, updated as the seller types. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { CarIcon, GaugeIcon, MapPinIcon } from '../../../components/icons';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useObjectUrl } from '../components/use-object-url';
import { useEntry } from './entry-context';
import { serverPhotoUrl } from './media';
import type { ItemFormValues } from './form';

export function ListingPreview() {
  const { t } = useTranslation('sell');
  const { media, lookups } = useEntry();
  const values = useWatch<ItemFormValues>() as Partial<ItemFormValues>;
  const cover = media.photos[0];
  const local = useObjectUrl(cover?.file);
  const src = local ?? (cover?.existing ? serverPhotoUrl(cover.existing.path) : null);
  const symbol = lookups.currencySymbol(values.item_currency_id ?? '');
  const price = Number(values.price);
  const rate = Number(values.discount_rate_by_percentage);
  const hasPrice = values.price !== '' && Number.isFinite(price);
  const discounted = hasPrice && rate > 0 && rate < 100 ? price * (1 - rate / 100) : null;
  const km = Number(values.driven_km);
  const place = [lookups.labelOf(lookups.options.townships, values.item_location_township_id ?? ''), lookups.labelOf(lookups.options.locations, values.item_location_id ?? '')]
    .filter(Boolean)
    .join(', ');

  return (
    <article aria-label={t('preview.label')} className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="relative aspect-[4/3] bg-surface-2">
        {src ? (
          <img src={src} alt="" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-muted/60">
            <CarIcon size={48} />
          </div>
        )}
        {media.photos.length > 1 && (
          <span className="absolute bottom-2 end-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            {t('preview.photos', { count: media.photos.length })}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1.5 p-4">
        <p className="flex flex-wrap items-baseline gap-2">
          {hasPrice ? (
            <span className="text-lg font-bold text-fg">{price === 0 ? t('common:item_card.free') : formatPrice(String(discounted ?? price), symbol)}</span>
          ) : (
            <span className="text-lg font-bold text-muted">{t('preview.no_price')}</span>
          )}
          {discounted !== null && <span className="text-sm text-muted line-through">{formatPrice(String(price), symbol)}</span>}
        </p>
        <h3 className={clsx('line-clamp-2 text-[15px] font-semibold leading-snug', values.title?.trim() ? 'text-fg' : 'text-muted')}>{values.title?.trim() || t('preview.no_title')}</h3>
        {values.subtitle?.trim() && <p className="line-clamp-1 text-sm text-muted">{values.subtitle}</p>}
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {values.vehicle_year && (
            <li className="flex items-center gap-1">
              <CarIcon size={14} />
              {values.vehicle_year}
            </li>
          )}
          {km > 0 && (
            <li className="flex items-center gap-1">
              <GaugeIcon size={14} />
              {t('common:item_card.km', { value: formatNumber(km) })}
            </li>
          )}
          {values.fuel_type_id && <li>{lookups.labelOf(lookups.options.fuelTypes, values.fuel_type_id)}</li>}
        </ul>
        <p className="mt-2 flex items-center gap-1 border-t border-line pt-2 text-xs text-muted">
          <MapPinIcon size={14} />
          <span className="truncate">{place || t('preview.no_location')}</span>
        </p>
      </div>
    </article>
  );
}
