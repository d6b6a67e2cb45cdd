import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppInfoSync } from '../../lib/app-info/app-info-sync';
import { RealtimeSync } from '../../lib/realtime/use-realtime';
import { LoadingBlock } from '../ui/spinner';
import { Toaster } from '../ui/toast';
import { TopBar } from './top-bar';
import { MainNav } from './main-nav';
import { Footer } from './footer';
import { ScrollManager } from './scroll-manager';
import { NavigationProgress } from './navigation-progress';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useRenderLater } from '../../lib/use-render-later';

// Shown only to a signed-in user who has not accepted the current privacy text: its dialog code loads after the page.
const PrivacyGate = lazy(() => import('../privacy-gate').then((m) => ({ default: m.PrivacyGate })));

/**
 * The footer, below the fold on every screen, mounts right after the screen's first commit, in a transition: the
 * first commit (one task, however large) holds less (docs/performance.md, "Every page in the first round trip").
 */
function FooterLater() {
  return useRenderLater() ? <Footer /> : null;
}

export function ScreenFallback() {
  const { t } = useTranslation('common');
  return <LoadingBlock label={t('actions.loading')} className="min-h-[50vh]" />;
}

/** The page frame around every screen: top bar, navigation, content, footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const navHidden = useHideOnScroll();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
      >
        {t('nav.skip_to_content')}
      </a>
      <NavigationProgress />
      <TopBar />
      <header className="wd-nav sticky top-0 z-40" data-hidden={navHidden}>
        <MainNav />
      </header>
      {/* At least a screen high: while a screen loads, the footer waits below the fold instead of showing and then
          being pushed down (a layout shift, docs/performance.md). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <FooterLater />
      <ScrollManager />
      <AppInfoSync />
      <RealtimeSync />
      <Suspense fallback={null}>
        <PrivacyGate />
      </Suspense>
      <Toaster />
    </div>
  );
}
