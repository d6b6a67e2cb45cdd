/** One notification in the list: photo, title, message and when; unread ones carry a dot and a bold title. A click
 * opens where it leads (route-of) and marks it read. */
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { BellIcon } from '../../../components/icons';
import { thumbnailUrl } from '../../../lib/api/images';
import { markNotiRead, type Noti } from '../../../lib/notifications/queries';
import { routeOf } from '../../../lib/notifications/route-of';

export function NotiPhoto({ noti, size }: { noti: Noti; size: 'sm' | 'lg' }) {
  const src = thumbnailUrl(noti.default_photo?.img_path);
  const box = size === 'sm' ? 'h-14 w-14 rounded-xl' : 'h-40 w-full rounded-2xl sm:h-56';
  if (!src)
    return (
      <span aria-hidden="true" className={clsx('flex shrink-0 items-center justify-center bg-primary-soft text-primary', box)}>
        <BellIcon size={size === 'sm' ? 22 : 36} />
      </span>
    );
  return <img src={src} alt="" loading="lazy" className={clsx('shrink-0 bg-surface-2 object-cover', box)} />;
}

export function NotiRow({ noti, userId }: { noti: Noti; userId: string }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const unread = !noti.is_read;
  return (
    <li>
      <Link
        to={routeOf(noti)}
        onClick={() => void markNotiRead(queryClient, userId, noti)}
        className={clsx('flex items-start gap-3 rounded-xl px-3 py-3 hover:bg-surface-2', unread && 'bg-primary-soft/40')}
        data-unread={unread || undefined}
      >
        <NotiPhoto noti={noti} size="sm" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            {unread && (
              <>
                <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">{t('list.unread')}</span>
              </>
            )}
            <span dir="auto" className={clsx('truncate text-sm text-fg', unread ? 'font-bold' : 'font-medium')}>
              {noti.title}
            </span>
          </span>
          <span dir="auto" className="line-clamp-2 text-sm text-muted">
            {noti.message}
          </span>
          <time dateTime={noti.added_date.toISOString()} className="text-xs text-muted">
            {noti.added_date_str}
          </time>
        </span>
      </Link>
    </li>
  );
}
