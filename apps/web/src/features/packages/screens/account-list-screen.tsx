/** `/account-list`: the signed-in user's package purchases (purchase history), newest first, 30 a page: the
 * package, how many posts it added, the amount as the server sent it, how it was paid and where it stands. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Decoded, wirePackagePurchase } from '@wheeldeal/contract';
import { TagIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { call } from '../../../lib/api/call';
import { errorMessage } from '../../../lib/api/client';
import { formatNumber } from '../../../lib/format';
import { PEOPLE_PAGE_SIZE } from '../../../lib/queries/people';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Purchase = Decoded<typeof wirePackagePurchase>;

const STATUS_TONE: Record<string, string> = {
  approved: 'bg-success-soft text-success',
  pending: 'bg-primary-soft text-primary',
  rejected: 'bg-danger-soft text-danger',
  failed: 'bg-danger-soft text-danger',
  refunded: 'bg-surface-2 text-muted',
};

export default function AccountListScreen() {
  return (
    <RequireLogin>
      <Purchases />
    </RequireLogin>
  );
}

function Purchases() {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const me = user?.user_id ?? '';
  const query = useInfiniteQuery({
    queryKey: ['buy_ad_post_transaction/search', me, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => call('buy_ad_post_transaction/search', { body: { user_id: me }, path: { limit: PEOPLE_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: readonly unknown[], pages: readonly unknown[]) => (last.length < PEOPLE_PAGE_SIZE ? undefined : pages.length * PEOPLE_PAGE_SIZE),
    enabled: me !== '',
  });
  const rows = query.data?.pages.flat() ?? [];
  useDocumentTitle(t('account.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-fg">{t('account.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('account.text')}</p>
      </header>
      {query.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
      ) : query.isError && rows.length === 0 ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<TagIcon />} title={t('account.empty_title')} description={t('account.empty_text')} className="bg-surface" />
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((p) => (
            <li key={p.id}>
              <PurchaseRow purchase={p} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}

function PurchaseRow({ purchase: p }: { purchase: Purchase }) {
  const { t } = useTranslation('people');
  const known = p.status in STATUS_TONE;
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="min-w-0">
        <h2 className="font-semibold text-fg" dir="auto">
          {p.package?.title ?? t('account.package')}
        </h2>
        <p className="text-sm text-muted">
          {t('account.posts', { value: formatNumber(p.post_count) })} · {p.payment_method} · {p.added_date_str}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="font-semibold text-fg tabular-nums" dir="ltr">
          {p.price} {p.currency_code}
        </span>
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[p.status] ?? 'bg-surface-2 text-muted')}>
          {known ? t(`account.status.${p.status}`) : p.status}
        </span>
      </div>
    </article>
  );
}
