/**
 * Rendering in slices (docs/performance.md, "Less main-thread work at startup"): a list's answer arriving used to
 * render every card in one task (hundreds of milliseconds on a slow phone, all of it blocking). A part that is not
 * needed for the first paint (cards after the first two, off to the side in a rail or below the fold in a list)
 * renders its stand-in first and its content right after, in a transition: React renders transitions in slices of
 * a few milliseconds and lets the browser paint and handle input between them.
 */
import { startTransition, useEffect, useState } from 'react';

/** False on the first render, then true (in a transition); true from the start when `now`. */
export function useRenderLater(now = false): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
