/**
 * Keeping the server's first view on screen until the screen has its first data (decision 017,
 * apps/server/src/http/first-view.ts).
 *
 * The server writes a static first view into `<div id="root">` (`[data-first-view]`). Rendering React into #root
 * itself would replace it at React's first commit with whatever the app shows first (the route's loading state, a
 * screen's skeleton), so on a slow connection an item's photo would be replaced by its skeleton and drawn again.
 * Instead the app renders into a hidden container beside the first view, and the two trade places in one step
 * (one task: the first view removed, the container shown):
 *  - where the first view is the bare frame (`data-first-view=""`), at the app's first commit, as before;
 *  - where it holds a screen (`data-first-view="screen"`: item page, item list, category list, dashboard, login), when that screen
 *    reports it has what it draws first (`useFirstViewReady`), or after READY_TIMEOUT_MS at the latest (a failed
 *    route, a screen that never reports), so the app is never hidden for long.
 * The container is `display: none` until then, so its nodes have no layout: when it appears they are new nodes, not
 * moved ones (no layout shift), and as the screen draws its largest element at the first view's size, the browser
 * reports no later, larger contentful paint.
 */
import { useLayoutEffect } from 'react';

/**
 * Resolves when the app's style sheet has loaded (or failed) where the boot script added it after the first view
 * (apps/web/src/boot/boot.js, `#wd-app-css`; decision 020); at once where the build's own link loaded it before the
 * app. The first view carries only its own rules inline, so the app must not show before the whole sheet is there.
 */
export function appStylesLoaded(): Promise<void> {
  const link = document.getElementById('wd-app-css');
  if (!link || link.hasAttribute('data-done')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

/** The longest the first view waits for its screen after the app's first commit. */
export const READY_TIMEOUT_MS = 3000;
/** The longest the swap waits for the screen's first photos to be decoded (they are usually in the memory cache,
 * fetched by the first view and its preload, and then complete at once). */
const DECODE_WAIT_MS = 300;

interface Pending {
  view: HTMLElement;
  app: HTMLElement;
  waitsForScreen: boolean;
  timer?: ReturnType<typeof setTimeout>;
  swapping?: boolean;
}

let pending: Pending | null = null;

/**
 * The element the app renders into: `root` itself when it holds no first view, else a new hidden container
 * appended to it (the first view stays visible until `swap`).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const view = root.querySelector<HTMLElement>(':scope > [data-first-view]');
  if (!view) return root;
  const app = document.createElement('div');
  app.hidden = true;
  root.append(app);
  pending = { view, app, waitsForScreen: view.dataset.firstView === 'screen' };
  return app;
}

/** The first view gives way to the app: removed, and the app's container shown, in the same task. */
function swap() {
  if (!pending) return;
  const { view, app, timer } = pending;
  pending = null;
  if (timer !== undefined) clearTimeout(timer);
  view.remove();
  app.hidden = false;
}

/** The app has committed for the first time: a bare frame gives way now, a screen's first view waits for it. */
export function appCommitted() {
  if (!pending) return;
  if (!pending.waitsForScreen) {
    swap();
    return;
  }
  pending.timer ??= setTimeout(swap, READY_TIMEOUT_MS);
}

/**
 * The routed screen has its first data on screen (in the hidden container). The swap happens at once when its
 * high-priority photos are complete (the usual case), else when they are decoded or after DECODE_WAIT_MS.
 */
export function screenReady() {
  const current = pending;
  if (!current || current.swapping) return;
  const photos = [...current.app.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => !img.complete);
  if (photos.length === 0) {
    swap();
    return;
  }
  current.swapping = true;
  const decoded = Promise.all(photos.map((img) => img.decode().catch(() => undefined)));
  void Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, DECODE_WAIT_MS))]).then(() => {
    if (pending === current) swap();
  });
}

/**
 * For the screens a first view copies (item page, item list, dashboard, login): `ready` once the screen shows what
 * it draws first (its data, an error or an empty state); the first view stays until then. Runs in the commit that
 * draws it, before the browser paints, so the first view and the screen never show together.
 */
export function useFirstViewReady(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) screenReady();
  }, [ready]);
}
