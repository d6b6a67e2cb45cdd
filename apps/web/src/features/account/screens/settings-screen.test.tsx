/**
 * The settings screen against wire answers: the badge states read from the User, the blue-mark application sent
 * with its note (refused while the note is empty), the state refreshed after it, and a refused deletion shown in
 * the server's words without ending the session.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, getSessionUser, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { wireUserFixture } from '../../../test/wire-item';
import SettingsScreen from './settings-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['account', 'common']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ id: 'settings', path: '/', element: <SettingsScreen /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('settings screen', () => {
  it('applies for the blue mark with a note and shows the pending state', async () => {
    startSession({ user_id: 'usr1', user_name: 'Aung Aung', role_id: '4' });
    let state = '0';
    const api = fakeApi({
      'users/get': () => [wireUserFixture({ is_verify_blue_mark: state, is_verify_dealer: '1' })],
      'users/apply_blue_mark': () => {
        state = '2';
        return Response.json({ status: 'success', message: 'Your blue mark application has been sent.' }, { status: 201 });
      },
    });
    renderSettings();

    const blue = await screen.findByTestId('blue-mark-state');
    expect(blue.getAttribute('data-state')).toBe('none');
    expect(screen.getByTestId('dealer-state').getAttribute('data-state')).toBe('approved');
    fireEvent.click(within(screen.getByRole('region', { name: 'Badges' })).getAllByRole('button', { name: 'Apply' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the blue mark' });
    const send = within(dialog).getByRole('button', { name: 'Send application' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Your note/), { target: { value: 'I run a garage.' } });
    fireEvent.click(send);

    await vi.waitFor(() => expect(screen.getByTestId('blue-mark-state').getAttribute('data-state')).toBe('pending'));
    expect(api.calls.find((c) => c.route === 'users/apply_blue_mark')?.body).toEqual({ user_id: 'usr1', note: 'I run a garage.' });
  });

  it("shows a refused deletion in the server's words and keeps the session", async () => {
    startSession({ user_id: 'usr1', user_name: 'Aung Aung', role_id: '4' });
    fakeApi({
      'users/get': [wireUserFixture({})],
      'users/user_delete': wireErrorAnswer('Your current password is not correct.', 400),
    });
    renderSettings();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeTruthy();
    expect(getSessionUser()?.user_id).toBe('usr1');
  });
});
