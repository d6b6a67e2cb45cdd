/**
 * The service worker of the site (`/sw.js`, issue 12): Web Push. A push carries `{"noti": <wire Noti>}`.
 *
 * - While a window of ours is visible the person is looking at the app: no system notification; the window gets
 *   the notification by message and shows its live toast (deduplicated by id with the realtime frame of the same
 *   event), so one event is never both a toast and a push on one device.
 * - Otherwise it shows a system notification tagged with the notification id: a repeated push replaces it.
 * - A click closes it and opens where the notification leads (lib/notifications/route-of.ts, the same answer as
 *   the list and the toast), in a window of ours if one is open, else a new one.
 *
 * `waitUntil` keeps the worker alive for the work; an event dispatched by a script (a test) cannot be extended,
 * and its work runs all the same.
 */
import { thumbnailUrl } from '../lib/api/images';
import { routeOf, type RoutableNoti } from '../lib/notifications/route-of';
import { notiOfPush } from './push-payload';
import { SW_NOTI_MESSAGE, type SwNotiMessage } from '../lib/notifications/sw-message';
import type { ExtendableEventLike, NotificationEventLike, PushEventLike, PushSubscriptionChangeEventLike, ServiceWorkerScope, WindowClientLike } from './sw-scope';

declare const self: ServiceWorkerScope;

const APP_ICON = '/favicon.svg';

function extend(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // Not extendable (a synthetic event): the promise runs anyway.
  }
}

const windowsOfOurs = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function onPush(event: PushEventLike): Promise<void> {
  const noti = notiOfPush(event.data);
  if (!noti) return;
  const visible = (await windowsOfOurs()).filter((c) => c.visibilityState === 'visible');
  if (visible.length > 0) {
    const message: SwNotiMessage = { type: SW_NOTI_MESSAGE, noti };
    for (const client of visible) client.postMessage(message);
    return;
  }
  const photo = (noti.default_photo as { img_path?: unknown } | null | undefined)?.img_path;
  await self.registration.showNotification(noti.title, {
    body: noti.message,
    tag: noti.id,
    data: noti,
    icon: (typeof photo === 'string' && thumbnailUrl(photo)) || APP_ICON,
    // The text is in the recipient's language; the browser finds its direction (Arabic reads right to left).
    dir: 'auto',
  });
}

async function open(url: string, windows: readonly WindowClientLike[]): Promise<void> {
  for (const client of windows) {
    try {
      const navigated = await client.navigate(url);
      await (navigated ?? client).focus().catch(() => undefined);
      return;
    } catch {
      // Not ours to navigate (not controlled by this worker yet): try the next, or a new window.
    }
  }
  await self.clients.openWindow(url);
}

async function onClick(event: NotificationEventLike): Promise<void> {
  event.notification.close();
  const noti = event.notification.data as RoutableNoti | null;
  const url = new URL(noti?.id ? routeOf(noti) : '/notification', self.location.origin).href;
  await open(url, await windowsOfOurs());
}

/** The browser renewed (or dropped) the subscription: subscribe again with the same key; the app registers the new
 * one with the server at its next start (lib/notifications/push.ts `refreshPush`). */
async function onSubscriptionChange(event: PushSubscriptionChangeEventLike): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey;
  if (!key || event.newSubscription) return;
  await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => extend(event, self.clients.claim()));
self.addEventListener('push', (event) => extend(event, onPush(event)));
self.addEventListener('notificationclick', (event) => extend(event, onClick(event)));
self.addEventListener('pushsubscriptionchange', (event) => extend(event, onSubscriptionChange(event)));
