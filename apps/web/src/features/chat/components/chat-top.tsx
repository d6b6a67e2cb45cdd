/** The top of a conversation: the item (photo, title, price, deal state) and the other party with presence. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { parseWireDate } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../../app/routes';
import { ArrowLeftIcon } from '../../../components/icons';
import { Avatar } from '../../../components/ui/avatar';
import { formatAmount } from '../../../components/ui/price-tag';
import { thumbnailUrl } from '../../../lib/api/images';
import type { ChatHeader } from '../../../lib/queries/chat';
import type { Presence } from '../../../lib/realtime/use-realtime';
import { formatAgo } from '../lib/format';
import { currencyOf, itemPhotoOf } from '../lib/header';
import { DealChip } from './deal-chip';
import { UserBadges } from '../../../components/ui/user-badges';

export function presenceText(presence: Presence | undefined, t: (key: string, options?: Record<string, unknown>) => string, now = new Date()): string {
  if (!presence) return '';
  if (presence.online) return t('presence.online');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(presence.lastSeen)) return t('presence.offline');
  return t('presence.last_seen', { ago: formatAgo(parseWireDate(presence.lastSeen), now) });
}

export function ChatTop({
  header,
  otherId,
  otherName,
  otherPhoto,
  presence,
  menu,
}: {
  header: ChatHeader;
  otherId: string;
  otherName: string;
  otherPhoto: string;
  presence: Presence | undefined;
  menu: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const item = header.item;
  const photo = thumbnailUrl(itemPhotoOf(header));
  const status = presenceText(presence, t);
  return (
    <div className="flex flex-col border-b border-line">
      <div className="flex items-center gap-3 px-3 py-2.5">
        <Link to={pathFor('chat-list')} aria-label={t('conversation.back')} className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-2">
          <ArrowLeftIcon size={20} />
        </Link>
        <Link to={pathFor('other-profile', { userId: otherId })} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:bg-surface-2">
          <span className="relative">
            <Avatar name={otherName} path={otherPhoto} size={40} />
            {presence?.online && <span aria-hidden="true" className="absolute -bottom-0.5 -end-0.5 h-3 w-3 rounded-full bg-success ring-2 ring-surface" />}
          </span>
          <span className="min-w-0">
            <span className="flex min-w-0 items-center gap-1">
              <bdi className="block truncate font-semibold text-fg">{otherName}</bdi>
              <UserBadges user={otherId === header.buyer_user_id ? header.buyer : header.seller} />
            </span>
            {status && <span className="block truncate text-xs text-muted">{status}</span>}
          </span>
        </Link>
        {menu}
      </div>
      <div className="flex items-center gap-3 bg-surface-2 px-4 py-2.5">
        {photo ? (
          <img src={photo} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-lg object-cover ring-1 ring-line" />
        ) : (
          <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-lg bg-surface-3" />
        )}
        <span className="min-w-0 flex-1">
          {item ? (
            <Link to={itemPath(item)} className="block truncate text-sm font-semibold text-fg hover:text-primary hover:underline">
              <bdi>{item.title}</bdi>
            </Link>
          ) : (
            <span className="block truncate text-sm font-semibold text-muted">{t('item.unavailable')}</span>
          )}
          {item && <span className="block text-sm font-bold text-fg">{formatAmount(item.price, currencyOf(header))}</span>}
        </span>
        <DealChip state={header.deal_state} />
      </div>
    </div>
  );
}
