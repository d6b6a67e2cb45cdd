/**
 * Set-up of the web unit tests (vitest project "web", happy-dom): the app's own i18n in English with the
 * namespaces the tested screens use, and a clean DOM and storage after every test.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18next, initI18n } from '../lib/i18n/i18n';

await initI18n();
await i18next.loadNamespaces(['common', 'items', 'sell']);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
