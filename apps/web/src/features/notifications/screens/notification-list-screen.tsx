/**
 * /notification: my notifications, newest first, 30 at a time ("load more"); unread ones marked, "mark all read",
 * a link to the settings and the gentle push prompt. A click opens where the notification leads and marks it
 * read. The list refreshes itself when a notification arrives or is read elsewhere (realtime frames).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { BellIcon, CheckIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RowsSkeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { markAllNotisRead, notiQueries } from '../../../lib/notifications/queries';
import { useSession } from '../../../lib/session/session-store';
import { useUnreadCount } from '../../../lib/unread-count';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotiRow } from '../components/noti-row';
import { PushPrompt } from '../components/push-device-control';

export default function NotificationListScreen() {
  return (
    <RequireLogin>
      <NotificationList />
    </RequireLogin>
  );
}

function NotificationList() {
  const { t } = useTranslation('notifications');
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notiQueries.list(userId));
  const unread = useUnreadCount().notifications;
  const [marking, setMarking] = useState(false);
  useDocumentTitle(t('list.title'));

  const rows = list.data?.pages.flat() ?? [];
  const anyUnread = unread > 0 || rows.some((n) => !n.is_read);
  const markAll = async () => {
    setMarking(true);
    try {
      await markAllNotisRead(queryClient, userId);
      toast.success(t('list.all_read'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setMarking(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6" aria-labelledby="notification-list-title">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="notification-list-title" className="text-2xl font-bold tracking-tight text-fg">
          {t('list.title')}
        </h1>
        <span className="ms-auto flex gap-2">
          <Button variant="outline" size="sm" disabled={!anyUnread} loading={marking} onClick={() => void markAll()}>
            <CheckIcon size={16} />
            {t('list.mark_all_read')}
          </Button>
          <Link to={pathFor('notification-settings')} className={buttonClasses('outline', 'sm')}>
            {t('list.settings')}
          </Link>
        </span>
      </header>
      <PushPrompt userId={userId} />
      {list.isPending ? (
        <RowsSkeleton label={t('list.loading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('list.empty')} description={t('list.empty_text')} />
      ) : (
        <div className="flex flex-col gap-3">
          <ul aria-labelledby="notification-list-title" className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-1 shadow-card">
            {rows.map((noti) => (
              <NotiRow key={noti.id} noti={noti} userId={userId} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button variant="outline" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('list.load_more')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
