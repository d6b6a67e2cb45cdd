import { useDeferredValue, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, CarIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListingCardSkeleton } from '../../../components/ui/listing-card';
import { Scroller } from '../../../components/ui/scroller';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useRailItems, type RailSource } from '../api/find-rail-items';
import { RailCard } from './rail-card';

export const RAIL_ITEM = 'w-[78%] shrink-0 xs:w-[62%] sm:w-[17.5rem]';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  icon: ReactNode;
  source: RailSource;
  /** "See all": the item list with the matching filters. */
  seeAll: string;
  /** Optional rails (featured, discounted…) disappear when they have nothing or fail. */
  hideWhenEmpty?: boolean;
  enabled?: boolean;
  priority?: boolean;
}

/**
 * A titled, swipeable row of listings with "see all"; skeleton cards of the same size while loading. Rails other
 * than the first (`priority`) ask for their listings when they come near the screen; until then the browser skips
 * their rendering (wd-render-near).
 */
export function ItemRail({ id, title, subtitle, icon, source, seeAll, hideWhenEmpty = false, enabled = true, priority = false }: Props) {
  const { t } = useTranslation('items');
  const { t: tc } = useTranslation('common');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const wanted = priority || near;
  const query = useRailItems(source, enabled && wanted);
  // The listings render as a transition after their answer (in slices), not in the answer's own blocking render:
  // until then the stand-ins stay.
  const data = useDeferredValue(query.data);
  const items = data ?? [];
  const pending = data === undefined && !query.isError;
  if (!enabled) return null;
  if (hideWhenEmpty && (query.isError || (data !== undefined && items.length === 0))) return null;

  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className={clsx('flex flex-col gap-4', !priority && 'wd-render-near')}>
      <div className="flex items-end justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">{icon}</span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="truncate text-xl font-bold tracking-tight text-fg">
              {title}
            </h2>
            {subtitle && <p className="truncate text-sm text-muted">{subtitle}</p>}
          </div>
        </div>
        <Link to={seeAll} className="flex shrink-0 items-center gap-1 rounded-lg text-sm font-semibold text-primary hover:underline">
          {tc('actions.see_all')}
          <span className="sr-only">{title}</span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {query.isError ? (
        <EmptyState icon={<CarIcon />} title={tc('dashboard.rail_empty_title')} description={tc('errors.generic')} className="py-8" />
      ) : !pending && items.length === 0 ? (
        <EmptyState icon={<CarIcon />} title={tc('dashboard.rail_empty_title')} description={tc('dashboard.rail_empty_text')} className="py-8" />
      ) : (
        <Scroller previousLabel={t('rails.previous')} nextLabel={t('rails.next')} label={title}>
          {pending
            ? // A rail still far from the screen holds its height with one stand-in (the row is as tall as its
              // tallest card); its four come when it is near and its listings are on the way.
              Array.from({ length: wanted ? 4 : 1 }, (_, i) => (
                <li key={i} className={RAIL_ITEM}>
                  <ListingCardSkeleton />
                </li>
              ))
            : items.map((item, i) => (
                <li key={item.id} className={RAIL_ITEM}>
                  <RailCard item={item} priority={priority && i < 2} />
                </li>
              ))}
        </Scroller>
      )}
    </section>
  );
}
