/** Wire shapes of the chat safety calls: the guard's state and a reported conversation with its messages. */
import { CHAT_GUARD_DEFAULTS, chatGuardConfigToWire, type WireOf, type wireChatGuardState, type wireChatMessage, type wireChatReport } from '@wheeldeal/contract';
import type { Translate } from '../../lib/messages.ts';
import { flag, wireDate, type Wire } from '../../lib/wire.ts';
import type { ChatGuardState } from '../settings/index.ts';
import { presentStaffMessage } from '../chat/index.ts';
import type { ChatMessageRow, ChatReportRow } from './chat-reports.repository.ts';

export function presentChatGuardState(state: ChatGuardState): WireOf<typeof wireChatGuardState> {
  return {
    config: chatGuardConfigToWire(state.config),
    defaults: chatGuardConfigToWire(CHAT_GUARD_DEFAULTS),
    is_default: flag(state.revision === ''),
    updated_date: wireDate(state.updatedDate),
  };
}

/** A message as staff see it: with what the guard saw in it (the chat module's wire message). */
export function presentReportedMessage(m: ChatMessageRow, now: Date, t: Translate): WireOf<typeof wireChatMessage> {
  return presentStaffMessage(m, now, t);
}

export interface ReportParts {
  item: Wire;
  reporter: Wire;
  reportedUser: Wire;
  messages: ChatMessageRow[];
  total: number;
}

export function presentChatReport(r: ChatReportRow, parts: ReportParts, now: Date, t: Translate): WireOf<typeof wireChatReport> {
  return {
    id: r.id,
    chat_id: r.chatHeaderId,
    reason: r.reason,
    status: r.status as WireOf<typeof wireChatReport>['status'],
    added_date: wireDate(r.addedDate),
    item: parts.item as WireOf<typeof wireChatReport>['item'],
    reporter: parts.reporter as WireOf<typeof wireChatReport>['reporter'],
    reported_user: parts.reportedUser as WireOf<typeof wireChatReport>['reported_user'],
    messages: parts.messages.map((m) => presentReportedMessage(m, now, t)),
    message_count: String(parts.total),
  };
}
