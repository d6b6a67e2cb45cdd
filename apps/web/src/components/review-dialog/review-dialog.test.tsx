/** The review entry: its checks before sending, what it sends to rates/add_rating, and the server's refusal. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18next } from '../../lib/i18n/i18n';
import { clearSession, startSession } from '../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { ReviewDialog } from './review-dialog';

beforeAll(async () => {
  await i18next.loadNamespaces(['reviews']);
});

afterEach(() => {
  // Unmount first: signing out re-renders the screen, whose new query must not reach the real network.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function open(answers: Parameters<typeof fakeApi>[0] = {}) {
  startSession({ user_id: 'usr_buyer', user_name: 'Buyer', role_id: '4' });
  const api = fakeApi(answers);
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<ReviewDialog open chatId="cht_1" toUserId="usr_seller" toUserName="Mya Seller" onClose={onClose} onDone={onDone} />);
  return { api, onDone, onClose };
}

const title = () => screen.getByLabelText(/^Title/);
const text = () => screen.getByLabelText(/^Your review/);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send review' }));

describe('ReviewDialog', () => {
  it('names the reviewed user and refuses to send an empty form, saying what is missing', async () => {
    const { api, onDone } = open();
    expect(screen.getByRole('dialog', { name: 'Review Mya Seller' })).toBeTruthy();
    send();
    expect(await screen.findByText('Please choose from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Please add a title.')).toBeTruthy();
    expect(screen.getByText('Please write a few words about the deal.')).toBeTruthy();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a title over 100 and a text over 1000 characters, and clears an error once fixed', async () => {
    const { api } = open();
    fireEvent.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    fireEvent.change(title(), { target: { value: 't'.repeat(101) } });
    fireEvent.change(text(), { target: { value: 'd'.repeat(1001) } });
    send();
    expect(await screen.findByText('The title can have at most 100 characters.')).toBeTruthy();
    expect(screen.getByText('The review can have at most 1000 characters.')).toBeTruthy();
    expect(screen.queryByText('Please choose from 1 to 5 stars.')).toBeNull();
    fireEvent.change(title(), { target: { value: 'Fine' } });
    expect(screen.queryByText('The title can have at most 100 characters.')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('sends the stars, the trimmed title and text with the deal, then reports done', async () => {
    const rating = {
      id: 'rat_1',
      from_user_id: 'usr_buyer',
      to_user_id: 'usr_seller',
      chat_id: 'cht_1',
      item_id: 'itm_1',
      rating: '4',
      title: 'Smooth deal',
      description: 'As described.',
      added_date: '2026-11-25 10:00:00',
      added_date_str: 'just now',
      user: { user_id: 'usr_buyer', user_name: 'Buyer', user_profile_photo: '', is_verify_blue_mark: '0', overall_rating: '', rating_count: '0' },
    };
    const { api, onDone } = open({ 'rates/add_rating': rating });
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    expect(screen.getByText('Very good')).toBeTruthy();
    fireEvent.change(title(), { target: { value: '  Smooth deal ' } });
    fireEvent.change(text(), { target: { value: 'As described.' } });
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([
      {
        route: 'rates/add_rating',
        body: { from_user_id: 'usr_buyer', to_user_id: 'usr_seller', chat_id: 'cht_1', rating: '4', title: 'Smooth deal', description: 'As described.' },
      },
    ]);
  });

  it('shows the server’s refusal (a second review) and stays open', async () => {
    const { onDone } = open({ 'rates/add_rating': wireErrorAnswer('You have already reviewed this deal.', 409) });
    fireEvent.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    fireEvent.change(title(), { target: { value: 'Again' } });
    fireEvent.change(text(), { target: { value: 'Second try.' } });
    send();
    expect(await screen.findByText('You have already reviewed this deal.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on cancel without sending', () => {
    const { api, onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });
});
