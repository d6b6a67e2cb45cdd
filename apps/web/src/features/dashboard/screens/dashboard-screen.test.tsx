/**
 * The dashboard rendered with the app's client against wire answers (strings, as the server sends them): its
 * parts read the decoded values (numbers, flags, missing objects as null) that lib/api/call produces.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import { wireBlog, wireCategory, wireTownship } from '@wheeldeal/contract';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireItemFixture, wireRecordFixture } from '../../../test/wire-item';
import DashboardScreen from './dashboard-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const township = wireRecordFixture(wireTownship, {
  id: 'tw1',
  city_id: 'city1',
  township_name: 'Kamayut',
  lat: '16.8',
  lng: '96.1',
  status: '1',
  added_date: '2026-01-01 00:00:00',
});

/** The cards read the route (auth links), so the screen runs under a data router as in the app. */
function renderDashboard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ id: 'dashboard', path: '/', element: <DashboardScreen /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('dashboard screen', () => {
  it('shows categories, decoded listings and blog posts from wire answers', async () => {
    fakeApi({
      'categories/get': [
        wireRecordFixture(wireCategory, { id: 'cat1', cat_id: 'cat1', cat_name: 'Cars', cat_ordering: '1', status: '1', added_date: '2026-01-01 00:00:00' }),
      ],
      // The promoted rail is items/search with only_paid_item (paid_items/get is the caller's own promotions).
      'items/search': (body: unknown) => {
        const filter = body as { users_post?: string; ad_post_type?: string };
        if (filter.ad_post_type === 'only_paid_item') return [wireItemFixture({ id: 'itm1', title: 'Toyota Corolla 2018', item_location_township: township })];
        return filter.users_post === '1'
          ? wireErrorAnswer('10001##Sorry, record not found.')
          : [wireItemFixture({ id: 'itm2', title: 'Honda Civic', is_paid: '0', ad_type: 'normal_ad', is_sold_out: '1', vehicle_year: '', driven_km: '' })];
      },
      'feeds/search': [
        wireRecordFixture(wireBlog, {
          id: 'b1',
          name: 'How to sell fast',
          description: 'Tips',
          status: '1',
          added_date: '2026-01-01 00:00:00',
          added_date_str: 'yesterday',
        }),
      ],
      'subcategories/get': wireErrorAnswer('10001##Sorry, record not found.'),
    });
    renderDashboard();

    // The category tile links to its item list (the hero's picker lists it too).
    expect(await screen.findByRole('link', { name: 'Cars' })).toBeTruthy();
    const featured = (await screen.findAllByText('Toyota Corolla 2018'))[0]!.closest('article, li') as HTMLElement;
    expect(within(featured).getByText('2018')).toBeTruthy();
    expect(within(featured).getByText(/Kamayut/)).toBeTruthy();
    expect(within(featured).getByText('Promoted')).toBeTruthy();
    const sold = (await screen.findAllByText('Honda Civic'))[0]!.closest('article, li') as HTMLElement;
    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(within(sold).queryByText('Promoted')).toBeNull();
    expect(await screen.findByText('How to sell fast')).toBeTruthy();
  });
});
