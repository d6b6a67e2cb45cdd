/** The item page's questions: what a visitor, a buyer, the seller and staff see and can do, against wire answers. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { QuestionsSection } from './questions-section';

beforeAll(async () => {
  await i18next.loadNamespaces(['reviews']);
});

const renderAt = (ui: ReactElement, url: string, id: string) => void renderAtRoute(ui, url, id);

afterEach(() => {
  // Unmount first: signing out re-renders the screen, whose new query must not reach the real network.
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const brief = (id: string, name: string) => ({
  user_id: id,
  user_name: name,
  user_profile_photo: '',
  is_verify_blue_mark: '0',
  overall_rating: '',
  rating_count: '0',
});
const thread = {
  id: 'qst_1',
  item_id: 'itm_1',
  user_id: 'usr_buyer',
  comment: 'Is the timing belt done?',
  detail_count: '1',
  added_date: '2026-11-24 10:00:00',
  added_date_str: '1 day ago',
  user: brief('usr_buyer', 'Ko Buyer'),
  details: [
    {
      id: 'qst_2',
      header_id: 'qst_1',
      user_id: 'usr_seller',
      comment: 'Yes, at 90,000 km.',
      is_seller: '1',
      added_date: '2026-11-24 11:00:00',
      added_date_str: '1 day ago',
      user: brief('usr_seller', 'Mya Seller'),
    },
  ],
};
const item = { id: 'itm_1', added_user_id: 'usr_seller', is_owner: false };

describe('QuestionsSection', () => {
  it('shows a visitor the questions with their answers and a way to log in and come back', async () => {
    fakeApi({ 'commentheaders/get': [thread] });
    renderAt(<QuestionsSection item={item} />, '/item/toyota?item_id=itm_1', 'item');
    expect(await screen.findByText('Is the timing belt done?')).toBeTruthy();
    expect(screen.getByText('Yes, at 90,000 km.')).toBeTruthy();
    expect(screen.getByText('Seller')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/^\/login\?/);
    expect(screen.queryByRole('button', { name: 'Ask' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('lets a signed-in buyer ask (checked first), then refreshes the list', async () => {
    startSession({ user_id: 'usr_other', user_name: 'Other', role_id: '4' });
    let asked = false;
    const api = fakeApi({
      'commentheaders/get': () =>
        asked
          ? [{ ...thread, id: 'qst_9', comment: 'Any rust?', details: [], detail_count: '0', user_id: 'usr_other', user: brief('usr_other', 'Other') }, thread]
          : [thread],
      'commentheaders/press': () => {
        asked = true;
        return { ...thread, id: 'qst_9', comment: 'Any rust?', details: [], detail_count: '0' };
      },
    });
    renderAt(<QuestionsSection item={item} />, '/item/toyota?item_id=itm_1', 'item');
    await screen.findByText('Is the timing belt done?');
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Please write something first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your question for the seller'), { target: { value: '  Any rust?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Any rust?')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'commentheaders/press')?.body).toEqual({ item_id: 'itm_1', user_id: 'usr_other', comment: 'Any rust?' });
    // Their own question can be removed by them; the other one cannot.
    const mine = screen.getByText('Any rust?').closest('article')!;
    expect(within(mine).getByRole('button', { name: 'Remove question' })).toBeTruthy();
    const theirs = screen.getByText('Is the timing belt done?').closest('article')!;
    expect(within(theirs).queryByRole('button', { name: 'Remove question' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('gives the seller an answer box and remove buttons instead of an ask box', async () => {
    startSession({ user_id: 'usr_seller', user_name: 'Mya Seller', role_id: '4' });
    const api = fakeApi({
      'commentheaders/get': [thread],
      'commentdetails/press': thread.details[0],
      'commentheaders/remove': { status: 'success', message: 'Successfully Deleted' },
    });
    renderAt(<QuestionsSection item={{ ...item, is_owner: true }} />, '/item/toyota?item_id=itm_1', 'item');
    await screen.findByText('Is the timing belt done?');
    expect(screen.queryByLabelText('Your question for the seller')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Also new brakes.' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Answer' }).at(-1)!);
    await waitFor(() => expect(api.calls.some((c) => c.route === 'commentdetails/press')).toBe(true));
    expect(api.calls.find((c) => c.route === 'commentdetails/press')?.body).toEqual({ header_id: 'qst_1', user_id: 'usr_seller', comment: 'Also new brakes.' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this question?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.find((c) => c.route === 'commentheaders/remove')?.body).toEqual({ id: 'qst_1', user_id: 'usr_seller' }));
    // Each write refreshes the listing's questions: the first read, after the answer, after the removal.
    await waitFor(() => expect(api.calls.filter((c) => c.route === 'commentheaders/get')).toHaveLength(3));
  });

  it('lets a moderator remove any answer', async () => {
    startSession({ user_id: 'usr_mod', user_name: 'Mod', role_id: '2' });
    fakeApi({ 'commentheaders/get': [thread] });
    renderAt(<QuestionsSection item={item} />, '/item/toyota?item_id=itm_1', 'item');
    await screen.findByText('Yes, at 90,000 km.');
    expect(screen.getByRole('button', { name: 'Remove answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove question' })).toBeTruthy();
  });
});
