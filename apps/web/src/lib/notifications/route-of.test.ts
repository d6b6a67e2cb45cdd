/** Push click routing (spec): each flag leads where the list, the toast and the service worker all send it. */
import { describe, expect, it } from 'vitest';
import { wireImage, wireNoti } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../app/routes';
import { wireRecordFixture } from '../../test/wire-item';
import { wireNotiFixture } from '../../test/wire-noti';
import { routeOf } from './route-of';

const chatNoti = (overrides: Record<string, unknown> = {}) =>
  wireNotiFixture({
    id: 'nt9',
    flag: 'chat',
    item_id: 'itm1',
    item_name: 'Toyota Corolla 2018',
    item_price: '12500',
    currency: '$',
    condition: 'Used',
    buyer_user_id: 'buyer1',
    seller_user_id: 'seller1',
    chat_flag: 'seller',
    default_photo: wireRecordFixture(wireImage, { img_id: 'img1', img_parent_id: 'itm1', img_type: 'item', img_path: 'corolla.jpg' }),
    ...overrides,
  });

describe('routeOf', () => {
  it('sends a broadcast to the notification list', () => {
    expect(routeOf(wireNotiFixture({ flag: 'fe_broadcast', user_id: '' }))).toBe(pathFor('notification-list'));
  });

  it('sends a review to the review list of the reviewed user', () => {
    expect(routeOf(wireNotiFixture({ flag: 'review', user_id: 'usr7' }))).toBe(pathFor('review-list', {}, { user_id: 'usr7' }));
    // Naming nobody, it is the reader's own list (the recipient is the one reviewed).
    expect(routeOf(wireNotiFixture({ flag: 'review', user_id: '' }))).toBe(pathFor('review-list'));
  });

  it('opens the chat screen with the whole query of the spec for chat and bought', () => {
    const path = routeOf(chatNoti());
    const url = new URL(path, 'http://x');
    expect(path).toBe(pathFor('chat', {}, url.searchParams));
    expect(url.pathname).toBe('/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      buyer_user_id: 'buyer1',
      seller_user_id: 'seller1',
      item_name: 'Toyota Corolla 2018',
      item_id: 'itm1',
      item_image_name: 'corolla.jpg',
      item_price: '12500',
      currency: '$',
      condition: 'Used',
      chat_flag: 'seller',
    });
    const bought = new URL(routeOf(chatNoti({ flag: 'bought', chat_flag: 'buyer' })), 'http://x');
    expect(bought.pathname).toBe('/chat');
    expect(bought.searchParams.get('chat_flag')).toBe('buyer');
  });

  it('opens the listing for an alert and for an approval, as item links are built everywhere', () => {
    const expected = itemPath({ id: 'itm1', title: 'Toyota Corolla 2018' });
    expect(routeOf(chatNoti({ flag: 'subscribe' }))).toBe(expected);
    expect(routeOf(chatNoti({ flag: 'approval' }))).toBe(expected);
    for (const title of ['  BMW 3/Series #1 ', 'تويوتا كورولا', '']) expect(routeOf(chatNoti({ flag: 'subscribe', item_name: title }))).toBe(itemPath({ id: 'itm1', title }));
  });

  it("opens a new follower's profile, and my profile for a blue-mark decision", () => {
    expect(routeOf(wireNotiFixture({ flag: 'follow', user_id: 'usr3' }))).toBe(pathFor('other-profile', { userId: 'usr3' }));
    expect(routeOf(wireNotiFixture({ flag: 'verify_blue_mark' }))).toBe(pathFor('profile'));
  });

  it('falls back to the notification itself when the destination is not named', () => {
    expect(routeOf(chatNoti({ id: 'nt5', seller_user_id: '' }))).toBe(pathFor('notification-detail', { notificationId: 'nt5' }));
    expect(routeOf(wireNotiFixture({ id: 'nt6', flag: 'subscribe', item_id: '' }))).toBe('/notification/nt6');
    expect(routeOf(wireNotiFixture({ id: 'nt7', flag: 'follow', user_id: '' }))).toBe('/notification/nt7');
  });

  it('reads a decoded notification the same way as the wire one', () => {
    const wire = chatNoti();
    expect(routeOf(wireNoti.parse(wire))).toBe(routeOf(wire));
  });
});
