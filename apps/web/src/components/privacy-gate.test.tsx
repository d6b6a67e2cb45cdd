/** The privacy acceptance: asked only while the account has not accepted the current policy version. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../lib/i18n/i18n';
import { clearSession, startSession } from '../lib/session/session-store';
import { fakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { PrivacyGate } from './privacy-gate';

beforeAll(async () => {
  await i18next.loadNamespaces(['content']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const page = { id: 'pge1', slug: 'privacy', title: 'Privacy', body: 'We keep your city now.', version: '2', updated_date: '2026-11-01 10:00:00' };

describe('PrivacyGate', () => {
  it('asks again after a policy change, shows the policy, and records the acceptance of its version', async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    let accepted = '1';
    const api = fakeApi({
      'users/privacy_status': () => ({ current_version: '2', accepted_version: accepted, needs_acceptance: accepted === '2' ? '0' : '1' }),
      'pages/get': page,
      'users/accept_privacy': (body: unknown) => {
        accepted = (body as { version: string }).version;
        return { current_version: '2', accepted_version: accepted, needs_acceptance: '0' };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<PrivacyGate />);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(within(dialog).getByText(/privacy policy has changed/)).toBeTruthy();
    expect(await within(dialog).findByText('We keep your city now.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.route === 'users/accept_privacy')!.body).toEqual({ user_id: 'me', version: '2' });
  });

  it('asks nothing of an account that accepted the current version, nor of visitors', async () => {
    startSession({ user_id: 'me', user_name: 'Me' });
    const api = fakeApi({ 'users/privacy_status': { current_version: '1', accepted_version: '1', needs_acceptance: '0' } });
    const { unmount } = renderWithApp(<PrivacyGate />);
    await waitFor(() => expect(api.calls.map((c) => c.route)).toEqual(['users/privacy_status']));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    clearSession();
    const visitor = fakeApi({});
    renderWithApp(<PrivacyGate />);
    await new Promise((r) => setTimeout(r, 50));
    expect(visitor.calls).toEqual([]);
  });
});
