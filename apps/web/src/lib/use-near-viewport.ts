/**
 * Whether an element has come near the screen: false until it is within `margin` of the viewport, then true for
 * good. Lists below the fold (the dashboard's later rails, an item's similar listings) start their requests with it,
 * so the first screen does not wait behind answers nobody sees yet (docs/performance.md, "Web pages").
 */
import { useEffect, useState, type RefObject } from 'react';

let everythingNear = false;

/** For a DOM without layout (the unit tests' happy-dom, whose observer never reports): every element counts as near. */
export function treatEverythingAsNearViewport(): void {
  everythingNear = true;
}

export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => everythingNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
