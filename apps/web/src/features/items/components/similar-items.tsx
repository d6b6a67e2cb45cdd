import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons';
import { ListingCardSkeleton } from '../../../components/ui/listing-card';
import { Scroller } from '../../../components/ui/scroller';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useSimilarItems } from '../api/find-similar-items';
import type { Item } from '../../../lib/api/types';
import { listHref } from '../lib/list-query';
import { ItemCard } from './item-card';

const RAIL_CARD = 'w-[78%] shrink-0 xs:w-[60%] sm:w-[17.5rem]';

/** Similar listings under an item: the same make, else the same category, asked for when they come near the screen. Hidden when there are none. */
export function SimilarItems({ item }: { item: Pick<Item, 'id' | 'cat_id' | 'sub_cat_id'> & { sub_category?: Item['sub_category']; category?: Item['category'] } }) {
  const { t } = useTranslation('items');
  const ref = useRef<HTMLElement>(null);
  const similar = useSimilarItems(item, useNearViewport(ref));
  if (similar.isSuccess && similar.data.length === 0) return null;
  if (similar.isError) return null;
  const seeAll = listHref({
    cat_id: item.cat_id,
    cat_name: item.category?.cat_name,
    sub_cat_id: item.sub_cat_id,
    sub_cat_name: item.sub_category?.name,
  });
  return (
    <section ref={ref} aria-labelledby="similar-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="similar-title" className="text-xl font-bold tracking-tight text-fg">
          {t('detail.similar')}
        </h2>
        <Link to={seeAll} className="flex shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline">
          {t('rails.see_all')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <Scroller previousLabel={t('rails.previous')} nextLabel={t('rails.next')} label={t('detail.similar')}>
        {similar.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={RAIL_CARD}>
                <ListingCardSkeleton />
              </li>
            ))
          : similar.data.map((it) => (
              <li key={it.id} className={RAIL_CARD}>
                <ItemCard item={it} sizes="280px" />
              </li>
            ))}
      </Scroller>
    </section>
  );
}
