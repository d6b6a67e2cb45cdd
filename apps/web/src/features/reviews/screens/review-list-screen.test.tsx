/** /review-list against wire answers: whose reviews (the query's user_id, else the signed-in user), the summary, the list and its pages. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_LIMITS } from '@wheeldeal/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireUserFixture } from '../../../test/wire-item';
import ReviewListScreen from './review-list-screen';

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

const review = (n: number, userId = 'usr9') => ({
  id: `rat_${n}`,
  from_user_id: `usr_a${n}`,
  to_user_id: userId,
  chat_id: `cht_${n}`,
  item_id: 'itm_1',
  rating: String((n % 5) + 1),
  title: `Review ${n}`,
  description: `Text ${n}`,
  added_date: '2026-11-20 10:00:00',
  added_date_str: '5 days ago',
  user: { user_id: `usr_a${n}`, user_name: `Author ${n}`, user_profile_photo: '', is_verify_blue_mark: '0', overall_rating: '', rating_count: '0' },
});

const details = {
  five_star_count: '1',
  five_star_percent: '50',
  four_star_count: '1',
  four_star_percent: '50',
  three_star_count: '0',
  three_star_percent: '0',
  two_star_count: '0',
  two_star_percent: '0',
  one_star_count: '0',
  one_star_percent: '0',
  total_rating_count: '2',
  total_rating_value: '9',
};

describe('review list screen', () => {
  it("shows the named user's summary and reviews, newest first as the server sends them, and pages on", async () => {
    const firstPage = Array.from({ length: REVIEW_LIMITS.pageSize }, (_, i) => review(i));
    const api = fakeApi({
      'users/get': [wireUserFixture({ user_id: 'usr9', user_name: 'Mya Seller', overall_rating: '4.5', rating_count: '2', rating_details: details })],
      'rates/rating_user': (_: unknown, path: string) => (path.includes('/offset/0') ? firstPage : [review(99)]),
    });
    renderAt(<ReviewListScreen />, '/review-list?user_id=usr9', 'review-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of Mya Seller' })).toBeTruthy();
    expect(await screen.findByText('Review 0')).toBeTruthy();
    expect(screen.getByText('Reviews: 2')).toBeTruthy();
    expect(screen.getByText('4.5')).toBeTruthy();
    const list = screen.getAllByRole('article');
    expect(list).toHaveLength(REVIEW_LIMITS.pageSize);
    expect(within(list[0]!).getByText('Author 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review 99')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull());
    const asked = api.calls.filter((c) => c.route === 'rates/rating_user').map((c) => c.body);
    expect(asked).toEqual([{ user_id: 'usr9' }, { user_id: 'usr9' }]);
  });

  it("defaults to the signed-in user's own reviews and says when there are none", async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    const api = fakeApi({
      'users/get': [wireUserFixture({ user_id: 'usr_me', user_name: 'Me' })],
      'rates/rating_user': wireErrorAnswer('10001##Sorry, record not found.'),
    });
    renderAt(<ReviewListScreen />, '/review-list', 'review-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'My reviews' })).toBeTruthy();
    expect(await screen.findByText('When you complete a deal, the other party can review you, and the review shows here.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'rates/rating_user')?.body).toEqual({ user_id: 'usr_me' });
  });

  it('asks a visitor without a user_id to log in', () => {
    const api = fakeApi({});
    renderAt(<ReviewListScreen />, '/review-list', 'review-list');
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href')?.startsWith('/login'))).toBe(true);
    expect(api.calls).toEqual([]);
  });
});
