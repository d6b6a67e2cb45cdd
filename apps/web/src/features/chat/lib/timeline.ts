/**
 * The rows of a conversation as the screen draws them: the stored messages in seq order, the server's date
 * separators (type 3, message "YYYY-MM-DD") as separator rows, then the user's pending messages, with a local
 * separator when today has none yet.
 */
import { CHAT_MESSAGE_TYPE } from '@wheeldeal/contract';
import type { ChatMessage } from '../../../lib/queries/chat';
import type { PendingMessage } from './outbox';

export type TimelineRow =
  | { kind: 'date'; key: string; day: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** "YYYY-MM-DD" of a date in UTC (the server writes its separators by UTC day). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day a separator row stands for: its message when it is a date, else the day it was written. */
function separatorDay(message: ChatMessage): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(message.message.trim()) ? message.message.trim() : utcDay(message.added_date);
}

export function buildTimeline(stored: readonly ChatMessage[], pending: readonly PendingMessage[]): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let lastDay = '';
  for (const message of stored) {
    if (message.type === CHAT_MESSAGE_TYPE.date) {
      const day = separatorDay(message);
      if (day !== lastDay) rows.push({ kind: 'date', key: `d${message.id}`, day });
      lastDay = day;
      continue;
    }
    rows.push({ kind: 'message', key: message.id, message });
  }
  for (const p of pending) {
    const day = utcDay(new Date(p.createdAt));
    if (day !== lastDay) {
      rows.push({ kind: 'date', key: `d-${p.clientId}`, day });
      lastDay = day;
    }
    rows.push({ kind: 'pending', key: `p-${p.clientId}`, pending: p });
  }
  return rows;
}
