/**
 * The conversation screen against wire answers: the header (item, price, deal state, the other party), messages
 * with their date separators, the safety tip, the offer bar of `allowed_actions`, sending with an optimistic
 * message replaced by the stored one, a failed send kept for a retry, and a closed (blocked) conversation.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { i18next } from '../../../lib/i18n/i18n';
import { applyChatFrame } from '../../../lib/queries/chat';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireChatHeaderFixture, wireChatMessageFixture } from '../../../test/wire-chat';
import ChatScreen from './chat-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['chat']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderChat(route = '/chat?chat_id=cht1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ id: 'chat', path: '/chat', element: <ChatScreen /> }], { initialEntries: [route] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

const history = (header: Record<string, unknown>, messages: Record<string, unknown>[]) => ({ ...wireChatHeaderFixture(header), messages: messages.map((m) => wireChatMessageFixture(m)) });

const offeredToSeller = {
  deal_state: 'offered',
  chat_status: '1',
  offer_status: '2',
  is_offer: '1',
  nego_price: '9000',
  offer_amount: '9000',
  latest_offer_by: 'buyer',
  allowed_actions: 'counter,accept,reject',
  seller_unread_count: '2',
  last_seq: '3',
};

const offeredMessages = [
  { id: 'd1', seq: '1', type: '3', message: '2026-03-02', sender_user_id: 'buyer1' },
  { id: 'm2', seq: '2', message: 'Can you send me an Apple gift card code?', warning_kinds: 'gift_card', added_date: '2026-03-02 10:00:00' },
  { id: 'm3', seq: '3', type: '2', message: '', offer_amount: '9000', deal_action: 'offer', added_date: '2026-03-02 10:05:00' },
];

describe('chat screen', () => {
  it('shows the item, the deal, the messages with their separator and safety tip, and the seller’s offer bar; marks read', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'chats/get_chat_history': history(offeredToSeller, offeredMessages),
      'chats/reset_count': wireChatHeaderFixture({ ...offeredToSeller, seller_unread_count: '0', seller_read_seq: '3' }),
    });
    const { queryClient } = renderChat();

    expect(await screen.findByRole('link', { name: 'Toyota Corolla 2018' })).toBeTruthy();
    expect(screen.getByText('12,500')).toBeTruthy();
    expect(screen.getAllByText('Offer made').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Bo Bo/ }).getAttribute('href')).toBe('/other-profile/buyer1');
    expect(screen.getByText('The buyer offers 9,000')).toBeTruthy();

    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('separator')).toHaveLength(1);
    expect(within(list).getByText('Can you send me an Apple gift card code?')).toBeTruthy();
    expect(within(list).getByRole('note').textContent).toContain('Nobody honest asks to be paid in gift cards');
    expect(list.textContent).toContain('Bo Bo: offered 9,000');

    const bar = screen.getByRole('region', { name: 'Offer' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Counter-offer', 'Reject']);

    await waitFor(() => expect(api.calls.some((c) => c.route === 'chats/reset_count')).toBe(true));
    expect(api.calls.find((c) => c.route === 'chats/reset_count')!.body).toEqual({ chat_id: 'cht1' });

    // A message arriving while the conversation is on screen is read at once.
    act(() => applyChatFrame(queryClient, { t: 'message', chat_id: 'cht1', message: wireChatMessageFixture({ id: 'm4', seq: '4', message: 'Still there?' }) }, 'seller1'));
    expect(await within(list).findByText('Still there?')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.route === 'chats/reset_count')).toHaveLength(2));
  });

  it('accepts after the confirmation and sends chats/update_accept', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    const api = fakeApi({
      'chats/get_chat_history': history({ ...offeredToSeller, seller_unread_count: '0', seller_read_seq: '3' }, offeredMessages),
      'chats/update_accept': wireChatHeaderFixture({ ...offeredToSeller, deal_state: 'accepted', chat_status: '3', allowed_actions: '' }),
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(dialog.textContent).toContain('You agree to sell for 9,000');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'chats/update_accept')).toBe(true));
    expect(api.calls.find((c) => c.route === 'chats/update_accept')!.body).toMatchObject({ chat_id: 'cht1', type: 'to_buyer' });
  });

  it('checks the offer price before sending it with chats/update_price', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    const api = fakeApi({
      'chats/get_chat_history': history({}, []),
      'chats/update_price': wireChatHeaderFixture({ deal_state: 'offered', chat_status: '1', nego_price: '15000', allowed_actions: 'offer,withdraw' }),
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const price = within(dialog).getByLabelText(/Your price/);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByText('Please enter a valid price greater than 0.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'chats/update_price')).toBe(false);
    await user.clear(price);
    await user.type(price, '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'chats/update_price')).toBe(true));
    expect(api.calls.find((c) => c.route === 'chats/update_price')!.body).toMatchObject({ chat_id: 'cht1', nego_price: '15000', type: 'to_seller' });
  });

  it('opens the offer dialog for make_offer=1 from the item page', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({ 'chats/get_chat_history': history({}, []) });
    const { router } = renderChat('/chat?chat_id=cht1&make_offer=1');
    expect(await screen.findByRole('dialog', { name: 'Make an offer' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?chat_id=cht1'));
  });

  it('shows a sent message at once and replaces it by the stored one (same client id)', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    let stored: Record<string, unknown>[] = [];
    let release: () => void = () => {};
    const sent = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'chats/get_chat_history': () => history({ last_seq: String(stored.length) }, stored),
      // The server holds the send until the test releases it.
      'chats/add': async (body: unknown) => {
        const { client_id, message } = body as { client_id: string; message: string };
        await sent;
        stored = [{ id: 'm1', seq: '1', client_id, message, sender_user_id: 'buyer1' }];
        return wireChatHeaderFixture({ last_seq: '1' });
      },
    });
    const user = userEvent.setup();
    renderChat();
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'Is it still available?{Enter}');

    expect(screen.getByText('Is it still available?')).toBeTruthy();
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    release();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Is it still available?')).toHaveLength(1);
    const add = api.calls.find((c) => c.route === 'chats/add')!.body as Record<string, string>;
    expect(add).toMatchObject({ chat_id: 'cht1', message: 'Is it still available?', type: 'to_seller' });
    expect(add.client_id).toMatch(/.{8,}/);
  });

  it('keeps a failed send with a retry that sends the same client id', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    let attempts = 0;
    const api = fakeApi({
      'chats/get_chat_history': history({}, []),
      'chats/add': () => (++attempts === 1 ? wireErrorAnswer('Too many messages', 429) : wireChatHeaderFixture({})),
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(await screen.findByLabelText('Message'), 'Hello there{Enter}');
    expect(await screen.findByText('Not sent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls.filter((c) => c.route === 'chats/add')).toHaveLength(2));
    const [first, second] = api.calls.filter((c) => c.route === 'chats/add').map((c) => (c.body as { client_id: string }).client_id);
    expect(second).toBe(first);
  });

  it('closes a blocked conversation: a notice, no send box, no offer bar', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({ 'chats/get_chat_history': history({ is_blocked: '1', allowed_actions: 'offer' }, [{ id: 'm1', seq: '1', message: 'Hi' }]) });
    renderChat();
    expect(await screen.findByText('This conversation is closed because one of you blocked the other.')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
  });

  it('opens a conversation named by item, buyer and seller with an empty chats/add, then shows it by its id', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    const api = fakeApi({
      'chats/add': wireChatHeaderFixture({ id: 'cht9' }),
      'chats/get_chat_history': history({ id: 'cht9' }, []),
    });
    const { router } = renderChat('/chat?item_id=itm1&buyer_user_id=buyer1&seller_user_id=seller1');
    expect(await screen.findByLabelText('Message')).toBeTruthy();
    expect(router.state.location.search).toBe('?chat_id=cht9');
    expect(api.calls[0]).toEqual({ route: 'chats/add', body: { item_id: 'itm1', buyer_user_id: 'buyer1', seller_user_id: 'seller1', message: '' } });
  });

  it('opens an existing conversation to read when chats/add refuses (a block), and shows the refusal otherwise', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    let exists = true;
    fakeApi({
      'chats/add': wireErrorAnswer('This conversation is closed.', 409),
      'chats/get_chat_history': () => (exists ? history({ id: 'cht7', is_blocked: '1' }, []) : wireErrorAnswer('No Record found in chat history', 404)),
    });
    const { router } = renderChat('/chat?item_id=itm1&buyer_user_id=buyer1&seller_user_id=seller1&make_offer=1');
    expect(await screen.findByText('This conversation is closed because one of you blocked the other.')).toBeTruthy();
    expect(router.state.location.search).toBe('?chat_id=cht7');

    exists = false;
    await act(() => router.navigate('/chat?item_id=itm2&buyer_user_id=buyer1&seller_user_id=seller1'));
    expect(await screen.findByText('This conversation is closed.')).toBeTruthy();
  });

  it('says so when the conversation is not the reader’s', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    fakeApi({ 'chats/get_chat_history': wireErrorAnswer('No Record found in chat history', 404) });
    renderChat('/chat?chat_id=nope');
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
  });

  it('loads older messages with before_seq and keeps them in order', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    const latest = Array.from({ length: 30 }, (_, i) => ({ id: `m${i + 31}`, seq: String(i + 31), message: `message ${i + 31}` }));
    const older = Array.from({ length: 30 }, (_, i) => ({ id: `m${i + 1}`, seq: String(i + 1), message: `message ${i + 1}` }));
    const api = fakeApi({
      'chats/get_chat_history': (body: unknown) => history({ last_seq: '60' }, (body as { before_seq?: string }).before_seq ? older : latest),
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('message 1')).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({ chat_id: 'cht1', before_seq: '31' });
    const texts = within(screen.getByRole('list', { name: 'Messages' })).getAllByText(/^message \d+$/).map((el) => Number(el.textContent!.split(' ')[1]));
    expect(texts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // The first page reached seq 1: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('reports the conversation with an optional reason', async () => {
    startSession({ user_id: 'buyer1', user_name: 'Bo Bo' });
    const api = fakeApi({
      'chats/get_chat_history': history({}, [{ id: 'm1', seq: '1', message: 'Hi', sender_user_id: 'seller1' }]),
      'chats/report': { status: 'success', message: 'Reported' },
    });
    const user = userEvent.setup();
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation?' });
    await user.type(within(dialog).getByLabelText('What happened? (optional)'), 'Asked for a deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'chats/report')).toBe(true));
    expect(api.calls.find((c) => c.route === 'chats/report')!.body).toEqual({ chat_id: 'cht1', reason: 'Asked for a deposit' });
  });
});
