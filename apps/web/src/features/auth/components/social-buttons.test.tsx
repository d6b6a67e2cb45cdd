import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, getSessionUser } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import LoginScreen from '../screens/login-screen';
import RegisterScreen from '../screens/register-screen';

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['auth']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
});

const offered = (google: string, facebook: string, apple: string) => ({ 'users/social_providers': { google, facebook, apple } });

describe('social sign-in buttons', () => {
  it('offers only the configured providers, each starting at the server with the way back to this screen', async () => {
    fakeApi(offered('1', '0', '1'));
    renderAtRoute(<LoginScreen />, '/login?redirect=favourite', 'login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(`/api/auth/google/start?return_to=${encodeURIComponent('/login?redirect=favourite')}&lang=en`);
    expect(screen.getByRole('link', { name: 'Continue with Apple' }).getAttribute('href')).toContain('/api/auth/apple/start?');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows none when the server offers none, on the register screen too', async () => {
    const api = fakeApi(offered('0', '0', '0'));
    renderAtRoute(<RegisterScreen />, '/register', 'register');
    await waitFor(() => expect(api.calls.map((c) => c.route)).toContain('users/social_providers'));
    expect(screen.queryByTestId('social-buttons')).toBeNull();
  });

  it("shows the server's message after a failed sign-in, once", async () => {
    fakeApi(offered('1', '1', '1'));
    document.cookie = `wd_social_error=${encodeURIComponent('The user cancelled the sign-in.')}; Path=/`;
    renderAtRoute(<LoginScreen />, '/login', 'login');
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in did not workThe user cancelled the sign-in.');
    expect(document.cookie).not.toContain('wd_social_error');
  });

  it('remembers the user the server signed in and goes where the user was headed', async () => {
    fakeApi(offered('1', '1', '1'));
    document.cookie = `wd_social_user=${encodeURIComponent(JSON.stringify({ user_id: 'usr_1', user_name: 'Ana Driver', role_id: '4' }))}; Path=/`;
    const { router } = renderAtRoute(<LoginScreen />, '/login?redirect=favourite', 'login');
    await waitFor(() => expect(getSessionUser()).toMatchObject({ user_id: 'usr_1', user_name: 'Ana Driver', role_id: '4' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favourite'));
    expect(document.cookie).not.toContain('wd_social_user');
  });
});
