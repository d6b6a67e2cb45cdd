/**
 * /deal, "My deals": conversations whose deal has gone past chatting, from both lists (as buyer and as seller),
 * in progress (an offer, a counter, accepted, bought) and completed (sold). A rejected offer is back to chatting
 * for this screen: it lives in the chat list.
 */
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DealState } from '@wheeldeal/contract';
import { CheckIcon, TagIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { chatQueries, type ChatHeader } from '../../../lib/queries/chat';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConversationRow } from '../components/conversation-row';

const IN_PROGRESS: readonly DealState[] = ['offered', 'countered', 'accepted', 'bought'];

/** The deals of both lists, grouped, newest activity first. */
export function groupDeals(headers: readonly ChatHeader[]): { inProgress: ChatHeader[]; completed: ChatHeader[] } {
  const seen = new Set<string>();
  const unique = headers.filter((h) => (seen.has(h.id) ? false : (seen.add(h.id), true)));
  const byActivity = (a: ChatHeader, b: ChatHeader) => (b.last_message_date || '').localeCompare(a.last_message_date || '');
  return {
    inProgress: unique.filter((h) => IN_PROGRESS.includes(h.deal_state)).sort(byActivity),
    completed: unique.filter((h) => h.deal_state === 'sold').sort(byActivity),
  };
}

export default function DealListScreen() {
  return (
    <RequireLogin>
      <DealList />
    </RequireLogin>
  );
}

function DealList() {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  useDocumentTitle(t('deals.title'));
  const buying = useInfiniteQuery(chatQueries.list(userId, 'seller'));
  const selling = useInfiniteQuery(chatQueries.list(userId, 'buyer'));

  let body;
  if (buying.isPending || selling.isPending) body = <LoadingBlock label={t('list.loading')} />;
  else if (buying.isError || selling.isError) body = <Alert tone="error">{errorMessage(buying.error ?? selling.error)}</Alert>;
  else {
    const { inProgress, completed } = groupDeals([...buying.data.pages.flat(), ...selling.data.pages.flat()]);
    const more = buying.hasNextPage || selling.hasNextPage;
    body = (
      <>
        <DealGroup title={t('deals.in_progress')} icon={<TagIcon size={18} />} headers={inProgress} userId={userId} empty={t('deals.empty_in_progress')} />
        <DealGroup title={t('deals.completed')} icon={<CheckIcon size={18} />} headers={completed} userId={userId} empty={t('deals.empty_completed')} />
        {more && (
          <Button
            variant="outline"
            className="self-center"
            loading={buying.isFetchingNextPage || selling.isFetchingNextPage}
            onClick={() => {
              if (buying.hasNextPage) void buying.fetchNextPage();
              if (selling.hasNextPage) void selling.fetchNextPage();
            }}
          >
            {t('list.load_more')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6" aria-labelledby="deal-list-title">
      <header>
        <h1 id="deal-list-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('deals.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('deals.text')}</p>
      </header>
      {body}
    </section>
  );
}

function DealGroup({ title, icon, headers, userId, empty }: { title: string; icon: ReactNode; headers: ChatHeader[]; userId: string; empty: string }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="flex items-center gap-2 text-base font-bold text-fg">
        <span className="text-primary">{icon}</span>
        {title}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">{headers.length}</span>
      </h2>
      {headers.length === 0 ? (
        <EmptyState title={empty} className="py-6" />
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface p-1 shadow-card">
          {headers.map((h) => (
            <ConversationRow key={h.id} header={h} userId={userId} mode="offer" />
          ))}
        </ul>
      )}
    </section>
  );
}
