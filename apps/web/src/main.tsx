import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { initTheme } from './lib/theme';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { appCommitted, appContainer, appStylesLoaded } from './lib/first-view';
import { warmFormats } from './lib/format';

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

/**
 * The start-up, in three tasks rather than one (docs/performance.md, "The start-up in three tasks"): the modules'
 * evaluation (this module's task), the language's setup, then the router's. Run in the entry module's own task, the
 * two setups made it the longest task of the start (over 100 ms with a phone's CPU). The router starts loading the
 * current screen's chunk (its lazy route) as soon as it is made, in parallel with the language bundles; rendering
 * waits for those, so no untranslated keys flash, and for the app's style sheet where the boot script added it after
 * the first view (lib/first-view.ts appStylesLoaded).
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const language = initI18n().catch((error: unknown) => console.error('[i18n] init failed', error));
  await nextTask();
  const router = createAppRouter();
  await Promise.all([language, appStylesLoaded()]);
  // The language's number and date data load in tasks of their own, before the first answer's render needs them.
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

void start(container);
