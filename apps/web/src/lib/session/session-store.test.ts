/**
 * The session the browser remembers. The store keeps the user in memory once read, so each test imports a fresh
 * copy of the module (as a new page load would) after arranging storage and the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SESSION } from '@wheeldeal/contract';

const DAY_MS = SESSION.idleSeconds * 1000;
const NOW = new Date('2026-03-01T10:00:00Z').getTime();
const load = () => import('./session-store');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('has no user on a first visit, and the caller id is the literal nologinuser', async () => {
    const store = await load();
    expect(store.getSessionUser()).toBeNull();
    expect(store.loginUserId()).toBe('nologinuser');
  });

  it('remembers the user after login for one day, in localStorage', async () => {
    const store = await load();
    store.startSession({ user_id: 'u1', user_name: 'Sam' });
    expect(store.loginUserId()).toBe('u1');
    expect(JSON.parse(localStorage.getItem('wd.user')!)).toEqual({ user_id: 'u1', user_name: 'Sam', role_id: '', expires_at: NOW + DAY_MS });

    // A reload reads it back.
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.getSessionUser()).toMatchObject({ user_id: 'u1', user_name: 'Sam' });
  });

  it('forgets an expired user and clears the stored copy', async () => {
    localStorage.setItem('wd.user', JSON.stringify({ user_id: 'u1', user_name: 'Sam', role_id: '1', expires_at: NOW - 1 }));
    const store = await load();
    expect(store.getSessionUser()).toBeNull();
    expect(localStorage.getItem('wd.user')).toBeNull();
  });

  it('ignores a stored value that is not a user', async () => {
    localStorage.setItem('wd.user', JSON.stringify({ user_id: '', user_name: 'x', expires_at: NOW + 1000 }));
    expect((await load()).getSessionUser()).toBeNull();
    vi.resetModules();
    localStorage.setItem('wd.user', '{not json');
    expect((await load()).getSessionUser()).toBeNull();
  });

  it('renews the expiry on activity, but writes at most once a minute', async () => {
    const store = await load();
    store.startSession({ user_id: 'u1', user_name: 'Sam' });
    vi.setSystemTime(NOW + 30_000);
    store.renewSession();
    expect(store.getSessionUser()!.expires_at).toBe(NOW + DAY_MS);
    vi.setSystemTime(NOW + 5 * 60_000);
    store.renewSession();
    expect(store.getSessionUser()!.expires_at).toBe(NOW + 5 * 60_000 + DAY_MS);
    expect(JSON.parse(localStorage.getItem('wd.user')!).expires_at).toBe(NOW + 5 * 60_000 + DAY_MS);
  });

  it('keeps the stored name in step with a profile update', async () => {
    const store = await load();
    store.startSession({ user_id: 'u1', user_name: 'Sam', role_id: '2' });
    store.updateSessionUser({ user_name: 'Samantha' });
    expect(store.getSessionUser()).toMatchObject({ user_id: 'u1', user_name: 'Samantha', role_id: '2' });
  });

  it('useSession re-renders on login and logout', async () => {
    const store = await load();
    const { result } = renderHook(() => store.useSession());
    expect(result.current).toEqual({ user: null, isLoggedIn: false });
    act(() => void store.startSession({ user_id: 'u1', user_name: 'Sam' }));
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.user?.user_name).toBe('Sam');
    act(() => store.clearSession());
    expect(result.current).toEqual({ user: null, isLoggedIn: false });
    expect(localStorage.getItem('wd.user')).toBeNull();
  });

  it('follows a logout made in another tab', async () => {
    const store = await load();
    store.startSession({ user_id: 'u1', user_name: 'Sam' });
    const { result } = renderHook(() => store.useSession());
    expect(result.current.isLoggedIn).toBe(true);
    act(() => {
      localStorage.removeItem('wd.user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'wd.user' }));
    });
    expect(result.current.isLoggedIn).toBe(false);
  });
});
