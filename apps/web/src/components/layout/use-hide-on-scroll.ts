import { useEffect, useState } from 'react';
import { UI } from '@wheeldeal/contract';

/** True once the page has scrolled down past the threshold (spec: 30 px); false again on any scroll up. */
export function useHideOnScroll(threshold: number = UI.navHideScrollPx): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y <= threshold) setHidden(false);
        else if (y > last + 2) setHidden(true);
        else if (y < last - 2) setHidden(false);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
