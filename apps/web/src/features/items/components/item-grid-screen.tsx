/** A signed-in user's paged listing list (favourites, reported listings): title, loading, error, empty, "load more". */
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListingCardSkeleton } from '../../../components/ui/listing-card';
import { errorMessage } from '../../../lib/api/client';
import type { Item } from '../../../lib/api/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GRID_CARD_SIZES, ItemCard } from './item-card';

interface ItemGridScreenProps {
  title: string;
  description: string;
  query: UseInfiniteQueryResult<InfiniteData<Item[]>>;
  empty: { icon: ReactNode; title: string; text: string };
}

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ItemGridScreen({ title, description, query, empty }: ItemGridScreenProps) {
  const { t } = useTranslation('items');
  useDocumentTitle(title);
  const items = query.data?.pages.flat() ?? [];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </header>
      {query.isPending ? (
        <ul className={GRID} role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError && items.length === 0 ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.text} className="bg-surface" />
      ) : (
        <>
          {/* The cards' titles are h3: a (hidden) h2 keeps the heading levels in order. */}
          <h2 className="sr-only">{t('list.results')}</h2>
          <ul className={GRID}>
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} sizes={GRID_CARD_SIZES} />
              </li>
            ))}
          </ul>
        </>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('list.load_more')}
        </Button>
      )}
    </div>
  );
}
