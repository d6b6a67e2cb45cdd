/**
 * The states every admin list shares: loading, failed (with retry), empty, and at the bottom "load more" or the
 * end of the list.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/card';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

export function ListLoading({ rows = 4, className = 'h-24' }: { rows?: number; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" aria-label={t('list.loading')} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** Renders loading / error / empty, or the children when there are rows. */
export function ListState({
  query,
  count,
  empty,
  skeleton,
  children,
}: {
  query: ListQuery;
  count: number;
  empty: { title: string; description?: string; icon?: ReactNode };
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <>{skeleton ?? <ListLoading />}</>;
  if (query.isError && count === 0) {
    return (
      <Alert tone="error">
        <p>{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (count === 0) return <EmptyState title={empty.title} description={empty.description} icon={empty.icon} />;
  return <>{children}</>;
}

/** "Load more" while the server may have more rows; nothing after the last page. */
export function LoadMore({ query }: { query: ListQuery }) {
  const { t } = useTranslation('admin');
  if (!query.hasNextPage || !query.fetchNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage?.()} loading={query.isFetchingNextPage}>
        {t('list.load_more')}
      </Button>
    </div>
  );
}
