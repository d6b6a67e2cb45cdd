/**
 * Set-up of the web unit tests (vitest project "web", happy-dom): the app's own i18n in English with the
 * namespaces the tested screens use, and a clean DOM and storage after every test.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { loadContract } from '../lib/api/contract';
import { treatEverythingAsNearViewport } from '../lib/use-near-viewport';

await initI18n();
// In the app the first call loads the schemas; tests that feed realtime frames first find them here, as the app does.
await loadContract();
await i18next.loadNamespaces(['common', 'items', 'sell']);

// happy-dom's IntersectionObserver never reports: here lists below the fold load at once, as if on screen.
treatEverythingAsNearViewport();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
