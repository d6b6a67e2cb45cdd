/**
 * Where a notification leads (spec "Push click routing"), the one answer used by the notification list, the live
 * toast and the service worker: fe_broadcast → the notification list; review → the review list of `user_id`;
 * chat or bought → the chat screen with the conversation's query; subscribe → the listing; follow → the
 * follower's profile; approval → the listing; verify_blue_mark → my profile. A notification missing what its
 * destination needs opens its own detail page instead, which always exists.
 *
 * Takes the wire Noti (a push payload, a realtime frame) as well as the decoded one: every field read here is text
 * on both sides. Pure and free of React and the router, so the service worker bundles it in a few hundred bytes:
 * the paths are written out here, and the unit test holds each equal to what `pathFor` / `itemPath`
 * (app/routes.ts) build.
 */
import type { NotificationKind } from '@wheeldeal/contract';

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

type Query = Record<string, string | undefined>;

/** `path?query` without empty values, as `pathFor` writes it. */
function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.append(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** A path segment, encoded as `generatePath` does. */
const segment = (value: string) => encodeURIComponent(value);

/** The item page `/item/{slug}?item_id=…&item_name=…`, the slug as `itemPath` makes it. */
function itemPage(id: string, title: string): string {
  const slug =
    title
      .toLowerCase()
      .trim()
      .replace(/[\s/\\?#%]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'item';
  return withQuery(`/item/${segment(slug)}`, { item_id: id, item_name: title });
}

const detailOf = (noti: RoutableNoti) => `/notification/${segment(noti.id)}`;

function chatPath(noti: RoutableNoti): string | null {
  if (!noti.item_id || !noti.buyer_user_id || !noti.seller_user_id) return null;
  return withQuery('/chat', {
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

const listingPath = (noti: RoutableNoti) => (noti.item_id ? itemPage(noti.item_id, noti.item_name ?? '') : null);

/** The in-app path a click on `noti` opens. */
export function routeOf(noti: RoutableNoti): string {
  switch (noti.flag) {
    case 'fe_broadcast':
      return '/notification';
    case 'review':
      // Without a user the review list shows the reader's own reviews: the recipient's, the one reviewed.
      return withQuery('/review-list', { user_id: noti.user_id });
    case 'chat':
    case 'bought':
      return chatPath(noti) ?? detailOf(noti);
    case 'subscribe':
    case 'approval':
      return listingPath(noti) ?? detailOf(noti);
    case 'follow':
      return noti.user_id ? `/other-profile/${segment(noti.user_id)}` : detailOf(noti);
    case 'verify_blue_mark':
      return '/profile';
    default:
      return detailOf(noti);
  }
}
