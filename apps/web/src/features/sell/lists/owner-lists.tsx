/**
 * The owner's listings by state: a tab per list (with counts), cards with the actions each state allows,
 * "load more" paging of 10, empty states. /active-items, /pending-items, /reject-items, /disable-items,
 * /paid-items and /reported-items show their tab; hidden and sold are /active-items?tab=hidden|sold.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { OwnerItemBucket } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { RequireLogin } from '../../../components/require-login';
import { errorMessage } from '../../../lib/api/client';
import type { Item } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useItemCounts } from '../api/get-item-counts';
import { useOwnerItems } from '../api/get-owner-items';
import { useReportedItems } from '../api/get-reported-items';
import { FlagIcon, SoldIcon } from '../components/sell-icons';
import { LIST_IDS, listPath, type ListId } from './list-defs';
import { MarkSoldDialog } from './mark-sold-dialog';
import { OwnerItemCard, type CardAction } from './owner-item-card';
import { useDeleteItem, useSetHidden } from './use-item-actions';

export function OwnerListsScreen({ list }: { list: ListId }) {
  return (
    <RequireLogin>
      <OwnerLists list={list} />
    </RequireLogin>
  );
}

function OwnerLists({ list }: { list: ListId }) {
  const { t } = useTranslation('sell');
  useDocumentTitle(t(`lists.${list}.title`));
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('lists.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('lists.subtitle')}</p>
        </div>
        <Link to={pathFor('item-entry')} className={buttonClasses('primary', 'md')}>
          <PlusIcon size={18} />
          {t('lists.new_listing')}
        </Link>
      </div>
      <ListTabs current={list} />
      <div className="mt-5 min-h-6" aria-live="polite">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <section aria-labelledby="list-heading" className="mt-2">
        <h2 id="list-heading" className="sr-only">
          {t(`lists.${list}.title`)}
        </h2>
        {list === 'reported' ? <ReportedList /> : <BucketList bucket={list} onNotice={setNotice} />}
      </section>
    </div>
  );
}

function ListTabs({ current }: { current: ListId }) {
  const { t } = useTranslation('sell');
  const counts = useItemCounts();
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the current tab in view on narrow screens.
  useEffect(() => {
    scroller.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav aria-label={t('lists.tabs_label')} className="-mx-4 sm:mx-0">
      <div ref={scroller} className="flex gap-1 overflow-x-auto border-b border-line px-4 [scrollbar-width:none] sm:px-0">
        {LIST_IDS.map((id) => {
          // null: a list this reader may not see; no badge then, nor while the counts load.
          const count = id === 'reported' ? null : (counts.data?.[id as OwnerItemBucket] ?? null);
          return (
            <Link
              key={id}
              to={listPath(id)}
              aria-current={id === current ? 'page' : undefined}
              className={clsx(
                '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                id === current ? 'border-primary text-primary' : 'border-transparent text-muted hover:border-line-strong hover:text-fg',
              )}
            >
              {t(`lists.${id}.tab`)}
              {count !== null && (
                <span className={clsx('rounded-full px-2 py-0.5 text-xs tabular-nums', id === current ? 'bg-primary-soft' : 'bg-surface-2')}>{formatNumber(count)}</span>
              )}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

function BucketList({ bucket, onNotice }: { bucket: OwnerItemBucket; onNotice: (text: string) => void }) {
  const { t } = useTranslation('sell');
  const query = useOwnerItems(bucket);
  const remove = useDeleteItem();
  const setHidden = useSetHidden();
  const [busy, setBusy] = useState<{ id: string; action: CardAction } | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [toSell, setToSell] = useState<Item | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const items = query.data?.pages.flat() ?? [];

  const onAction = (action: CardAction, item: Item) => {
    setActionError(null);
    if (action === 'delete') {
      remove.reset();
      setToDelete(item);
    } else if (action === 'sold') setToSell(item);
    else {
      setBusy({ id: item.id, action });
      setHidden.mutate(
        { itemId: item.id, hidden: action === 'hide' },
        {
          onSuccess: () => onNotice(action === 'hide' ? t('notice.hidden', { title: item.title }) : t('notice.unhidden', { title: item.title })),
          onError: (error) => setActionError(errorMessage(error)),
          onSettled: () => setBusy(null),
        },
      );
    }
  };

  return (
    <>
      {actionError && (
        <Alert tone="error" className="mb-4">
          {actionError}
        </Alert>
      )}
      <ListBody
        query={query}
        items={items}
        empty={<BucketEmpty bucket={bucket} />}
        renderItem={(item) => (
          <OwnerItemCard key={item.id} item={item} showPaid={bucket === 'paid'} busyAction={busy?.id === item.id ? busy.action : null} onAction={onAction} />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('delete.title')}
        description={toDelete ? t('delete.text', { title: toDelete.title }) : undefined}
        confirmLabel={t('delete.confirm')}
        danger
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => {
          if (!toDelete) return;
          const title = toDelete.title;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              setToDelete(null);
              onNotice(t('notice.deleted', { title }));
            },
          });
        }}
      />
      <MarkSoldDialog
        item={toSell}
        onOpenChange={(open) => !open && setToSell(null)}
        onDone={(item) => {
          setToSell(null);
          onNotice(t('notice.sold', { title: item.title }));
        }}
      />
    </>
  );
}

function ReportedList() {
  const { t } = useTranslation('sell');
  const query = useReportedItems();
  const items = query.data?.pages.flat() ?? [];
  return (
    <ListBody
      query={query}
      items={items}
      empty={<EmptyState icon={<FlagIcon />} title={t('lists.reported.empty_title')} description={t('lists.reported.empty_text')} />}
      renderItem={(item) => <OwnerItemCard key={item.id} item={item} reported />}
    />
  );
}

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function ListBody({ query, items, empty, renderItem }: { query: PagedQuery; items: Item[]; empty: ReactNode; renderItem: (item: Item) => ReactNode }) {
  const { t } = useTranslation('sell');
  if (query.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status">
        <span className="sr-only">{t('common:actions.loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(query.error)}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">{items.map(renderItem)}</div>
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('lists.load_more')}
        </Button>
      )}
      {!query.hasNextPage && items.length > 10 && <p className="text-center text-sm text-muted">{t('lists.end')}</p>}
    </div>
  );
}

function BucketEmpty({ bucket }: { bucket: OwnerItemBucket }) {
  const { t } = useTranslation('sell');
  const cta = bucket === 'active' || bucket === 'pending';
  return (
    <EmptyState
      icon={bucket === 'sold' ? <SoldIcon /> : undefined}
      title={t(`lists.${bucket}.empty_title`)}
      description={t(`lists.${bucket}.empty_text`)}
      action={
        cta ? (
          <Link to={pathFor('item-entry')} className={buttonClasses('primary', 'md')}>
            <PlusIcon size={18} />
            {t('lists.new_listing')}
          </Link>
        ) : undefined
      }
    />
  );
}
