/**
 * The signed-in user as the browser remembers it (spec §4). The real session is the server's httpOnly cookie;
 * here we keep only what the interface needs to draw itself: {user_id, user_name, role_id, expires_at}.
 * It lasts one day, renewed by every successful call, and is dropped once expired.
 */
import { useSyncExternalStore } from 'react';
import { SESSION } from '@wheeldeal/contract';
import { STORAGE_KEYS, readJson, writeJson } from '../storage';

export interface SessionUser {
  user_id: string;
  user_name: string;
  role_id: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

const DAY_MS = SESSION.idleSeconds * 1000;
/** Renewal writes to storage at most this often. */
const RENEW_THROTTLE_MS = 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionUser | null | undefined;

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.user_id === 'string' && v.user_id !== '' && typeof v.user_name === 'string' && typeof v.expires_at === 'number';
}

function load(): SessionUser | null {
  const stored = readJson<unknown>(STORAGE_KEYS.user);
  if (!isSessionUser(stored)) return null;
  return { ...stored, role_id: typeof stored.role_id === 'string' ? stored.role_id : '' };
}

function emit(): void {
  for (const listener of listeners) listener();
}

function save(user: SessionUser | null): void {
  cached = user;
  writeJson(STORAGE_KEYS.user, user);
  emit();
}

/** The stored user, or null when none or expired (an expired one is cleared). */
export function getSessionUser(): SessionUser | null {
  if (cached === undefined) cached = load();
  if (cached && cached.expires_at <= Date.now()) {
    // Expired: forget it now, tell subscribers outside the current render.
    cached = null;
    writeJson(STORAGE_KEYS.user, null);
    queueMicrotask(emit);
  }
  return cached;
}

/** After login, registration or verification: remember the user returned by the server. */
export function startSession(user: { user_id: string; user_name: string; role_id?: string }): SessionUser {
  const session: SessionUser = {
    user_id: user.user_id,
    user_name: user.user_name,
    role_id: user.role_id ?? '',
    expires_at: Date.now() + DAY_MS,
  };
  save(session);
  return session;
}

/** Keep the stored name in step after a profile update. */
export function updateSessionUser(patch: Partial<Pick<SessionUser, 'user_name' | 'role_id'>>): void {
  const current = getSessionUser();
  if (current) save({ ...current, ...patch });
}

/** Each user action pushes the expiry one day ahead (throttled). */
export function renewSession(): void {
  const current = getSessionUser();
  if (!current) return;
  const next = Date.now() + DAY_MS;
  if (next - current.expires_at < RENEW_THROTTLE_MS) return;
  cached = { ...current, expires_at: next };
  writeJson(STORAGE_KEYS.user, cached);
}

export function clearSession(): void {
  save(null);
}

/** The caller id for `login_user_id`: the user id, or the literal `nologinuser` for visitors. */
export function loginUserId(): string {
  return getSessionUser()?.user_id ?? 'nologinuser';
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Other tabs log in and out too; an idle tab notices its expiry.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
    cached = load();
    emit();
  });
  window.setInterval(() => {
    if (cached && cached.expires_at <= Date.now()) getSessionUser();
  }, 60_000);
}

/** React view of the session: re-renders on login, logout, expiry and changes from other tabs. */
export function useSession(): { user: SessionUser | null; isLoggedIn: boolean } {
  const user = useSyncExternalStore(subscribeSession, getSessionUser, () => null);
  return { user, isLoggedIn: user !== null };
}
