/**
 * Where a notification leads (spec "Push click routing"), the one answer used by the notification list, the live
 * toast and the service worker: fe_broadcast → the notification list; review → the review list of `user_id`;
 * chat or bought → the chat screen with the conversation's query; subscribe → the listing; follow → the
 * follower's profile; approval → the listing; verify_blue_mark → my profile. A notification missing what its
 * destination needs opens its own detail page instead, which always exists.
 *
 * Takes the wire Noti (a push payload, a realtime frame) as well as the decoded one: every field read here is text
 * on both sides. Pure and free of React, so the service worker bundles it.
 */
import type { NotificationKind } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../app/routes';

export interface RoutableNoti {
  id: string;
  flag: NotificationKind | (string & {});
  item_id?: string;
  item_name?: string;
  item_price?: string;
  currency?: string;
  condition?: string;
  buyer_user_id?: string;
  seller_user_id?: string;
  chat_flag?: string;
  user_id?: string;
  /** The wire Image (or the empty object), or the decoded Image (or null). */
  default_photo?: object | null;
}

const photoPath = (photo: object | null | undefined) => {
  const path = (photo as { img_path?: unknown } | null | undefined)?.img_path;
  return typeof path === 'string' ? path : '';
};

const detailOf = (noti: RoutableNoti) => pathFor('notification-detail', { notificationId: noti.id });

function chatPath(noti: RoutableNoti): string | null {
  if (!noti.item_id || !noti.buyer_user_id || !noti.seller_user_id) return null;
  return pathFor('chat', {}, {
    buyer_user_id: noti.buyer_user_id,
    seller_user_id: noti.seller_user_id,
    item_name: noti.item_name,
    item_id: noti.item_id,
    item_image_name: photoPath(noti.default_photo),
    item_price: noti.item_price,
    currency: noti.currency,
    condition: noti.condition,
    chat_flag: noti.chat_flag === 'seller' ? 'seller' : 'buyer',
  });
}

const listingPath = (noti: RoutableNoti) => (noti.item_id ? itemPath({ id: noti.item_id, title: noti.item_name ?? '' }) : null);

/** The in-app path a click on `noti` opens. */
export function routeOf(noti: RoutableNoti): string {
  switch (noti.flag) {
    case 'fe_broadcast':
      return pathFor('notification-list');
    case 'review':
      return noti.user_id ? pathFor('review-list', {}, { user_id: noti.user_id }) : detailOf(noti);
    case 'chat':
    case 'bought':
      return chatPath(noti) ?? detailOf(noti);
    case 'subscribe':
    case 'approval':
      return listingPath(noti) ?? detailOf(noti);
    case 'follow':
      return noti.user_id ? pathFor('other-profile', { userId: noti.user_id }) : detailOf(noti);
    case 'verify_blue_mark':
      return pathFor('profile');
    default:
      return detailOf(noti);
  }
}
