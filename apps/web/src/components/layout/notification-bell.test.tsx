/** The bell and the live toast over a real realtime client (a stand-in WebSocket the test speaks through): the count
 * follows the noti frames, each new notification toasts once whatever number of times it arrives, and a click on
 * the toast opens where it leads and marks it read. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RealtimeSync } from '../../lib/realtime/use-realtime';
import { clearSession, startSession } from '../../lib/session/session-store';
import { fakeApi } from '../../test/fake-api';
import { wireNotiFixture } from '../../test/wire-noti';
import { toast, Toaster, visibleToasts } from '../ui/toast';
import { MainNav } from './main-nav';

class StandInSocket {
  static last: StandInSocket | null = null;
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    StandInSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
      this.receive({ t: 'hello', user_id: 'seller1' });
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', StandInSocket);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shell = (
    <>
      <MainNav />
      <RealtimeSync />
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: shell },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bell = () => screen.getAllByRole('link', { name: /^Notifications/ })[0]!;
const frame = (f: unknown) => act(() => StandInSocket.last!.receive(f));

describe('the bell and the live toast', () => {
  it('counts live, toasts each notification once, and a click on the toast opens it and marks it read', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const follow = wireNotiFixture({ id: 'nt-live', flag: 'follow', user_id: 'buyer1', title: 'New follower', message: 'Bo Bo started following you.' });
    const api = fakeApi({
      'users/unread_count': { id: 'seller1', blog_noti_unread_count: '1', buyer_unread_count: '0', seller_unread_count: '0' },
      'notis/is_read': { ...follow, is_read: '1' },
    });
    const user = userEvent.setup();
    const router = renderShell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await waitFor(() => expect(StandInSocket.last?.readyState).toBe(1));

    await frame({ t: 'noti', noti: follow, blog_noti_unread_count: '2' });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    const shown = await screen.findByRole('status');
    expect(within(shown).getByText('New follower')).toBeTruthy();
    expect(within(shown).getByText('Bo Bo started following you.')).toBeTruthy();
    expect(visibleToasts().at(-1)).toMatchObject({ title: 'New follower', ms: 10_000 });

    // The same event again (a resync, or the service worker's copy of the push): no second toast.
    await frame({ t: 'noti', noti: follow, blog_noti_unread_count: '2' });
    expect(screen.getAllByRole('status')).toHaveLength(1);

    await user.click(within(shown).getByRole('link'));
    expect(router.state.location.pathname).toBe('/other-profile/buyer1');
    await waitFor(() => expect(api.calls.find((c) => c.route === 'notis/is_read')?.body).toEqual({ noti_id: 'nt-live', user_id: 'seller1' }));
  });

  it('follows a count read elsewhere, and shows no toast for it', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({ 'users/unread_count': { id: 'seller1', blog_noti_unread_count: '4', buyer_unread_count: '0', seller_unread_count: '0' } });
    renderShell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread'));
    await waitFor(() => expect(StandInSocket.last?.readyState).toBe(1));
    const toastsBefore = visibleToasts().length;
    await frame({ t: 'noti_count', blog_noti_unread_count: '0' });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(visibleToasts()).toHaveLength(toastsBefore);
  });
});

describe('toast.notify', () => {
  it('shows one toast per key, for as long as asked', () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter>
          <Toaster />
        </MemoryRouter>,
      );
      act(() => {
        expect(toast.notify({ key: 'k1', title: 'Title', text: 'Text', href: '/x', ms: 10_000 })).not.toBeNull();
        expect(toast.notify({ key: 'k1', title: 'Title', text: 'Text', href: '/x', ms: 10_000 })).toBeNull();
      });
      expect(visibleToasts().filter((e) => e.title === 'Title')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(9_900));
      expect(visibleToasts().some((e) => e.title === 'Title')).toBe(true);
      act(() => vi.advanceTimersByTime(200));
      expect(visibleToasts().some((e) => e.title === 'Title')).toBe(false);
      // Gone from the screen, still remembered: the same event does not come back.
      expect(toast.notify({ key: 'k1', title: 'Title', text: 'Text' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws in one place when two layouts each render a Toaster', () => {
    render(
      <MemoryRouter>
        <Toaster />
        <Toaster />
      </MemoryRouter>,
    );
    act(() => void toast.notify({ key: 'k2', title: 'Once', text: 'Only once' }));
    expect(screen.getAllByText('Only once')).toHaveLength(1);
  });
});
