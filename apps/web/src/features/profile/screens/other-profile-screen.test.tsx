/** Another user's profile: follow / unfollow, their lists linked, report through the contact form. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireItemFixture, wireUserFixture } from '../../../test/wire-item';
import OtherProfileScreen from './other-profile-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['people', 'chat', 'reviews', 'items']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const noRecord = () => Response.json({ status: 'error', message: '10001##Sorry, record not found.' }, { status: 404 });
const at = (path: string) =>
  // A data router: the login link carries the route name back (app/redirect).
  renderAtRoute(
    <Routes>
      <Route path="/other-profile/:userId" element={<OtherProfileScreen />} />
    </Routes>,
    path,
    'other-profile',
  );

describe('OtherProfileScreen', () => {
  it('follows and unfollows the seller, with their follower and following lists linked', async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    let followed = false;
    const seller = () => wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko', is_followed: followed ? '1' : '0', follower_count: followed ? '4' : '3', following_count: '7' });
    const api = fakeApi({
      'users/get': () => [seller()],
      'items/search': noRecord,
      'users/get_blocked_user_by_loginuser': noRecord,
      'userfollows/add_follow': () => {
        followed = !followed;
        return seller();
      },
    });
    const user = userEvent.setup();
    at('/other-profile/u2');
    expect(await screen.findByRole('heading', { level: 1, name: /Ko Ko/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /3\s*Followers/ }).getAttribute('href')).toBe('/followers?user_id=u2');
    expect(screen.getByRole('link', { name: /7\s*Following/ }).getAttribute('href')).toBe('/following?user_id=u2');
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe('/contact?report_user=u2');
    expect(await screen.findByText('No listings')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'userfollows/add_follow')!.body).toEqual({ user_id: 'me', followed_user_id: 'u2' });
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy());
  });

  it('offers visitors to log in instead of following', async () => {
    fakeApi({ 'users/get': [wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko' })], 'items/search': noRecord });
    at('/other-profile/u2');
    expect(await screen.findByRole('link', { name: 'Log in to follow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it("marks the seller's promoted listings, and only those", async () => {
    fakeApi({
      'users/get': [wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko' })],
      'items/search': [
        wireItemFixture({ id: 'itm1', title: 'Promoted Corolla', is_paid: '1', paid_status: 'Progress', ad_type: 'paid_ad', added_user_id: 'u2' }),
        wireItemFixture({ id: 'itm2', title: 'Plain Civic', is_paid: '0', paid_status: 'not_available', ad_type: 'normal_ad', added_user_id: 'u2' }),
      ],
    });
    at('/other-profile/u2');
    const promoted = (await screen.findByRole('heading', { name: 'Promoted Corolla' })).closest('article')!;
    expect(promoted.textContent).toContain('Promoted');
    const plain = screen.getByRole('heading', { name: 'Plain Civic' }).closest('article')!;
    expect(plain.textContent).not.toContain('Promoted');
  });
});
