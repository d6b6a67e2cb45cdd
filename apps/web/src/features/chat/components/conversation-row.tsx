/** A conversation in a list: item thumbnail, the other party, the last message (or the offer), time, unread, deal. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_TYPE, parseWireDate } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { Avatar } from '../../../components/ui/avatar';
import { formatAmount } from '../../../components/ui/price-tag';
import { thumbnailUrl } from '../../../lib/api/images';
import { otherPartyOf, unreadFor, type ChatHeader } from '../../../lib/queries/chat';
import { formatRowTime } from '../lib/format';
import { currencyOf, itemPhotoOf } from '../lib/header';
import { DealChip } from './deal-chip';
import { UserBadges } from '../../../components/ui/user-badges';

export function chatPath(chatId: string): string {
  return pathFor('chat', {}, { chat_id: chatId });
}

/** The list row's preview of the last message. */
export function useLastMessagePreview(header: ChatHeader): string {
  const { t } = useTranslation('chat');
  const type = Number(header.last_message_type);
  if (header.last_message_type === '' && header.last_message === '') return t('list.no_messages');
  switch (type) {
    case CHAT_MESSAGE_TYPE.image:
      return t('preview.image');
    case CHAT_MESSAGE_TYPE.offer:
      return t('preview.offer');
    case CHAT_MESSAGE_TYPE.sold:
      return t('preview.sold');
    case CHAT_MESSAGE_TYPE.bought:
      return t('preview.bought');
    default:
      return header.last_message;
  }
}

export function ConversationRow({ header, userId, mode = 'chat' }: { header: ChatHeader; userId: string; mode?: 'chat' | 'offer' }) {
  const { t } = useTranslation('chat');
  const other = otherPartyOf(header, userId);
  const unread = unreadFor(header, userId);
  const preview = useLastMessagePreview(header);
  const photo = thumbnailUrl(itemPhotoOf(header));
  const title = header.item?.title ?? t('item.unavailable');
  const otherName = other.user?.user_name || t('party.someone');
  const when = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(header.last_message_date) ? parseWireDate(header.last_message_date) : header.added_date;
  const time = Number.isNaN(when.getTime()) ? '' : formatRowTime(when);
  const amount = formatAmount(header.nego_price, currencyOf(header));

  return (
    <li>
      <Link
        to={chatPath(header.id)}
        className="flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="relative shrink-0">
          {photo ? (
            <img src={photo} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-xl object-cover ring-1 ring-line" />
          ) : (
            <span aria-hidden="true" className="block h-14 w-14 rounded-xl bg-surface-3" />
          )}
          <Avatar name={otherName} path={other.user?.user_profile_photo} size={24} className="absolute -bottom-1 -end-1 ring-2 ring-surface" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <bdi className="truncate font-semibold text-fg">{otherName}</bdi>
            <UserBadges user={other.user} size={14} />
            <span className="ms-auto shrink-0 text-xs text-muted">{time}</span>
          </span>
          <bdi className="block truncate text-sm text-muted">{title}</bdi>
          <span className="mt-0.5 flex items-center gap-2">
            {mode === 'offer' && header.nego_price > 0 ? (
              <span className="truncate text-sm font-bold text-fg">{t('offer.amount', { amount })}</span>
            ) : (
              <bdi className={unread > 0 ? 'truncate text-sm font-semibold text-fg' : 'truncate text-sm text-muted'}>{preview}</bdi>
            )}
            <span className="ms-auto flex shrink-0 items-center gap-2">
              <DealChip state={header.deal_state} />
              {unread > 0 && (
                <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold text-white dark:text-bg">
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className="sr-only">{t('list.unread', { n: unread })}</span>
                </span>
              )}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
