import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/card';
import { ArrowRightIcon, CarIcon } from '../../../components/icons';
import { useRailItems, type RailFilter } from '../api/search-items';
import { ItemCard } from './item-card';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  icon: ReactNode;
  filter: RailFilter;
  seeAll: string;
  /** Hide the whole rail when it has nothing (optional rails such as featured). */
  hideWhenEmpty?: boolean;
}

/** A titled row of listings: scrolls sideways on phones, a grid from tablets up. */
export function ItemRail({ id, title, subtitle, icon, filter, seeAll, hideWhenEmpty = false }: Props) {
  const { t } = useTranslation('common');
  const query = useRailItems(filter);
  const items = query.data ?? [];
  if (hideWhenEmpty && (query.isError || (query.isSuccess && items.length === 0))) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-primary-soft text-primary">{icon}</span>
          <div>
            <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-fg">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
          </div>
        </div>
        {items.length > 0 && (
          <Link to={seeAll} className="flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-primary hover:underline">
            {t('actions.see_all')}
            <ArrowRightIcon size={16} />
          </Link>
        )}
      </div>
      {query.isPending ? (
        <div className="wd-scroll-x -mx-4 flex gap-4 overflow-x-auto px-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4" role="status">
          <span className="sr-only">{t('actions.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-[78%] shrink-0 rounded-2xl sm:w-auto" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={<CarIcon />} title={t('dashboard.rail_empty_title')} description={t('dashboard.rail_empty_text')} className="py-8" />
      ) : (
        <ul className="wd-scroll-x -mx-4 flex gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {items.slice(0, items.length >= 8 ? 8 : items.length >= 4 ? 4 : items.length).map((item) => (
            <li key={item.id} className="w-[78%] shrink-0 xs:w-[60%] sm:w-auto">
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
