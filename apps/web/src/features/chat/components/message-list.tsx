/**
 * The scrolling message list: day separators, messages and pending sends; older pages load when the reader scrolls
 * to the top (or presses the button), keeping the view where it was; new messages scroll into view when the
 * reader is at the bottom.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ChatMessage } from '../../../lib/queries/chat';
import { daysAgo, formatDay } from '../lib/format';
import type { PendingMessage } from '../lib/outbox';
import { buildTimeline } from '../lib/timeline';
import { DaySeparator, MessageRow, PendingRow } from './message-bubble';

const NEAR_PX = 120;

export function MessageList({
  messages,
  pending,
  userId,
  otherName,
  currency,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  typing,
}: {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  userId: string;
  otherName: string;
  currency: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  typing: boolean;
}) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Scroll height before an older page was added, to keep the view still. */
  const heightBeforeOlder = useRef<number | null>(null);
  const rows = buildTimeline(messages, pending);
  const firstSeq = messages[0]?.seq ?? 0;
  const lastKey = rows[rows.length - 1]?.key ?? '';

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [firstSeq]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastKey, typing]);

  const loadOlder = () => {
    if (!hasOlder || loadingOlder) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    onLoadOlder();
  };

  const dayLabel = (day: string) => {
    const ago = daysAgo(day);
    return ago === 0 ? t('day.today') : ago === 1 ? t('day.yesterday') : formatDay(day);
  };

  return (
    <div
      ref={scroller}
      // Reachable from the keyboard (arrow keys scroll it) even when no message holds a link or button.
      tabIndex={0}
      role="region"
      aria-label={t('conversation.messages')}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_PX;
        if (el.scrollTop < NEAR_PX) loadOlder();
      }}
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
            {t('conversation.older')}
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{t('conversation.empty', { name: otherName })}</p>
      ) : (
        <ol aria-label={t('conversation.messages')} aria-live="polite" className="flex flex-col gap-2">
          {rows.map((row) =>
            row.kind === 'date' ? (
              <DaySeparator key={row.key} label={dayLabel(row.day)} />
            ) : row.kind === 'message' ? (
              <MessageRow key={row.key} message={row.message} mine={row.message.sender_user_id === userId} currency={currency} senderName={otherName} />
            ) : (
              <PendingRow key={row.key} pending={row.pending} onRetry={() => onRetry(row.pending.clientId)} onDiscard={() => onDiscard(row.pending.clientId)} />
            ),
          )}
        </ol>
      )}
      {typing && (
        <p className="mt-2 text-xs text-muted" aria-live="polite">
          {t('conversation.typing', { name: otherName })}
        </p>
      )}
    </div>
  );
}
