/** Follower lists: another user's as the server allows, 30 a page. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { wireUserFixture } from '../../../test/wire-item';
import FollowersScreen from './followers-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['people']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('FollowersScreen', () => {
  it("lists another user's followers 30 at a time, asking the next page on demand", async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    const fans = Array.from({ length: 31 }, (_, i) => wireUserFixture({ user_id: `f${i}`, user_name: `Fan ${String(i).padStart(2, '0')}` }));
    const api = fakeApi({
      'users/get': [wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko' })],
      'userfollows/search': (_: unknown, path: string) => (/offset\/30/.test(path) ? fans.slice(30) : fans.slice(0, 30)),
    });
    const user = userEvent.setup();
    renderWithApp(<FollowersScreen />, { route: '/followers?user_id=u2' });
    expect(await screen.findByRole('heading', { name: "Ko Ko's followers" })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fan 00' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(api.calls.find((c) => c.route === 'userfollows/search')!.body).toEqual({ user_id: 'u2', return_types: 'follower' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Fan 30' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when the user keeps their lists private', async () => {
    fakeApi({
      'users/get': [wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko' })],
      'userfollows/search': () => Response.json({ status: 'error', message: 'This user keeps their followers and following private.' }, { status: 403 }),
    });
    renderWithApp(<FollowersScreen />, { route: '/followers?user_id=u2' });
    expect(await screen.findByText('This user keeps their followers and following private.')).toBeTruthy();
  });
});
