/** Block / unblock on a profile: blocking asks first; the button follows the blocked-users list. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../lib/i18n/i18n';
import { clearSession, startSession } from '../lib/session/session-store';
import { fakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { wireUserFixture } from '../test/wire-item';
import { BlockUserButton } from './block-user-button';

beforeAll(async () => {
  await i18next.loadNamespaces(['chat']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('BlockUserButton', () => {
  it('blocks after a confirmation, then offers to unblock', async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    let blocked = false;
    const api = fakeApi({
      'users/get_blocked_user_by_loginuser': () => (blocked ? [wireUserFixture({ user_id: 'u2', user_name: 'Ko Ko' })] : Response.json({ status: 'error', message: '10001##No record' }, { status: 404 })),
      'blockusers/add': () => {
        blocked = true;
        return { status: 'success', message: 'Blocked' };
      },
      'blockusers/unblock': () => {
        blocked = false;
        return { status: 'success', message: 'Unblocked' };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<BlockUserButton userId="u2" userName="Ko Ko" />);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ko Ko?' });
    expect(api.calls.some((c) => c.route === 'blockusers/add')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'blockusers/add')!.body).toEqual({ from_block_user_id: 'me', to_block_user_id: 'u2' });
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'blockusers/unblock')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('shows nothing on one’s own profile', async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    const api = fakeApi({ 'users/get_blocked_user_by_loginuser': [] });
    const { container } = renderWithApp(<BlockUserButton userId="me" userName="Me" />);
    await waitFor(() => expect(api.calls.map((c) => c.route)).toEqual(['users/get_blocked_user_by_loginuser']));
    expect(container.innerHTML).toBe('');
  });
});
