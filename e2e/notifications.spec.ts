/**
 * Notifications in the browser (issue 12).
 *
 * (a) Live: the seller has the app open; someone follows them; the bell's count rises without a reload, a toast
 *     with the notification shows, and clicking it opens the follower's profile.
 * (b) Web Push through the real service worker (/sw.js) in Chromium: a push of each flag while no window of ours
 *     is visible shows a system notification (registration.getNotifications() has it, tagged with its id; the same
 *     push again does not add a second), and a click on it opens the screen the spec's push click routing names.
 *     While a window is visible the push shows no system notification: the page toasts it instead.
 *     Pushes are delivered with Chromium's DevTools protocol (ServiceWorker.deliverPushMessage), so the worker
 *     receives a real push event; clicks are dispatched in the worker (browsers have no way to click a system
 *     notification from a script).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login } from './support/fixtures.ts';

const API = '/index.php/rest';
const KEY = 'api_key/teampsisthebest';

type Bundle = { [key: string]: string | Bundle };
const common = JSON.parse(fs.readFileSync(path.join('packages/i18n/locales/en/common.json'), 'utf8')) as Bundle;
const navNotifications = (common.nav as Bundle).notifications as string;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The signed-in user of a page (lib/session keeps only the id and the name in localStorage). */
const sessionUserId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('wd.user') ?? '{}') as { user_id?: string }).user_id ?? '');

/** The number in the header's bell ("Notifications, 3 unread"), 0 without a badge. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${escape(navNotifications)}`) }).first();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(label.match(/\d+/)?.[0] ?? 0);
}

test('a new follower reaches the open app: the bell counts it live, a toast shows it, its click opens the profile', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const seller = await context.newPage();
  await login(seller, DEMO.seller);
  const sellerId = await sessionUserId(seller);
  const counted = seller.waitForResponse((r) => r.url().includes('/users/unread_count/'));
  await seller.goto('/');
  await counted;
  const before = await bellCount(seller);

  // The admin follows the seller (the demo buyer follows them already).
  const admin = await playwrightRequest.newContext({ baseURL });
  const signedIn = await admin.post(`${API}/users/login/${KEY}`, { data: { user_email: DEMO.admin, user_password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBeTruthy();
  const adminId = ((await signedIn.json()) as { user_id: string }).user_id;
  const follow = await admin.post(`${API}/userfollows/add_follow/${KEY}`, { data: { user_id: adminId, followed_user_id: sellerId } });
  expect(follow.ok(), await follow.text()).toBeTruthy();
  await admin.dispose();

  await expect.poll(() => bellCount(seller)).toBe(before + 1);
  const toastLink = seller.getByRole('status').locator(`a[href="/other-profile/${adminId}"]`);
  await expect(toastLink).toBeVisible();
  await toastLink.click();
  await expect(seller).toHaveURL(new RegExp(`/other-profile/${adminId}$`));
  await expect(toastLink).toHaveCount(0);
  await context.close();
});

/** A wire Noti as the server pushes it (every value a string). */
function wireNoti(id: string, flag: string, extra: Record<string, string> = {}) {
  return {
    id,
    flag,
    title: `E2E ${flag} ${id}`,
    message: `Message of ${id}`,
    description: `Message of ${id}`,
    is_read: '0',
    added_date: '2026-03-02 10:00:00',
    added_date_str: 'now',
    default_photo: { is_empty_object: '1' },
    item_id: '',
    item_name: '',
    item_price: '',
    currency: '',
    condition: '',
    buyer_user_id: '',
    seller_user_id: '',
    chat_flag: '',
    user_id: '',
    source: '',
    ...extra,
  };
}

/** The page's service worker, registered and active, with push delivered through the DevTools protocol. */
async function serviceWorkerOf(context: BrowserContext, page: Page, origin: string) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const workerSeen = context.serviceWorkers()[0] ? Promise.resolve(context.serviceWorkers()[0]!) : context.waitForEvent('serviceworker');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const worker: Worker = await workerSeen;
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId;
  const push = (noti: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify({ noti }) });
  const shown = () => worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({ title: n.title, tag: n.tag })));
  /** Clicks the shown notification of `tag` the way the browser does: a notificationclick event in the worker. */
  const click = (tag: string) =>
    worker.evaluate(async (t) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications({ tag: t });
      if (!notification) throw new Error(`no notification ${t}`);
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    }, tag);
  /** The windows of our origin the worker sees (a page that just left may linger for a moment). */
  const windows = () =>
    worker.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).clients.matchAll({ type: 'window', includeUncontrolled: true })).length);
  return { push, shown, click, windows };
}

test('service worker: a push shows a system notification per flag, and its click opens the right screen', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await login(page, DEMO.seller);
  const sw = await serviceWorkerOf(context, page, origin);

  const cases = [
    {
      noti: wireNoti('e2e-chat', 'chat', {
        item_id: 'itm-e2e',
        item_name: 'Toyota Corolla',
        item_price: '12500',
        currency: '$',
        condition: 'Used',
        buyer_user_id: 'usr-b',
        seller_user_id: 'usr-s',
        chat_flag: 'seller',
      }),
      path: '/chat',
      query: { item_id: 'itm-e2e', buyer_user_id: 'usr-b', seller_user_id: 'usr-s', chat_flag: 'seller', item_name: 'Toyota Corolla' },
    },
    { noti: wireNoti('e2e-review', 'review', { user_id: 'usr-s' }), path: '/review-list', query: { user_id: 'usr-s' } },
    { noti: wireNoti('e2e-subscribe', 'subscribe', { item_id: 'itm-e2e', item_name: 'Toyota Corolla' }), path: '/item/toyota-corolla', query: { item_id: 'itm-e2e' } },
    { noti: wireNoti('e2e-broadcast', 'fe_broadcast'), path: '/notification', query: {} },
  ];

  for (const { noti, path: expectedPath, query } of cases) {
    // No window of ours is visible: the push is a system notification.
    await page.goto('about:blank');
    await expect.poll(sw.windows).toBe(0);
    await sw.push(noti);
    await expect.poll(sw.shown).toContainEqual({ title: noti.title, tag: noti.id });
    // The same push again replaces it (tag = id), never adds a second.
    await sw.push(noti);
    await expect.poll(async () => (await sw.shown()).filter((n) => n.tag === noti.id).length).toBe(1);

    // Clicked, it opens where the flag leads, in the open window.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await sw.click(noti.id);
    await expect.poll(() => new URL(page.url()).pathname).toBe(expectedPath);
    const params = new URL(page.url()).searchParams;
    for (const [k, v] of Object.entries(query)) expect(params.get(k), k).toBe(v);
    // Clicking closed it.
    await expect.poll(async () => (await sw.shown()).some((n) => n.tag === noti.id)).toBe(false);
  }
  await context.close();
});

test('service worker: while the app is visible a push is a toast, not a system notification', async ({ browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  await login(page, DEMO.seller);
  const sw = await serviceWorkerOf(context, page, origin);
  await page.goto('/');
  // The bell listens for the worker's messages once it is on screen.
  await expect(page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${escape(navNotifications)}`) })).toBeVisible();

  const noti = wireNoti('e2e-visible', 'review', { user_id: 'usr-s' });
  await sw.push(noti);
  const toast = page.getByRole('status').filter({ hasText: noti.title });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link')).toHaveAttribute('href', '/review-list?user_id=usr-s');
  // Delivered twice (as a realtime frame and a push would be), it still toasts once.
  await sw.push(noti);
  await expect.poll(async () => (await sw.shown()).length).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: noti.title })).toHaveCount(1);
  await context.close();
});
