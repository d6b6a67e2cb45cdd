/** `/follower-items`: the newest listings of the sellers the user follows, 10 at a time with "load more". */
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListingCardSkeleton } from '../../../components/ui/listing-card';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFollowedItems } from '../api/get-followed-items';
import { ItemCard } from '../components/item-card';
import { UsersIcon } from '../components/item-icons';

function FollowedItems() {
  const { t } = useTranslation('items');
  const query = useFollowedItems();
  const items = query.data?.pages.flat() ?? [];
  const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
  if (query.isPending)
    return (
      <ul className={grid} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  if (query.isError && items.length === 0) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (items.length === 0) return <EmptyState icon={<UsersIcon />} title={t('followed.empty_title')} description={t('followed.empty_text')} className="bg-surface" />;
  return (
    <>
      <ul className={grid}>
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw" />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        {query.hasNextPage ? (
          <Button variant="outline" size="lg" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('list.load_more')}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t('list.end')}</p>
        )}
      </div>
    </>
  );
}

export default function FollowerItemsScreen() {
  const { t } = useTranslation('items');
  useDocumentTitle(t('followed.title'));
  return (
    <RequireLogin>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-fg">{t('followed.title')}</h1>
        <FollowedItems />
      </div>
    </RequireLogin>
  );
}
