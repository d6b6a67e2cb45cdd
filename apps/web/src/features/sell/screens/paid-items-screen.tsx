/**
 * /paid-items: the signed-in user's promotions (`paid_items/get`, the item nested), grouped as the spec says by
 * their `paid_status`: in progress, start date not reached, waiting for approval, completed, rejected. Attempts
 * never paid (`not_available`) are not promotions and are left out; the purchase history lists them.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toMinor, type PaidStatus } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../../app/routes';
import { SparkIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { dateTimeFormat } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatMoney } from '../../../lib/payments/money';
import { usePaidItems, type PaidItem } from '../../../lib/payments/paid-items';

export default function PaidItemsScreen() {
  return (
    <RequireLogin>
      <PaidItems />
    </RequireLogin>
  );
}

/** The spec's groups, in the order a seller cares about them. */
const GROUPS: ReadonlyArray<{ id: string; status: PaidStatus }> = [
  { id: 'progress', status: 'Progress' },
  { id: 'not_started', status: 'Not yet start' },
  { id: 'waiting', status: 'Waiting For Approval' },
  { id: 'finished', status: 'Finished' },
  { id: 'rejected', status: 'Reject' },
];

function PaidItems() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('paid_items.title'));
  const promotions = usePaidItems();
  const rows = promotions.data?.pages.flat() ?? [];
  const groups = GROUPS.map((g) => ({ ...g, rows: rows.filter((r) => r.paid_status === g.status) })).filter((g) => g.rows.length > 0);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('paid_items.title')}</h1>
          <p className="mt-1 text-muted">{t('paid_items.subtitle')}</p>
        </div>
        <Link to={pathFor('purchase-history')} className={buttonClasses('outline', 'sm')}>
          {t('history.link')}
        </Link>
      </header>
      {promotions.isPending ? (
        <RowsSkeleton label={t('paid_items.loading')} />
      ) : promotions.isError ? (
        <Alert tone="error">{errorMessage(promotions.error)}</Alert>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<SparkIcon />}
          title={t('paid_items.empty_title')}
          description={t('paid_items.empty_text')}
          action={
            <Link to={pathFor('active-items')} className={buttonClasses('primary', 'md')}>
              {t('paid_items.my_listings')}
            </Link>
          }
        />
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`paid-${group.id}`} className="flex flex-col gap-3" data-testid={`paid-group-${group.id}`}>
            <h2 id={`paid-${group.id}`} className="text-lg font-semibold text-fg">
              {t(`paid_items.group_${group.id}`)} <span className="text-muted tabular-nums">({group.rows.length})</span>
            </h2>
            <ul className="flex flex-col gap-3">
              {group.rows.map((row) => (
                <PromotionRow key={row.id} row={row} />
              ))}
            </ul>
          </section>
        ))
      )}
      {promotions.hasNextPage && (
        <Button variant="outline" className="self-center" onClick={() => void promotions.fetchNextPage()} loading={promotions.isFetchingNextPage}>
          {t('history.more')}
        </Button>
      )}
    </div>
  );
}

function PromotionRow({ row }: { row: PaidItem }) {
  const { t } = useTranslation('payments');
  const day = dateTimeFormat({ dateStyle: 'medium' });
  const amount = toMinor(row.amount, row.currency_code);
  const title = row.item?.title ?? t('paid_items.item_gone');
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {row.item ? (
          <Link to={itemPath(row.item)} className="font-semibold text-fg hover:text-primary">
            <bdi>{title}</bdi>
          </Link>
        ) : (
          <p className="font-semibold text-muted">{title}</p>
        )}
        <p className="text-sm text-muted">
          {t('paid_items.dates', { start: day.format(row.start_date), end: day.format(row.end_date), count: row.how_many_day })}
        </p>
      </div>
      <p className="text-sm font-semibold text-fg tabular-nums">{amount === null ? row.amount : formatMoney(amount, row.currency_code)}</p>
    </li>
  );
}
