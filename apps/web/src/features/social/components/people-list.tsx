/** A paged people list with its loading, error, empty and "load more" states (followers, following, blocked). */
import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { PersonRow } from '../../../components/person-row';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/api/types';

interface PeopleListProps {
  query: UseInfiniteQueryResult<InfiniteData<User[]>>;
  emptyTitle: string;
  emptyText: string;
  /** The action of each row (unblock, follow back …). */
  action?: (user: User) => ReactNode;
}

export function PeopleList({ query, emptyTitle, emptyText, action }: PeopleListProps) {
  const { t } = useTranslation('people');
  const people = query.data?.pages.flat() ?? [];
  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" role="status">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-18 rounded-2xl" />
        ))}
      </div>
    );
  if (query.isError && people.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorMessage(query.error)}</Alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  if (people.length === 0) return <EmptyState icon={<UserIcon />} title={emptyTitle} description={emptyText} className="bg-surface" />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {people.map((u) => (
          <li key={u.user_id}>
            <PersonRow user={u} action={action?.(u)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
