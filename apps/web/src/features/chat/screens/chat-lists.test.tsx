/** The conversation lists (/chat-list, /offer-list, /deal) and the live unread badge, against wire answers. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../../lib/i18n/i18n';
import { applyChatFrame } from '../../../lib/queries/chat';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { useUnreadCount } from '../../../lib/unread-count';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireChatHeaderFixture } from '../../../test/wire-chat';
import { wireUserFixture } from '../../../test/wire-item';
import ChatListScreen from './chat-list-screen';
import DealListScreen from './deal-list-screen';
import OfferListScreen from './offer-list-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['chat']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: ReactNode, route = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [route] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const asBuyer = wireChatHeaderFixture({
  id: 'c1',
  buyer_unread_count: '3',
  last_message: 'Yes, it is still available',
  last_message_type: '0',
  last_message_date: '2026-03-02 10:00:00',
  deal_state: 'countered',
  chat_status: '1',
  nego_price: '11000',
});
const asSeller = wireChatHeaderFixture({
  id: 'c2',
  buyer_user_id: 'buyer2',
  // The reader sells this one.
  seller_user_id: 'buyer1',
  buyer: wireUserFixture({ user_id: 'buyer2', user_name: 'Ko Ko' }),
  last_message: '',
  last_message_type: '1',
  last_message_date: '2026-03-01 10:00:00',
  deal_state: 'sold',
  chat_status: '4',
  nego_price: '9000',
});

describe('chat list', () => {
  it('shows my conversations as buyer, then as seller on the other tab (return_type seller / buyer)', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    const api = fakeApi({
      'chat_items/get_buyer_seller_list': (body: unknown) => ((body as { return_type: string }).return_type === 'seller' ? [asBuyer] : [asSeller]),
    });
    const user = userEvent.setup();
    renderAt('/chat-list', <ChatListScreen />);

    const row = (await screen.findByText('Su Su')).closest('a')!;
    expect(row.getAttribute('href')).toBe('/chat?chat_id=c1');
    expect(within(row).getByText('Toyota Corolla 2018')).toBeTruthy();
    expect(within(row).getByText('Yes, it is still available')).toBeTruthy();
    expect(within(row).getByText('3 unread')).toBeTruthy();
    expect(within(row).getByText('Counter-offer')).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ user_id: 'buyer1', return_type: 'seller' });

    await user.click(screen.getByRole('link', { name: 'Selling' }));
    const other = (await screen.findByText('Ko Ko')).closest('a')!;
    expect(within(other).getByText('Photo')).toBeTruthy();
    expect(within(other).getByText('Sold')).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({ user_id: 'buyer1', return_type: 'buyer' });
  });

  it('says so when there is nothing yet (the wire’s empty-list answer)', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({ 'chat_items/get_buyer_seller_list': Response.json({ status: 'error', message: '10001##No record found' }, { status: 404 }) });
    renderAt('/chat-list', <ChatListScreen />);
    expect(await screen.findByText('No conversations as a buyer yet')).toBeTruthy();
  });
});

describe('offer list', () => {
  it('shows received offers with their amount (return_type buyer)', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({ 'chats/offer_list': [wireChatHeaderFixture({ id: 'c5', deal_state: 'offered', chat_status: '1', nego_price: '9500' })] });
    renderAt('/offer-list', <OfferListScreen />);
    const row = (await screen.findByText('Offer: 9,500')).closest('a')!;
    expect(row.getAttribute('href')).toBe('/chat?chat_id=c5');
    expect(within(row).getByText('Bo Bo')).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ user_id: 'seller1', return_type: 'buyer' });
  });

  it("opens on the sent offers when none were received but some were sent (a buyer's case)", async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({
      'chats/offer_list': (body: unknown) =>
        (body as { return_type: string }).return_type === 'seller'
          ? [wireChatHeaderFixture({ id: 'c6', deal_state: 'offered', chat_status: '1', nego_price: '8800' })]
          : wireErrorAnswer('10001##Sorry, record not found.'),
    });
    renderAt('/offer-list', <OfferListScreen />);
    expect((await screen.findByText('Offer: 8,800')).closest('a')!.getAttribute('href')).toBe('/chat?chat_id=c6');
    expect(screen.getByRole('link', { name: 'Sent' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('my deals', () => {
  it('groups both lists into in progress and completed, leaving plain chats out', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({
      'chat_items/get_buyer_seller_list': (body: unknown) =>
        (body as { return_type: string }).return_type === 'seller' ? [asBuyer, wireChatHeaderFixture({ id: 'c3' })] : [asSeller],
    });
    renderAt('/deal', <DealListScreen />);
    const progress = await screen.findByRole('region', { name: 'In progress' });
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(within(progress).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/chat?chat_id=c1']);
    expect(within(completed).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/chat?chat_id=c2']);
  });
});

function UnreadProbe() {
  const unread = useUnreadCount();
  return <output aria-label="unread">{unread.messages}</output>;
}

describe('unread badge', () => {
  it('starts from users/unread_count and follows the realtime unread frames', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({ 'users/unread_count': { id: 'buyer1', blog_noti_unread_count: '1', buyer_unread_count: '2', seller_unread_count: '1' } });
    const queryClient = renderAt('/', <UnreadProbe />);
    await waitFor(() => expect(screen.getByLabelText('unread').textContent).toBe('3'));
    act(() => applyChatFrame(queryClient, { t: 'unread', buyer_unread_count: '5', seller_unread_count: '0' }, 'buyer1'));
    await waitFor(() => expect(screen.getByLabelText('unread').textContent).toBe('5'));
  });
});
