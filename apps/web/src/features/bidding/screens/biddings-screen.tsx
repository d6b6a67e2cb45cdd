/**
 * `/biddings` (decision 016): the seller's requests to decide and approved bidders, and the buyer's own requests
 * and the biddings they may bid in, as four tabs of the lists the server keeps.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBiddingList, type BiddingList } from '../../../lib/queries/bidding';
import { RequestCard } from '../components/request-card';

const TABS: readonly BiddingList[] = ['seller_to_do', 'seller_bid_approved', 'buyer_to_do', 'buyer_bid_approved'];

export default function BiddingsScreen() {
  const { t } = useTranslation('bidding');
  useDocumentTitle(t('list.title'));
  return (
    <RequireLogin>
      <Biddings />
    </RequireLogin>
  );
}

function Biddings() {
  const { t } = useTranslation('bidding');
  const [tab, setTab] = useState<BiddingList>('seller_to_do');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg">{t('list.title')}</h1>
        <p className="mt-1 text-muted">{t('list.subtitle')}</p>
      </header>
      <div role="tablist" aria-label={t('list.title')} className="mb-5 flex gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1">
        {TABS.map((which) => (
          <button
            key={which}
            type="button"
            role="tab"
            id={`tab-${which}`}
            aria-selected={tab === which}
            aria-controls={`panel-${which}`}
            onClick={() => setTab(which)}
            className={clsx(
              'shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring',
              tab === which ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
            )}
          >
            {t(`list.tab_${which}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <ListOf which={tab} />
      </div>
    </div>
  );
}

function ListOf({ which }: { which: BiddingList }) {
  const { t } = useTranslation('bidding');
  const list = useBiddingList(which);
  if (list.isPending) return <RowsSkeleton label={t('list.loading')} />;
  if (list.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorMessage(list.error)}</Alert>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (list.data.length === 0) return <EmptyState title={t(`list.empty_${which}`)} className="bg-surface py-14" />;
  const side = which.startsWith('seller') ? 'seller' : 'buyer';
  return (
    <ul className="flex flex-col gap-3">
      {list.data.map((r) => (
        <li key={r.id}>
          <RequestCard request={r} side={side} />
        </li>
      ))}
    </ul>
  );
}
