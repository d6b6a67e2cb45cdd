/** The app renders beside the server's first view and takes its place in one step: at the first commit for a bare
 * frame, when the screen is ready (or after the timeout) for a screen's first view. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { appCommitted, appContainer, READY_TIMEOUT_MS, screenReady, useFirstViewReady } from './first-view';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.useRealTimers();
});

const withView = (mode: '' | 'screen') => {
  root.innerHTML = `<div data-first-view="${mode}"><h1>First view</h1></div>`;
  return root.firstElementChild as HTMLElement;
};

describe('appContainer', () => {
  it('renders into #root itself when there is no first view', () => {
    expect(appContainer(root)).toBe(root);
  });

  it('adds a hidden container beside a first view, which stays on screen', () => {
    const view = withView('screen');
    const app = appContainer(root);
    expect(app).not.toBe(root);
    expect(app.parentElement).toBe(root);
    expect(app.hidden).toBe(true);
    expect(view.isConnected).toBe(true);
    screenReady();
  });
});

describe('the swap', () => {
  it('replaces a bare frame at the first commit', () => {
    const view = withView('');
    const app = appContainer(root);
    appCommitted();
    expect(view.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
  });

  it("keeps a screen's first view through the first commit until the screen is ready, then swaps in one step", () => {
    const view = withView('screen');
    const app = appContainer(root);
    appCommitted();
    expect(view.isConnected).toBe(true);
    expect(app.hidden).toBe(true);
    screenReady();
    expect(view.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
    expect([...root.children]).toEqual([app]);
  });

  it('shows the app after the timeout when the screen never reports', () => {
    vi.useFakeTimers();
    const view = withView('screen');
    const app = appContainer(root);
    appCommitted();
    vi.advanceTimersByTime(READY_TIMEOUT_MS - 1);
    expect(app.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(view.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
  });

  it('swaps in the commit where a screen says it is ready, through useFirstViewReady', async () => {
    const view = withView('screen');
    const app = appContainer(root);
    function Screen({ ready }: { ready: boolean }) {
      useFirstViewReady(ready);
      return <p>{ready ? 'cards' : 'skeleton'}</p>;
    }
    const reactRoot = createRoot(app);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => reactRoot.render(<Screen ready={false} />));
    appCommitted();
    expect(app.textContent).toBe('skeleton');
    expect(view.isConnected).toBe(true);
    await act(async () => reactRoot.render(<Screen ready />));
    expect(view.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
    expect(app.textContent).toBe('cards');
    await act(async () => reactRoot.unmount());
  });
});
