/**
 * Dark mode: the `dark` class on <html>. A choice is remembered in `wd.dark` ('1'/'0'); without one the OS
 * preference applies and is followed live. index.html applies the same rule before first paint.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readString, writeString } from './storage';

const listeners = new Set<() => void>();
const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function resolve(): boolean {
  const stored = readString(STORAGE_KEYS.dark);
  if (stored === '1') return true;
  if (stored === '0') return false;
  return media?.matches ?? false;
}

function apply(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  for (const listener of listeners) listener();
}

export function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function setDark(dark: boolean): void {
  writeString(STORAGE_KEYS.dark, dark ? '1' : '0');
  apply(dark);
}

export function initTheme(): void {
  apply(resolve());
  media?.addEventListener('change', () => {
    if (readString(STORAGE_KEYS.dark) === null) apply(resolve());
  });
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.dark) apply(resolve());
  });
}

export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isDark,
    () => false,
  );
  return [dark, setDark];
}
