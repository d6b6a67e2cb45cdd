/**
 * A horizontal row that scrolls (swipe on touch, snap per card) with previous/next buttons from tablets up.
 * Buttons scroll by one viewport of the row and work the same in RTL (scrollBy with a signed inline offset).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';

export interface ScrollerProps {
  children: ReactNode;
  /** Accessible names of the two buttons. */
  previousLabel: string;
  nextLabel: string;
  className?: string;
  /** Label of the list (the `<ul>` keeps list semantics). */
  label?: string;
}

export function Scroller({ children, previousLabel, nextLabel, className, label }: ScrollerProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const pos = Math.abs(el.scrollLeft); // negative in RTL
    const start = pos < 4;
    const end = pos + el.clientWidth >= el.scrollWidth - 4;
    setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No measuring here: reading the sizes while the page is being built forces a layout of the whole page in the
    // middle of start-up (one per rail on the dashboard). The ResizeObserver calls `measure` once the row is laid
    // out (its first call comes with the first frame), when reading the sizes costs nothing.
    el.addEventListener('scroll', measure, { passive: true });
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      ro.disconnect();
    };
  }, [measure]);

  const go = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  const button = 'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-pop transition-opacity hover:bg-surface-2 sm:flex disabled:pointer-events-none disabled:opacity-0';
  return (
    <div className={clsx('relative', className)}>
      <ul ref={ref} aria-label={label} className="wd-scroll-x -mx-4 flex gap-4 overflow-x-auto scroll-px-4 px-4 pt-1 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {children}
      </ul>
      <button type="button" aria-label={previousLabel} onClick={() => go(-1)} disabled={edges.start} className={clsx(button, '-start-4')}>
        <ChevronLeftIcon />
      </button>
      <button type="button" aria-label={nextLabel} onClick={() => go(1)} disabled={edges.end} className={clsx(button, '-end-4')}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
