/**
 * /biddings against wire answers: the seller's to-do shows each request with its bidder and approves or declines it
 * with the call the server takes; the buyer's lists show the request's state; an empty list says so.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wireBidderRequest, wireBidding, wireUserBrief } from '@wheeldeal/contract';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireRecordFixture } from '../../../test/wire-item';
import BiddingsScreen from './biddings-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['bidding']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const person = (id: string, name: string) => wireRecordFixture(wireUserBrief, { user_id: id, user_name: name, is_verify_blue_mark: '0', rating_count: '0' });

function wireBiddingFixture(values: Record<string, unknown> = {}) {
  return wireRecordFixture(wireBidding, {
    id: 'bdg_1',
    item_id: 'itm_1',
    item_title: 'Toyota Corolla 2018',
    seller_id: 'usr_seller',
    seller: person('usr_seller', 'Sam Seller'),
    start_time: '2026-12-01 10:00:00',
    end_time: '2026-12-03 10:00:00',
    status: 'scheduled',
    currency: 'USD',
    start_price: '1000',
    start_price_minor: '100000',
    min_step: '50',
    min_step_minor: '5000',
    bid_fee: '0',
    bid_fee_minor: '0',
    highest_bid_minor: '0',
    next_min_bid: '1000',
    next_min_bid_minor: '100000',
    bid_count: '0',
    approved_bidder_count: '0',
    highest_bidder: { ...wireRecordFixture(wireUserBrief, {}), is_empty_object: '1' },
    is_owner: '0',
    added_date: '2026-11-26 10:00:00',
    ...values,
  });
}

const request = (values: Record<string, unknown> = {}) =>
  wireRecordFixture(wireBidderRequest, {
    id: 'bdr_1',
    bidding_id: 'bdg_1',
    user_id: 'usr_buyer',
    status: 'pending',
    added_date: '2026-11-26 11:00:00',
    user: person('usr_buyer', 'Bea Buyer'),
    bidding: wireBiddingFixture(),
    ...values,
  });

function renderScreen() {
  return renderAtRoute(
    <>
      <BiddingsScreen />
      <Toaster />
    </>,
    '/biddings',
    'biddings',
  );
}

describe('biddings screen', () => {
  it('shows the seller the requests to decide, and approves one with the call the server takes', async () => {
    startSession({ user_id: 'usr_seller', user_name: 'Sam Seller', role_id: '4' });
    const api = fakeApi({
      'biddings/get_seller_to_do': [request()],
      'biddings/bidding_approval_reject': (body: unknown) => request({ status: (body as { status: string }).status }),
    });
    renderScreen();
    const card = await screen.findByTestId('bidding-request');
    expect(within(card).getByText('Bea Buyer')).toBeTruthy();
    expect(within(card).getByText('Toyota Corolla 2018')).toBeTruthy();
    expect(within(card).getByText('Waiting')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'biddings/bidding_approval_reject')).toBe(true));
    expect(api.calls.find((c) => c.route === 'biddings/bidding_approval_reject')!.body).toEqual({ user_id: 'usr_seller', bidder_id: 'bdr_1', status: 'approved', reason: '' });
    expect(await screen.findByText('Bidder approved.')).toBeTruthy();
  });

  it('declines with a reason after asking, and shows each tab’s empty state', async () => {
    startSession({ user_id: 'usr_seller', user_name: 'Sam Seller', role_id: '4' });
    const api = fakeApi({
      'biddings/get_seller_to_do': [request({ bidding: wireBiddingFixture({ bid_fee: '5', bid_fee_minor: '500' }), fee_payment_status: 'succeeded' })],
      'biddings/bidding_approval_reject': (body: unknown) => request({ status: (body as { status: string }).status }),
      'biddings/get_buyer_to_do': Response.json({ status: 'error', message: '10001##No Record Found' }, { status: 404 }),
    });
    renderScreen();
    const card = await screen.findByTestId('bidding-request');
    expect(within(card).getByText('Fee paid')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('If the buyer paid a fee to take part, it is refunded.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Sold elsewhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.calls.find((c) => c.route === 'biddings/bidding_approval_reject')?.body).toEqual({ user_id: 'usr_seller', bidder_id: 'bdr_1', status: 'rejected', reason: 'Sold elsewhere' }));
    await userEvent.click(screen.getByRole('tab', { name: 'My requests' }));
    expect(await screen.findByText('You have no requests waiting.')).toBeTruthy();
  });

  it('shows the buyer a request waiting for its fee with the way to pay it', async () => {
    startSession({ user_id: 'usr_buyer', user_name: 'Bea Buyer', role_id: '4' });
    fakeApi({
      'biddings/get_seller_to_do': [],
      'biddings/get_buyer_to_do': [request({ status: 'unpaid', redirect_url: 'https://pay.example/sandbox-pay/pay_1', fee_payment_status: 'created', bidding: wireBiddingFixture({ bid_fee: '5', bid_fee_minor: '500' }) })],
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'My requests' }));
    const card = await screen.findByTestId('bidding-request');
    expect(within(card).getByText('Fee not paid')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pay the fee' }).getAttribute('href')).toBe('https://pay.example/sandbox-pay/pay_1');
  });
});
