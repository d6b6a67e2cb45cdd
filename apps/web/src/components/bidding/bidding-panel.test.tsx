/**
 * The item page's bidding panel against wire answers: hidden for a visitor when the listing has none; the owner of a
 * published listing opens one with the times in UTC and the amounts as typed; an approved buyer sees the least next
 * bid and bids it; a buyer asks to take part; the panel reads right to left in Arabic.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, wireBidding, wireUserBrief } from '@wheeldeal/contract';
import { Toaster } from '../ui/toast';
import { i18next } from '../../lib/i18n/i18n';
import { clearSession, startSession } from '../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../test/fake-api';
import { renderAtRoute } from '../../test/render';
import { wireCurrencyFixture, wireItemFixture, wireRecordFixture } from '../../test/wire-item';
import { BiddingPanel } from './bidding-panel';

beforeAll(async () => {
  await i18next.loadNamespaces(['bidding']);
});

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const item = (values: Record<string, unknown> = {}) =>
  calls['items/get'].response.parse(wireItemFixture({ id: 'itm_1', added_user_id: 'usr_seller', item_currency: wireCurrencyFixture('cur1', '$', 'USD'), ...values }));

const person = (id: string, name: string) => wireRecordFixture(wireUserBrief, { user_id: id, user_name: name, is_verify_blue_mark: '0', rating_count: '0' });

const bidding = (values: Record<string, unknown> = {}) =>
  wireRecordFixture(wireBidding, {
    id: 'bdg_1',
    item_id: 'itm_1',
    item_title: 'Toyota Corolla 2018',
    seller_id: 'usr_seller',
    seller: person('usr_seller', 'Sam Seller'),
    start_time: '2026-12-01 10:00:00',
    end_time: '2026-12-03 10:00:00',
    status: 'open',
    currency: 'USD',
    start_price: '1000',
    start_price_minor: '100000',
    min_step: '50',
    min_step_minor: '5000',
    bid_fee: '0',
    bid_fee_minor: '0',
    highest_bid: '1200',
    highest_bid_minor: '120000',
    next_min_bid: '1250',
    next_min_bid_minor: '125000',
    bid_count: '3',
    approved_bidder_count: '2',
    highest_bidder: person('usr_other', 'Olga Other'),
    is_owner: '0',
    added_date: '2026-11-26 10:00:00',
    ...values,
  });

const render = (values: Record<string, unknown> = {}) =>
  renderAtRoute(
    <>
      <BiddingPanel item={item(values)} />
      <Toaster />
    </>,
    '/item/toyota?item_id=itm_1',
    'item',
  );

describe('bidding panel', () => {
  it('is not there for a visitor when the listing has no bidding', async () => {
    const api = fakeApi({ 'biddings/get': wireErrorAnswer('This listing has no bidding.', 404) });
    render();
    await waitFor(() => expect(api.calls.map((c) => c.route)).toContain('biddings/get'));
    expect(screen.queryByTestId('bidding-panel')).toBeNull();
  });

  it('lets the owner open bidding, sending the times in UTC and the amounts as typed', async () => {
    startSession({ user_id: 'usr_seller', user_name: 'Sam Seller', role_id: '4' });
    const api = fakeApi({ 'biddings/get': wireErrorAnswer('This listing has no bidding.', 404), 'biddings/add': bidding({ status: 'scheduled', is_owner: '1' }) });
    render({ is_owner: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open bidding' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText(/^Starts/));
    await userEvent.type(within(dialog).getByLabelText(/^Starts/), '2026-12-01T10:00');
    await userEvent.clear(within(dialog).getByLabelText(/^Ends/));
    await userEvent.type(within(dialog).getByLabelText(/^Ends/), '2026-12-03T10:00');
    await userEvent.type(within(dialog).getByLabelText(/^Start price/), '1000');
    await userEvent.type(within(dialog).getByLabelText(/^Minimum step/), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open bidding' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'biddings/add')).toBe(true));
    const local = (text: string) => new Date(text).toISOString().slice(0, 19).replace('T', ' ');
    expect(api.calls.find((c) => c.route === 'biddings/add')!.body).toEqual({
      user_id: 'usr_seller',
      item_id: 'itm_1',
      start_time: local('2026-12-01T10:00'),
      end_time: local('2026-12-03T10:00'),
      start_price: '1000',
      min_step: '50',
      bid_fee: '',
    });
  });

  it('shows an approved buyer the highest bid and the least next bid, and bids', async () => {
    startSession({ user_id: 'usr_buyer', user_name: 'Bea Buyer', role_id: '4' });
    const api = fakeApi({ 'biddings/get': bidding({ my_status: 'approved', my_request_id: 'bdr_1' }), 'biddings/bid': bidding({ my_status: 'approved' }) });
    render();
    const panel = await screen.findByTestId('bidding-panel');
    expect(within(panel).getByTestId('bidding-status').textContent).toBe('Bidding open');
    expect(within(panel).getByTestId('bidding-highest').textContent).toMatch(/1,200/);
    expect(within(panel).getByText('Highest bidder: Olga Other')).toBeTruthy();
    expect(within(panel).getByText('At least $1,250.00')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText(/^Your bid/), '1250');
    await userEvent.click(within(panel).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(api.calls.find((c) => c.route === 'biddings/bid')?.body).toEqual({ user_id: 'usr_buyer', bidding_id: 'bdg_1', amount: '1250' }));
  });

  it('once closed, links the seller and the winner to their conversation, and nobody else', async () => {
    const closed = bidding({ status: 'closed', winner_user_id: 'usr_other', is_owner: '1' });
    const chat = '/chat?item_id=itm_1&buyer_user_id=usr_other&seller_user_id=usr_seller';
    startSession({ user_id: 'usr_seller', user_name: 'Sam Seller', role_id: '4' });
    fakeApi({ 'biddings/get': closed });
    render({ is_owner: '1' });
    const seller = await screen.findByRole('link', { name: 'Message the winner' });
    expect(seller.getAttribute('href')).toBe(chat);
    cleanup();
    clearSession();

    startSession({ user_id: 'usr_other', user_name: 'Olga Other', role_id: '4' });
    fakeApi({ 'biddings/get': { ...closed, is_owner: '0', my_status: 'approved' } });
    render();
    expect((await screen.findByRole('link', { name: 'You won: message the seller' })).getAttribute('href')).toBe(chat);
    cleanup();
    clearSession();

    startSession({ user_id: 'usr_buyer', user_name: 'Bea Buyer', role_id: '4' });
    fakeApi({ 'biddings/get': { ...closed, is_owner: '0', my_status: 'approved' } });
    render();
    expect(await screen.findByTestId('bidding-status')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /message/i })).toBeNull();
  });

  it('lets a buyer ask to bid, and shows the server’s refusal in place', async () => {
    startSession({ user_id: 'usr_buyer', user_name: 'Bea Buyer', role_id: '4' });
    const api = fakeApi({ 'biddings/get': bidding({ status: 'scheduled' }), 'bidding_transactions/add': wireErrorAnswer('This bidding has ended or was canceled.', 400) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to bid' }));
    expect(await screen.findByText('This bidding has ended or was canceled.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'bidding_transactions/add')?.body).toMatchObject({ user_id: 'usr_buyer', bidding_id: 'bdg_1', payment_method: '' });
  });

  it('reads in Arabic, right to left', async () => {
    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['bidding']);
    fakeApi({ 'biddings/get': bidding() });
    render();
    const panel = await screen.findByTestId('bidding-panel');
    expect(within(panel).getByRole('heading', { name: 'المزاد' })).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(within(panel).getByRole('link', { name: 'سجّل الدخول للمزايدة' })).toBeTruthy();
  });
});
