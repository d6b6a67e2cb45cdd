/**
 * The own-profile screen against wire answers: `users/get` (a list of one User) and `users/item_counts`, both
 * decoded by lib/api/call, so the screen reads numbers, flags and dates and never parses a wire string itself.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { wireUserFixture } from '../../../test/wire-item';
import ProfileScreen from './profile-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['auth']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ id: 'profile', path: '/', element: <ProfileScreen /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('profile screen', () => {
  it('shows the signed-in user decoded from users/get, with the listing counts per list', async () => {
    startSession({ user_id: 'usr1', user_name: 'Aung Aung', role_id: '4' });
    const api = fakeApi({
      'users/get': [
        wireUserFixture({
          follower_count: '12',
          following_count: '3',
          active_item_count: '7',
          overall_rating: '4.5',
          rating_count: '2',
          is_verify_blue_mark: '1',
          is_show_email: '1',
          added_date: '2025-03-14 09:00:00',
        }),
      ],
      // "" (decoded null) is a list this reader may not see: it counts as 0.
      'users/item_counts': { user_id: 'usr1', active: '7', pending: '1', rejected: '', disabled: '0', hidden: '2', sold: '4', paid: '0' },
      // The seller's contact taps (issue 14).
      'logs/contact_stats': { call_count: '5', whatsapp_count: '3', email_count: '0', call_count_30d: '2', whatsapp_count_30d: '3', email_count_30d: '0' },
    });
    const queryClient = renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: /Aung Aung/ })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('Reviews: 2')).toBeTruthy();
    expect(screen.getByText('Member since March 2025')).toBeTruthy();
    expect(screen.getByText('aung@example.com')).toBeTruthy();
    const followers = screen.getByText('Followers').closest('a')!;
    expect(within(followers).getByText('12')).toBeTruthy();

    const lists = screen.getByRole('navigation', { name: /listings/i });
    const pending = await within(lists).findByText('Pending');
    expect(within(pending.closest('a')!).getByText('1')).toBeTruthy();
    expect(within(within(lists).getByText('Rejected').closest('a')!).getByText('0')).toBeTruthy();

    // One cache entry per user under ['users', 'get', id]: what a profile update or a follow invalidates.
    expect(queryClient.getQueryData(['users', 'get', 'usr1'])).toMatchObject({ user_id: 'usr1', follower_count: 12, is_show_email: true });
    const calls = await screen.findByTestId('contact-stat-call');
    expect(within(calls).getByText('5')).toBeTruthy();
    expect(within(calls).getByText('2 in the last 30 days')).toBeTruthy();
    expect(api.calls.map((c) => c.route).sort()).toEqual(['logs/contact_stats', 'users/get', 'users/item_counts']);
  });
});
