/**
 * Web Push on this device (issue 12): the service worker `/sw.js` (src/sw/sw.ts), the browser's push subscription
 * with the server's VAPID public key (app info `frontend_config_setting.firebase_web_push_key_pair`), and its
 * registration with the server (`notis/register` with the subscription as JSON). Turning it off, or logging out,
 * unregisters it on the server first and then ends the browser's subscription.
 */
import { call } from '../api/call';

export const SW_URL = '/sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The browser has the Push API (service workers, PushManager and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as PushManager takes it: base64url → bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration('/') : undefined;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Where this device stands now, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

const deviceBody = (userId: string, subscription: PushSubscription) => ({
  platform_name: 'frontend',
  device_token: JSON.stringify(subscription),
  user_id: userId,
});

/**
 * Asks for permission, registers the service worker, subscribes with the server's key (again when the key
 * changed since) and tells the server. Answers the state reached: 'denied' when the person said no.
 */
export async function enablePush(userId: string, vapidKey: string): Promise<PushState> {
  if (!pushSupported() || !vapidKey) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidKey);
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await call('notis/register', { body: deviceBody(userId, subscription) });
  return 'on';
}

/**
 * At the start of a signed-in visit, a device that has push on registers again: the server then holds its current
 * subscription (the browser may have renewed it since — the service worker resubscribes on
 * `pushsubscriptionchange` — or the server's key may have changed) under the person signed in now.
 */
export async function refreshPush(userId: string, vapidKey: string): Promise<void> {
  if (!pushSupported() || !vapidKey || Notification.permission !== 'granted') return;
  if (!(await currentSubscription())) return;
  await enablePush(userId, vapidKey);
}

/** Stops pushes to this device: the server forgets it, then the browser ends the subscription. */
export async function disablePush(userId: string): Promise<PushState> {
  const subscription = await currentSubscription();
  if (!subscription) return pushSupported() ? 'off' : 'unsupported';
  try {
    await call('notis/unregister', { body: deviceBody(userId, subscription) });
  } finally {
    await subscription.unsubscribe();
  }
  return 'off';
}
