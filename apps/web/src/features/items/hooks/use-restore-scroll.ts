import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { UI } from '@wheeldeal/contract';

const KEY = 'wd.listScroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Coming back to the results (browser back) returns to where the visitor was, with the same pages loaded from the
 * cache. Positions are kept per history entry for this tab. The app's route scroll runs after 600 ms (spec §2.1),
 * so the position is applied at once and again just after it.
 */
export function useRestoreScroll(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const positions = readPositions();
        positions[key] = window.scrollY;
        try {
          sessionStorage.setItem(KEY, JSON.stringify(positions));
        } catch {
          /* storage full: no restore, no harm */
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (!ready || navigationType !== 'POP') return;
    const y = readPositions()[location.key];
    if (!y) return;
    window.scrollTo({ top: y, behavior: 'instant' });
    const timer = window.setTimeout(() => window.scrollTo({ top: y, behavior: 'instant' }), UI.routeScrollDelayMs + 60);
    return () => window.clearTimeout(timer);
    // Only when the list becomes ready for this history entry (not on every navigation type change).
  }, [ready, location.key]);
}
