/**
 * Web Push helpers that run without a push service: the VAPID key as bytes, a browser without the Push API, and the
 * refresh at the start of a visit over a stand-in of the browser's push objects (jsdom has none; the real ones are
 * exercised by e2e/notifications.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { disablePush, enablePush, keyBytes, pushState, pushSupported, refreshPush } from './push';

afterEach(() => vi.unstubAllGlobals());

const KEY = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i + 1)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

/** A browser with the Push API whose permission is `permission` and which holds `subscription` (or none). */
function browserWithPush(permission: NotificationPermission, subscription: object | null) {
  const subscribe = vi.fn();
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) } });
  return { subscribe };
}

const subscriptionWithKey = (key: string) => ({
  options: { applicationServerKey: keyBytes(key).buffer },
  toJSON: () => ({ endpoint: 'https://push.example/device', keys: { p256dh: 'p', auth: 'a' } }),
  unsubscribe: async () => true,
});

describe('keyBytes', () => {
  it('turns the base64url VAPID public key into its 65 bytes, the uncompressed P-256 point', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const base64url = btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(base64url).toHaveLength(87);
    expect([...keyBytes(base64url)]).toEqual([...raw]);
  });
});

describe('without the Push API', () => {
  it('reports it unsupported and neither asks nor calls the server', async () => {
    expect(pushSupported()).toBe(false);
    await expect(pushState()).resolves.toBe('unsupported');
    await expect(enablePush('usr1', 'BAAA')).resolves.toBe('unsupported');
    await expect(disablePush('usr1')).resolves.toBe('unsupported');
  });
});

describe('refreshPush', () => {
  it('registers the subscription this device already has again, under the person signed in now', async () => {
    const { subscribe } = browserWithPush('granted', subscriptionWithKey(KEY));
    const api = fakeApi({ 'notis/register': { status: 'success', message: 'ok' } });
    await refreshPush('usr2', KEY);
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([{ route: 'notis/register', body: { platform_name: 'frontend', device_token: JSON.stringify({ endpoint: 'https://push.example/device', keys: { p256dh: 'p', auth: 'a' } }), user_id: 'usr2' } }]);
  });

  it('asks nothing and calls nobody when push was never turned on here, or permission is not granted', async () => {
    browserWithPush('granted', null);
    const api = fakeApi({});
    await refreshPush('usr2', KEY);
    browserWithPush('default', subscriptionWithKey(KEY));
    await refreshPush('usr2', KEY);
    expect(api.calls).toEqual([]);
  });
});
