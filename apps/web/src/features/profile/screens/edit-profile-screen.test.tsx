/**
 * Credential changes on the edit-profile screen (decision 010): the password dialog sends the current password,
 * and a new e-mail address asks for the current password, then for the code mailed to the new address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireUserFixture } from '../../../test/wire-item';
import { clearSession, startSession } from '../../../lib/session/session-store';
import EditProfileScreen from './edit-profile-screen';

/** The screen reads the route (auth links), so it runs under a data router as in the app. */
function renderEditProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ id: 'edit-profile', path: '/', element: <EditProfileScreen /> }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const me = { user_id: 'usr_me', user_name: 'Maya Driver', user_email: 'maya@example.com' };

beforeEach(() => {
  startSession({ user_id: me.user_id, user_name: me.user_name });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('edit profile screen', () => {
  it('changes the e-mail only with the current password and the code mailed to the new address', async () => {
    const api = fakeApi({
      'users/get': [wireUserFixture(me)],
      // The server saves the rest of the profile but keeps the old address until the code comes back.
      'users/profile_update': () => wireUserFixture(me),
      'users/confirm_email_change': (body: unknown) =>
        (body as { code: string }).code === '123456' ? wireUserFixture({ ...me, user_email: 'maya@new.example' }) : wireErrorAnswer('Sorry, your code is invalid.', 400),
    });
    const user = userEvent.setup();
    renderEditProfile();

    const email = await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'maya@new.example');
    await user.type(screen.getByLabelText(/^Current password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/We sent a code to \u2068?maya@new\.example/u)).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'users/profile_update')?.body).toMatchObject({ user_email: 'maya@new.example', current_password: 'Correct-horse-9' });

    const code = within(dialog).getByLabelText(/^Code from the email/);
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm email' }));
    expect(await within(dialog).findByText('Sorry, your code is invalid.')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm email' }));
    expect(await within(dialog).findByText(/Your email address is now \u2068?maya@new\.example/u)).toBeTruthy();
  });

  it('sends the current password with a password change and shows a wrong one as the server words it', async () => {
    const api = fakeApi({
      'users/get': [wireUserFixture(me)],
      'users/password_update': wireErrorAnswer('Your current password is not correct.', 400),
    });
    const user = userEvent.setup();
    renderEditProfile();

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Not-my-pass-1');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Brand-new-pass-1');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Brand-new-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

    expect(await within(dialog).findByText('Your current password is not correct.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'users/password_update')?.body).toMatchObject({ user_id: me.user_id, current_password: 'Not-my-pass-1', user_password: 'Brand-new-pass-1' });
  });
});
