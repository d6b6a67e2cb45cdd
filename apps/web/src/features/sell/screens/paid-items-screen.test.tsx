/** /paid-items against wire answers: the caller's promotions grouped by the spec's paid_status, unpaid attempts left out. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wirePaidItemFixture } from '../../../test/wire-payments';
import PaidItemsScreen from './paid-items-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['payments']);
});

afterEach(() => {
  // Unmount first: a mounted screen would refetch as a visitor when the session ends.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/paid-items', () => {
  it('groups the promotions: in progress, start date not reached, waiting for approval, completed, rejected', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'paid_items/get': [
        wirePaidItemFixture('a', 'Progress', 'Toyota Corolla'),
        wirePaidItemFixture('b', 'Not yet start', 'Honda Civic', {
          start_date: '2026-12-10 00:00:00',
          end_date: '2026-12-13 00:00:00',
          how_many_day: '3',
          amount: '3',
        }),
        wirePaidItemFixture('c', 'Waiting For Approval', 'Mazda 3', { payment_method: 'offline', status: 'pending' }),
        wirePaidItemFixture('d', 'Finished', 'Nissan Leaf'),
        wirePaidItemFixture('e', 'Reject', 'Kia Rio', { status: 'rejected' }),
        wirePaidItemFixture('f', 'not_available', 'Ford Focus', { status: 'unpaid' }),
        wirePaidItemFixture('g', 'Progress', 'Suzuki Swift'),
      ],
    });
    renderAtRoute(<PaidItemsScreen />, '/paid-items', 'paid-items');

    const progress = await screen.findByTestId('paid-group-progress');
    expect(within(progress).getByRole('heading').textContent).toBe('In progress (2)');
    expect(within(progress).getByRole('link', { name: 'Toyota Corolla' }).getAttribute('href')).toContain('item_id=itm_a');
    expect(within(progress).getByText('Suzuki Swift')).toBeTruthy();
    expect(within(progress).getAllByText('$7.00')).toHaveLength(2);
    const notStarted = screen.getByTestId('paid-group-not_started');
    expect(within(notStarted).getByRole('heading').textContent).toBe('Start date not reached (1)');
    expect(within(notStarted).getByText(/3 days$/)).toBeTruthy();
    expect(within(screen.getByTestId('paid-group-waiting')).getByText('Mazda 3')).toBeTruthy();
    expect(within(screen.getByTestId('paid-group-finished')).getByText('Nissan Leaf')).toBeTruthy();
    expect(within(screen.getByTestId('paid-group-rejected')).getByText('Kia Rio')).toBeTruthy();
    expect(screen.queryByText('Ford Focus')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'In progress (2)',
      'Start date not reached (1)',
      'Waiting for approval (1)',
      'Completed (1)',
      'Rejected (1)',
    ]);
    expect(api.calls[0]?.route).toBe('paid_items/get');
  });

  it('explains how to promote when there is nothing yet', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({ 'paid_items/get': Response.json({ status: 'error', message: '10001##Sorry, record not found.' }, { status: 404 }) });
    renderAtRoute(<PaidItemsScreen />, '/paid-items', 'paid-items');
    expect(await screen.findByText('No promotions yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My listings' }).getAttribute('href')).toBe('/active-items');
  });
});
