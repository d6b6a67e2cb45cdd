/** A paged list of conversations (chat list, offer list): rows, "load more", loading, error and empty states. */
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { useFirstViewReady } from '../../../lib/first-view';
import type { ChatListReturnType } from '@wheeldeal/contract';
import { chatQueries, type ChatHeader } from '../../../lib/queries/chat';
import { ConversationRow } from './conversation-row';


export function ConversationList({
  source,
  returnType,
  userId,
  mode = 'chat',
  empty,
  filter,
  children,
}: {
  /** Which list call: the conversations or the offers. */
  source: 'list' | 'offers';
  returnType: ChatListReturnType;
  userId: string;
  mode?: 'chat' | 'offer';
  empty: { title: string; text?: string; action?: ReactNode };
  filter?: (header: ChatHeader) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const list = useInfiniteQuery(source === 'list' ? chatQueries.list(userId, returnType) : chatQueries.offers(userId, returnType));
  // The chat list's first view (apps/server/src/http/first-view.ts) draws these rows: it stays until they are here.
  useFirstViewReady(!list.isPending);
  if (list.isPending) {
    return <RowsSkeleton label={t('list.loading')} />;
  }
  if (list.isError) return <Alert tone="error">{errorMessage(list.error)}</Alert>;
  const rows = list.data.pages.flat().filter((h) => (filter ? filter(h) : true));
  if (rows.length === 0 && !list.hasNextPage) return <EmptyState icon={<ChatIcon />} title={empty.title} description={empty.text} action={empty.action} />;
  return (
    <div className="flex flex-col gap-3">
      {children}
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface p-1 shadow-card">
        {rows.map((header) => (
          <ConversationRow key={header.id} header={header} userId={userId} mode={mode} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="outline" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('list.load_more')}
        </Button>
      )}
    </div>
  );
}
