/**
 * The language menu of the top bar. Its dropdown (Radix, with its positioning engine: a good part of the startup
 * bundle) loads as its own chunk right after the first paint; until then the same trigger stands in, and a click on
 * it opens the menu as soon as the chunk is there (docs/performance.md, "Web pages").
 */
import { lazy, Suspense, useState } from 'react';
import { LanguageTrigger } from './language-menu-trigger';

const Popup = lazy(() => import('./language-menu-popup'));

/** Language dropdown: native names, minus the languages the server excludes. */
export function LanguageMenu() {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={<LanguageTrigger aria-haspopup="menu" aria-expanded={openOnLoad} onClick={() => setOpenOnLoad(true)} />}>
      <Popup defaultOpen={openOnLoad} />
    </Suspense>
  );
}
