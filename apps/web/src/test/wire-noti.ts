/** Wire notifications (noti_messages) and settings as the server sends them, for the notification screens' tests. */
import { emptyWireOf, NOTIFICATION_DEFAULTS, wireImage, wireNoti, type WireOf, type wireNotiSettings } from '@wheeldeal/contract';
import { wireRecordFixture } from './wire-item';

export function wireNotiFixture(overrides: Record<string, unknown> = {}): WireOf<typeof wireNoti> {
  return wireRecordFixture(wireNoti, {
    id: 'nt1',
    flag: 'follow',
    title: 'New follower',
    message: 'Su Su started following you.',
    description: 'Su Su started following you.',
    is_read: '0',
    added_date: '2026-03-02 10:00:00',
    added_date_str: '5 minutes ago',
    default_photo: emptyWireOf(wireImage),
    item_id: '',
    item_name: '',
    item_price: '',
    currency: '',
    condition: '',
    buyer_user_id: '',
    seller_user_id: '',
    chat_flag: '',
    user_id: 'seller1',
    source: '',
    ...overrides,
  });
}

const flag = (b: boolean) => (b ? '1' : '0');

/** notis/settings_get: the defaults unless overridden per kind. */
export function wireNotiSettingsFixture(
  overrides: { notification_setting?: boolean; prefs?: Partial<Record<keyof typeof NOTIFICATION_DEFAULTS, Partial<Record<'inapp' | 'push' | 'email', boolean>>>> } = {},
): WireOf<typeof wireNotiSettings> {
  const prefs = Object.fromEntries(
    Object.entries(NOTIFICATION_DEFAULTS).map(([kind, choice]) => {
      const c = { ...choice, ...overrides.prefs?.[kind as keyof typeof NOTIFICATION_DEFAULTS] };
      return [kind, { inapp: flag(c.inapp), push: flag(c.push), email: flag(c.email) }];
    }),
  );
  return { notification_setting: flag(overrides.notification_setting ?? true), prefs } as WireOf<typeof wireNotiSettings>;
}
