import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { UI } from '@wheeldeal/contract';
import { pathFor } from '../../app/routes';

/** Last scroll position of the dashboard (kept for the life of the page). */
let dashboardScroll: { x: number; y: number } | null = null;

/**
 * Scroll on route change (spec §2.1): after 600 ms go to the top-left, except the dashboard, which returns to
 * where it was left. Query-only changes (filters) keep the position.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const dashboard = pathFor('dashboard');

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (window.location.pathname === dashboard) dashboardScroll = { x: window.scrollX, y: window.scrollY };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [dashboard]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      const target = pathname === dashboard && dashboardScroll ? dashboardScroll : { x: 0, y: 0 };
      window.scrollTo({ left: target.x, top: target.y, behavior: 'instant' });
    }, UI.routeScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, dashboard]);

  return null;
}
