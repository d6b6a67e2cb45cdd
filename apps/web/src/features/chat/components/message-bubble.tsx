/** One row of the conversation: a text or image bubble, a deal step (offer, sold, bought) as a note, a pending send. */
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGE_TYPE, type ChatGuardKind } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { AlertIcon, CheckIcon, ClockIcon, ShieldIcon, TagIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { formatAmount } from '../../../components/ui/price-tag';
import { thumbnailUrl, uploadUrl } from '../../../lib/api/images';
import type { ChatMessage } from '../../../lib/queries/chat';
import { formatClock } from '../lib/format';
import type { PendingMessage } from '../lib/outbox';

const bubble = 'max-w-[80%] rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed shadow-sm';
const mineTone = 'bg-primary text-on-primary rounded-ee-md';
const theirsTone = 'bg-surface-2 text-fg rounded-es-md';

export function MessageRow({ message, mine, currency, senderName }: { message: ChatMessage; mine: boolean; currency: string; senderName: string }) {
  const { t } = useTranslation('chat');
  const time = formatClock(message.added_date);

  if (message.type === CHAT_MESSAGE_TYPE.offer || message.type === CHAT_MESSAGE_TYPE.sold || message.type === CHAT_MESSAGE_TYPE.bought) {
    return (
      <li className="flex flex-col items-center gap-1 py-1">
        <p className="flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm text-fg shadow-sm">
          <span className="text-primary">{message.type === CHAT_MESSAGE_TYPE.offer ? <TagIcon size={16} /> : <CheckIcon size={16} />}</span>
          <span>
            <bdi className="font-semibold">{mine ? t('message.you') : senderName}</bdi>
            {': '}
            {dealNote(message, currency, t)}
          </span>
        </p>
        <span className="text-xs text-muted">{time}</span>
      </li>
    );
  }

  return (
    <li className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      {message.type === CHAT_MESSAGE_TYPE.image ? (
        <a href={uploadUrl(message.img_path) ?? '#'} target="_blank" rel="noreferrer" className={clsx('overflow-hidden rounded-2xl ring-1 ring-line', mine ? 'rounded-ee-md' : 'rounded-es-md')}>
          <img
            src={thumbnailUrl(message.img_path, 2) ?? ''}
            alt={t('message.image_alt')}
            width={Number(message.img_width) || 240}
            height={Number(message.img_height) || 180}
            loading="lazy"
            className="block h-auto max-h-72 w-auto max-w-[16rem] object-cover"
          />
        </a>
      ) : (
        <p dir="auto" className={clsx(bubble, 'whitespace-pre-wrap break-words', mine ? mineTone : theirsTone)}>
          {message.message}
        </p>
      )}
      <span className="flex items-center gap-1 text-xs text-muted">
        {time}
        {mine && message.is_read && (
          <span className="text-primary" title={t('message.read')}>
            <CheckIcon size={14} />
            <span className="sr-only">{t('message.read')}</span>
          </span>
        )}
      </span>
      {!mine && message.warning_kinds.length > 0 && <SafetyWarning kinds={message.warning_kinds} />}
    </li>
  );
}

function dealNote(message: ChatMessage, currency: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (message.type === CHAT_MESSAGE_TYPE.sold) return t('message.sold');
  if (message.type === CHAT_MESSAGE_TYPE.bought) return t('message.bought');
  const amount = formatAmount(message.offer_amount, currency);
  switch (message.deal_action) {
    case 'counter':
      return t('message.counter', { amount });
    case 'accept':
      return t('message.accept');
    case 'reject':
      return t('message.reject');
    case 'withdraw':
      return t('message.withdraw');
    default:
      return message.offer_amount ? t('message.offer', { amount }) : t('message.offer_closed');
  }
}

/** The chat guard's finding, for the recipient: one tip per kind, and where to read more. */
export function SafetyWarning({ kinds }: { kinds: readonly ChatGuardKind[] }) {
  const { t } = useTranslation('chat');
  return (
    <div role="note" className="max-w-[80%] rounded-2xl border border-accent/40 bg-accent-soft px-3.5 py-2.5 text-sm text-fg">
      <p className="flex items-center gap-2 font-bold">
        <ShieldIcon size={16} />
        {t('guard.title')}
      </p>
      <ul className="mt-1 list-disc ps-5">
        {kinds.map((kind) => (
          <li key={kind}>{t(`guard.${kind}`)}</li>
        ))}
      </ul>
      <Link to={pathFor('safety')} className="mt-1 inline-block font-semibold text-primary hover:underline">
        {t('guard.more')}
      </Link>
    </div>
  );
}

export function PendingRow({ pending, onRetry, onDiscard }: { pending: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('chat');
  const failed = pending.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-1">
      <p dir="auto" className={clsx(bubble, 'whitespace-pre-wrap break-words', mineTone, failed ? 'opacity-60' : 'opacity-80')}>
        {pending.text}
      </p>
      {failed ? (
        <span className="flex items-center gap-2 text-xs text-danger" role="alert">
          <AlertIcon size={14} />
          {t('composer.failed')}
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onRetry}>
            {t('composer.retry')}
          </Button>
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onDiscard}>
            {t('composer.discard')}
          </Button>
        </span>
      ) : (
        <span className="flex items-center gap-1 text-xs text-muted">
          <ClockIcon size={14} />
          {t('composer.sending')}
        </span>
      )}
    </li>
  );
}

/** A day separator ("Today", "Yesterday" or the date). */
export function DaySeparator({ label }: { label: string }) {
  return (
    // A list item holding the separator: an <ol> may only hold list items (a <li role="separator"> is not one).
    <li>
      <div role="separator" aria-label={label} className="flex items-center gap-3 py-2 text-xs font-semibold text-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {label}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>
    </li>
  );
}
