/** The notification centre against wire answers: the list (unread marking, paging, mark all read, a click), the
 * detail (read on open, not found) and the settings (kind × channel, in-app off, save). */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { visibleToasts } from '../../../components/ui/toast';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireNotiFixture, wireNotiSettingsFixture } from '../../../test/wire-noti';
import NotificationDetailScreen from './notification-detail-screen';
import NotificationListScreen from './notification-list-screen';
import NotificationSettingsScreen from './notification-settings-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['notifications']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: ReactNode, route = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const unreadCount = (n: number) => ({ id: 'seller1', blog_noti_unread_count: String(n), buyer_unread_count: '0', seller_unread_count: '0' });
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => wireNotiFixture({ id: `nt${from + i}`, title: `Notification ${from + i}`, is_read: from + i < 2 ? '0' : '1' }));
const rowOf = (title: string) => screen.getByText(title).closest('a')!;

describe('notification list', () => {
  it('marks unread ones with a dot and a bold title, and pages 30 at a time', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'users/unread_count': unreadCount(2),
      'noti_messages/all_notis': (_body: unknown, path: string) => (path.includes('/offset/30') ? page(30, 5) : page(0, 30)),
    });
    const user = userEvent.setup();
    renderAt('/notification', <NotificationListScreen />);

    await screen.findByText('Notification 0');
    const unread = rowOf('Notification 0');
    expect(within(unread).getByText('Unread')).toBeTruthy();
    expect(within(unread).getByText('Notification 0').className).toContain('font-bold');
    expect(within(unread).getByText('Su Su started following you.')).toBeTruthy();
    expect(within(unread).getByText('5 minutes ago')).toBeTruthy();
    const read = rowOf('Notification 2');
    expect(within(read).queryByText('Unread')).toBeNull();
    expect(within(read).getByText('Notification 2').className).not.toContain('font-bold');
    expect(screen.queryByText('Notification 30')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notification 34')).toBeTruthy();
    const listCalls = api.calls.filter((c) => c.route === 'noti_messages/all_notis');
    expect(listCalls).toHaveLength(2);
    expect(listCalls[0]!.body).toEqual({ user_id: 'seller1' });
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks all read: one call, then no row is unread', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'users/unread_count': unreadCount(2),
      'noti_messages/all_notis': page(0, 3),
      'notis/mark_all_read': { status: 'success', message: 'Done.' },
    });
    const user = userEvent.setup();
    renderAt('/notification', <NotificationListScreen />);
    await screen.findByText('Notification 0');
    expect(screen.getAllByText('Unread')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(api.calls.filter((c) => c.route === 'notis/mark_all_read').map((c) => c.body)).toEqual([{ user_id: 'seller1' }]);
    expect(visibleToasts().at(-1)?.text).toBe('All notifications are marked as read.');
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens where a notification leads and marks it read', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const follow = wireNotiFixture({ id: 'nt1', flag: 'follow', user_id: 'buyer1', title: 'New follower' });
    const api = fakeApi({
      'users/unread_count': unreadCount(1),
      'noti_messages/all_notis': [follow],
      'notis/is_read': { ...follow, is_read: '1' },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/notification', <NotificationListScreen />);
    await user.click(await screen.findByText('New follower'));
    expect(router.state.location.pathname).toBe('/other-profile/buyer1');
    await waitFor(() => expect(api.calls.find((c) => c.route === 'notis/is_read')?.body).toEqual({ noti_id: 'nt1', user_id: 'seller1' }));
  });

  it('says so when there is nothing yet', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({ 'users/unread_count': unreadCount(0), 'noti_messages/all_notis': wireErrorAnswer('10001##Sorry, record not found.') });
    renderAt('/notification', <NotificationListScreen />);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('asks a visitor to log in, and comes back here after', async () => {
    const api = fakeApi({});
    renderAtRoute(<NotificationListScreen />, '/notification', 'notification-list');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?redirect=notification-list');
    expect(api.calls).toEqual([]);
  });
});

describe('notification detail', () => {
  it('shows the notification, marks it read on opening and offers where it leads', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const review = wireNotiFixture({ id: 'nt4', flag: 'review', user_id: 'seller1', title: 'New review', message: 'Bo Bo rated you 5 stars.' });
    const api = fakeApi({ 'noti_messages/get': review, 'notis/is_read': { ...review, is_read: '1' } });
    renderAt('/notification/:notificationId', <NotificationDetailScreen />, '/notification/nt4');
    expect(await screen.findByRole('heading', { name: 'New review' })).toBeTruthy();
    expect(screen.getByText('Bo Bo rated you 5 stars.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See reviews' }).getAttribute('href')).toBe('/review-list?user_id=seller1');
    await waitFor(() => expect(api.calls.filter((c) => c.route === 'notis/is_read').map((c) => c.body)).toEqual([{ noti_id: 'nt4', user_id: 'seller1' }]));
  });

  it('shows not found for an unknown or foreign notification, and marks nothing', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({ 'noti_messages/get': wireErrorAnswer('10001##Sorry, record not found.') });
    renderAt('/notification/:notificationId', <NotificationDetailScreen />, '/notification/nope');
    expect(await screen.findByText('Notification not found')).toBeTruthy();
    expect(api.calls.map((c) => c.route)).toEqual(['noti_messages/get']);
  });
});

describe('notification settings', () => {
  it('shows each kind by channel, disables push and e-mail of a kind off in the app, and saves', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    let saved: unknown;
    const api = fakeApi({
      'notis/settings_get': wireNotiSettingsFixture({ prefs: { review: { email: false } } }),
      'notis/settings_update': (body: unknown) => {
        saved = body;
        return wireNotiSettingsFixture({ prefs: { chat: { inapp: false }, review: { email: false } } });
      },
    });
    const user = userEvent.setup();
    renderAt('/notification-settings', <NotificationSettingsScreen />);

    const sw = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
    await screen.findByRole('switch', { name: 'Reviews: E-mail' });
    expect(sw('Reviews: E-mail').checked).toBe(false);
    expect(sw('Sales: E-mail').checked).toBe(true);
    expect(screen.getAllByRole('switch', { name: /: (In the app|Push|E-mail)$/ })).toHaveLength(24);

    await user.click(sw('Chat messages and offers: In the app'));
    expect(sw('Chat messages and offers: Push').disabled).toBe(true);
    expect(sw('Chat messages and offers: E-mail').disabled).toBe(true);
    expect(sw('Sales: Push').disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({
      user_id: 'seller1',
      notification_setting: '1',
      prefs: { chat: { inapp: '0', push: '1', email: '0' }, review: { inapp: '1', push: '1', email: '0' } },
    });
    await waitFor(() => expect(visibleToasts().at(-1)?.text).toBe('Saved'));
    expect(api.calls.filter((c) => c.route === 'notis/settings_update')).toHaveLength(1);
  });

  it('stops push and e-mail with the global switch, and leaves the list (in the app) to each kind', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({ 'notis/settings_get': wireNotiSettingsFixture() });
    const user = userEvent.setup();
    renderAt('/notification-settings', <NotificationSettingsScreen />);
    await user.click(await screen.findByRole('switch', { name: /^Notifications/ }));
    expect(screen.getAllByRole('switch', { name: /: (Push|E-mail)$/ }).every((s) => (s as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getAllByRole('switch', { name: /: In the app$/ }).every((s) => !(s as HTMLInputElement).disabled)).toBe(true);
  });
});
