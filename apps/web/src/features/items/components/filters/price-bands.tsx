/** Price bands with their counts for the other filters ("Up to 5,000 (12)"): one press sets the price range;
 * pressing the chosen band again clears it. Bands without matches are left out. A band counts the prices above its
 * lower edge up to and including its upper edge (PRICE_BANDS), so the range it sets starts one cent above the lower
 * edge: a listing priced exactly at an edge is counted in, and shown by, the lower band only. */
import { useTranslation } from 'react-i18next';
import { TogglePill } from '../../../../components/ui/chip';
import { useAppInfo } from '../../../../lib/app-info/use-app-info';
import { formatNumber, formatPrice } from '../../../../lib/format';
import type { SearchMeta } from '../../api/search-meta';
import type { SectionProps } from './filter-parts';

export function PriceBands({ query, set, bands }: SectionProps & { bands: SearchMeta['facets']['price_band'] | undefined }) {
  const { t } = useTranslation('items');
  const { data: info } = useAppInfo();
  // The bands are in listing prices: shown with the app's currency, as the price chips are.
  const price = (n: number) => formatPrice(n, info?.currency_symbol ?? '');
  const shown = (bands ?? []).filter((b) => b.count > 0);
  if (shown.length === 0) return null;
  return (
    <div role="group" aria-label={t('filters.price_bands')} className="flex flex-wrap gap-2">
      {shown.map((b) => {
        const min = b.min > 0 ? `${b.min}.01` : '';
        const max = b.max;
        const label = b.min <= 0 ? t('chips.price_to', { max: price(Number(max)) }) : !max ? t('chips.price_from', { min: price(b.min) }) : t('chips.price_range', { min: price(b.min), max: price(Number(max)) });
        const pressed = (query.min_price ?? '') === min && (query.max_price ?? '') === max;
        return (
          <TogglePill key={b.min} pressed={pressed} onClick={() => set(pressed ? { min_price: '', max_price: '' } : { min_price: min, max_price: max })}>
            {label}
            <span className="ms-1 opacity-75">({formatNumber(b.count)})</span>
          </TogglePill>
        );
      })}
    </div>
  );
}
