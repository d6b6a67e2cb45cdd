/**
 * Browser storage keys of the web app, and tolerant accessors (storage can throw in private modes or when full).
 * Nothing secret goes here: no passwords, no tokens, no card data (ARCHITECTURE.md "Web").
 */
export const STORAGE_KEYS = {
  /** Chosen language code; absent means "not chosen" (the server default applies). Read by index.html too. */
  lang: 'wd.lang',
  /** The server's default language (app info), remembered so the next visit paints in it. Read by index.html too. */
  serverLang: 'wd.lang.default',
  /** '1' dark, '0' light; absent means the OS preference. Read by index.html too. */
  dark: 'wd.dark',
  /** The signed-in user, see lib/session. */
  user: 'wd.user',
  /** sessionStorage: the account waiting for e-mail verification ({user_id, user_email}). */
  pendingVerification: 'wd.pendingVerify',
  /** sessionStorage: the phone sign-in waiting for its code ({user_name, user_phone}). */
  pendingPhone: 'wd.pendingPhone',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    /* storage full or disabled: the app keeps working without persistence */
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value), kind);
}
