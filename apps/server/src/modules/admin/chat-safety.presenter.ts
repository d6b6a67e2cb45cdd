/** Wire shapes of the chat safety calls: the guard's state and a reported conversation with its messages. */
import { CHAT_GUARD_DEFAULTS, chatGuardConfigToWire, type WireOf, type wireChatGuardState, type wireChatMessage, type wireChatReport } from '@wheeldeal/contract';
import type { Translate } from '../../lib/messages.ts';
import { flag, money, relativeTime, str, wireDate, type Wire } from '../../lib/wire.ts';
import type { ChatGuardState } from '../settings/index.ts';
import type { ChatMessageRow, ChatReportRow } from './chat-reports.repository.ts';

export function presentChatGuardState(state: ChatGuardState): WireOf<typeof wireChatGuardState> {
  return {
    config: chatGuardConfigToWire(state.config),
    defaults: chatGuardConfigToWire(CHAT_GUARD_DEFAULTS),
    is_default: flag(state.revision === ''),
    updated_date: wireDate(state.updatedDate),
  };
}

/** A message as staff see it: with what the guard saw in it. */
export function presentReportedMessage(m: ChatMessageRow, now: Date, t: Translate): WireOf<typeof wireChatMessage> {
  return {
    id: m.id,
    chat_id: m.chatHeaderId,
    seq: String(m.seq),
    client_id: m.clientId,
    sender_user_id: m.senderUserId,
    type: String(m.type),
    message: m.message,
    img_path: m.imgPath,
    img_width: str(m.imgWidth),
    img_height: str(m.imgHeight),
    offer_amount: money(m.offerAmount),
    deal_action: m.dealAction as WireOf<typeof wireChatMessage>['deal_action'],
    is_read: flag(m.isRead),
    warning_kinds: m.warningKinds.join(','),
    added_date: wireDate(m.addedDate),
    added_date_str: relativeTime(m.addedDate, now, t),
  };
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
