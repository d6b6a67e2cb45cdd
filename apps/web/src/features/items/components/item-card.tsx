import { useTranslation } from 'react-i18next';
import { itemPath } from '../../../app/routes';
import { CardBadge, ListingCard, ListingCardSkeleton } from '../../../components/ui/listing-card';
import { PriceTag } from '../../../components/ui/price-tag';
import { formatNumber } from '../../../lib/format';
import { useRenderLater } from '../../../lib/use-render-later';
import type { Item } from '../../../lib/api/types';
import { useFavourite } from '../hooks/use-favourite';
import { currencySymbolOf, discountRateOf, factsOf, placeOf } from '../lib/item-facts';
import { isPromoted } from '../../../lib/payments/promoted';

/** `sizes` of a card in the results grid (1 column on phones, 2 on tablets, 3 from wide desktops). */
export const GRID_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw';

/** One listing of a list or rail, with its favourite heart. Only `priority` cards (the first of a list, their photo
 * fetched first) and `now` cards render in the list's own render; the others show their skeleton (same size) and
 * render right after, in slices. */
export function ItemCard({ item, sizes = GRID_CARD_SIZES, priority = false, now = priority }: { item: Item; sizes?: string; priority?: boolean; now?: boolean }) {
  const ready = useRenderLater(now);
  return ready ? <ItemCardContent item={item} sizes={sizes} priority={priority} /> : <ListingCardSkeleton className="h-full" />;
}

function ItemCardContent({ item, sizes, priority }: { item: Item; sizes: string; priority: boolean }) {
  const { t } = useTranslation('items');
  const favourite = useFavourite(item);
  const rate = discountRateOf(item);
  const sold = item.is_sold_out;
  return (
    <ListingCard
      href={itemPath(item)}
      title={item.title}
      photoPath={item.default_photo?.img_path}
      photoCount={item.photo_count}
      sizes={sizes}
      priority={priority}
      price={<PriceTag price={item.price} discountPrice={item.discount_price} discountRate={rate} symbol={currencySymbolOf(item)} />}
      facts={factsOf(item, (value) => t('card.km', { value }))}
      location={placeOf(item)}
      age={item.added_date_str}
      ribbon={sold ? t('card.sold') : undefined}
      badges={
        (isPromoted(item) || rate > 0) && (
          <>
            {isPromoted(item) && <CardBadge tone="accent">{t('card.promoted')}</CardBadge>}
            {rate > 0 && <CardBadge tone="danger">{t('card.discount', { rate: formatNumber(rate) })}</CardBadge>}
          </>
        )
      }
      favourite={{
        pressed: favourite.pressed,
        busy: favourite.busy,
        onPress: favourite.toggle,
        label: t('card.favourite', { title: item.title }),
      }}
    />
  );
}
