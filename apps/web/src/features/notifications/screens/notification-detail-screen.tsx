/**
 * /notification/:notificationId: one of my notifications (`noti_messages/get`) with its photo, title, message and
 * date, and the button to where it leads. Opening it marks it read (`notis/is_read`); an unknown id, or another
 * person's notification, shows the not-found state.
 */
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { ArrowLeftIcon, BellIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api/client';
import { markNotiRead, notiQueries, type Noti } from '../../../lib/notifications/queries';
import { routeOf } from '../../../lib/notifications/route-of';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotiPhoto } from '../components/noti-row';

export default function NotificationDetailScreen() {
  return (
    <RequireLogin>
      <NotificationDetail />
    </RequireLogin>
  );
}

/** Not found, not mine and a malformed id look the same: there is nothing of mine to show. */
const isMissing = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.httpStatus);

function NotificationDetail() {
  const { t } = useTranslation('notifications');
  const { notificationId = '' } = useParams();
  const { user } = useSession();
  const userId = user?.user_id ?? '';
  const noti = useQuery(notiQueries.one(notificationId, userId));
  useDocumentTitle(noti.data?.title || t('detail.title'));
  useMarkReadOnOpen(noti.data, userId);

  const back = (
    <Link to={pathFor('notification-list')} className={buttonClasses('ghost', 'sm', 'self-start')}>
      <ArrowLeftIcon size={16} />
      {t('detail.back')}
    </Link>
  );
  if (noti.isPending) return <LoadingBlock label={t('detail.title')} className="min-h-[40vh]" />;
  if (noti.isError)
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
        {back}
        {isMissing(noti.error) ? (
          <EmptyState icon={<BellIcon />} title={t('detail.not_found')} description={t('detail.not_found_text')} />
        ) : (
          <Alert tone="error">{errorMessage(noti.error)}</Alert>
        )}
      </section>
    );
  const n = noti.data;
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6" aria-labelledby="notification-title">
      {back}
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <NotiPhoto noti={n} size="lg" />
        <h1 id="notification-title" dir="auto" className="text-xl font-bold text-fg">
          {n.title}
        </h1>
        <time dateTime={n.added_date.toISOString()} className="text-sm text-muted">
          {n.added_date_str}
        </time>
        <p dir="auto" className="whitespace-pre-line text-fg">
          {n.message}
        </p>
        <Link to={routeOf(n)} className={buttonClasses('primary', 'md', 'self-start')}>
          {t(`detail.open.${n.flag}`)}
        </Link>
      </div>
    </article>
  );
}

/** Marks the notification read once, when it is shown unread. */
function useMarkReadOnOpen(noti: Noti | undefined, userId: string): void {
  const queryClient = useQueryClient();
  const done = useRef('');
  useEffect(() => {
    if (!noti || noti.is_read || done.current === noti.id) return;
    done.current = noti.id;
    void markNotiRead(queryClient, userId, noti);
  }, [noti, userId, queryClient]);
}
