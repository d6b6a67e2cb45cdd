/** The wire Noti (responses/notifications.ts) of a notifications row. */
import type { WireOf, wireNoti } from '@wheeldeal/contract';
import type { ImageRow } from '../catalog/index.ts';
import { presentImage } from '../catalog/index.ts';
import { flag, relativeTime, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import type { NotificationRow } from './notifications.repository.ts';

export interface NotiView {
  now: Date;
  t: Translate;
  /** Whether the reader has read it (broadcast rows keep read marks per user). */
  isRead: boolean;
  photo?: ImageRow;
}

const DATA_FIELDS = ['item_id', 'item_name', 'item_price', 'currency', 'condition', 'buyer_user_id', 'seller_user_id', 'chat_flag', 'user_id', 'source'] as const;

export function presentNoti(row: NotificationRow, view: NotiView): WireOf<typeof wireNoti> {
  const data = (row.data ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '');
  return {
    id: row.id,
    flag: row.flag as WireOf<typeof wireNoti>['flag'],
    title: row.title,
    message: row.message,
    description: row.message,
    is_read: flag(view.isRead),
    added_date: wireDate(row.addedDate),
    added_date_str: relativeTime(row.addedDate, view.now, view.t),
    default_photo: presentImage(view.photo),
    ...(Object.fromEntries(DATA_FIELDS.map((k) => [k, pick(k)])) as Record<(typeof DATA_FIELDS)[number], string>),
  };
}
