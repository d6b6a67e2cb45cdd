import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { appCommitted, appContainer, appStylesLoaded } from './lib/first-view';
import { warmFormats, warmIntl } from './lib/format';

initTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Tells lib/first-view.ts that the app has committed (the server's first view may give way). */
function FirstCommit() {
  useLayoutEffect(appCommitted, []);
  return null;
}

/** Resolves in a new task, after whatever the browser has waiting (a frame, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The longest the router waits for the boot script's preload links. */
const PRELOAD_WAIT_MS = 300;

/**
 * Resolves once the boot script has added the preload links of the app's files and the route's (a page with the
 * server's first view: src/boot/boot.js sets `__wdPreloaded`), so that opening the route adds none in one long task
 * (docs/performance.md, "The route's files preloaded a task at a time"); at once on other pages; after
 * PRELOAD_WAIT_MS at the latest.
 */
function routeFilesPreloaded(): Promise<unknown> {
  const preloaded = (window as { __wdPreloaded?: Promise<void> }).__wdPreloaded;
  return preloaded ? Promise.race([preloaded, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]) : Promise.resolve();
}

/**
 * The start-up, in three tasks rather than one (docs/performance.md, "The start-up in three tasks"): the modules'
 * evaluation (this module's task), the language's setup, then the router's (once the route's files have their
 * preload links). Run in the entry module's own task, the two setups made it the longest task of the start (over
 * 100 ms with a phone's CPU). The router starts loading the current screen's chunk (its lazy route) as soon as it
 * is made, in parallel with the language bundles; rendering waits for those, so no untranslated keys flash, and for
 * the app's style sheet where the boot script added it after the first view (lib/first-view.ts appStylesLoaded).
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const language = initI18n().catch((error: unknown) => console.error('[i18n] init failed', error));
  await nextTask();
  await routeFilesPreloaded();
  const router = createAppRouter();
  await Promise.all([language, appStylesLoaded()]);
  // The first number and date formats are made ahead of the first answer's render, once the worker has loaded the
  // language's data (warmIntl below).
  warmFormats();
  // Beside the server's first view, hidden until the screen has its first data (lib/first-view.ts). As a
  // transition, so React's first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (nothing of it is on screen before the swap anyway).
  const reactRoot = createRoot(appContainer(root));
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <FirstCommit />
        <App router={router} />
      </StrictMode>,
    );
  });
}

// The language's ICU data loads in a worker while the app's modules and language bundles load (lib/format.ts).
void warmIntl(document.documentElement.lang || 'en');
void start(container);
