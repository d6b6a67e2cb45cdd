/**
 * The photo gallery of an item: a swipeable track (scroll-snap, so touch swipes are native), previous/next
 * buttons, arrow keys (mirrored in RTL), thumbnails, a counter, the video as a last slide, and a full-screen
 * viewer on a Radix dialog showing the originals.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { thumbnailUrl, uploadUrl } from '../../../lib/api/images';
import { useDir } from '../../../lib/i18n/use-dir';
import { ExpandIcon, PlayIcon } from './item-icons';

export type Slide = { kind: 'image'; path: string; desc?: string } | { kind: 'video'; path: string; poster?: string };

function useTrack(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const root = track.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) if (e.isIntersecting) setIndex(Number((e.target as HTMLElement).dataset.index ?? 0));
      },
      { root, threshold: 0.6 },
    );
    for (const child of Array.from(root.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [count]);

  const go = useCallback(
    (to: number, behavior: ScrollBehavior = 'smooth') => {
      const root = track.current;
      if (!root || count === 0) return;
      const target = (to + count) % count;
      const child = root.children[target] as HTMLElement | undefined;
      if (!child) return;
      // Scroll the track only (scrollIntoView would also move the page). The track is the slides' offset
      // parent, so offsetLeft is the scroll position in both directions (negative in RTL).
      root.scrollTo({ left: child.offsetLeft, behavior });
      setIndex(target);
    },
    [count],
  );
  return { track, index, go };
}

function SlideTrack({
  slides,
  trackRef,
  fit,
  title,
  sizes,
  onOpen,
}: {
  slides: Slide[];
  trackRef: RefObject<HTMLUListElement | null>;
  fit: 'cover' | 'contain';
  title: string;
  sizes: string;
  onOpen?: (index: number) => void;
}) {
  const { t } = useTranslation('items');
  return (
    <ul ref={trackRef} className="wd-scroll-x relative flex h-full w-full overflow-x-auto overscroll-x-contain">
      {slides.map((slide, i) => (
        <li
          key={`${slide.kind}-${slide.path}`}
          data-index={i}
          className="relative h-full w-full shrink-0 snap-center"
          aria-roledescription={t('gallery.slide')}
          aria-label={t('gallery.position', { index: i + 1, count: slides.length })}
        >
          {slide.kind === 'video' ? (
            <video
              controls
              preload="none"
              playsInline
              poster={slide.poster ? (uploadUrl(slide.poster) ?? undefined) : undefined}
              src={uploadUrl(slide.path) ?? undefined}
              className="h-full w-full bg-black object-contain"
            >
              {t('gallery.video_unsupported')}
            </video>
          ) : onOpen ? (
            <button type="button" onClick={() => onOpen(i)} className="block h-full w-full cursor-zoom-in" aria-label={t('gallery.open_full', { index: i + 1 })}>
              <ResponsiveImage path={slide.path} alt={slide.desc || title} sizes={sizes} priority={i === 0} width={1200} height={800} className={fit === 'contain' ? 'object-contain' : undefined} />
            </button>
          ) : (
            <ResponsiveImage path={slide.path} alt={slide.desc || title} sizes={sizes} original priority className="object-contain" />
          )}
        </li>
      ))}
    </ul>
  );
}

const arrowButton =
  'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-fg shadow-pop backdrop-blur transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring';

function onArrowKeys(event: KeyboardEvent, rtl: boolean, index: number, go: (i: number) => void) {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  go(index + (rtl ? -step : step));
}

export function Gallery({ slides, title }: { slides: Slide[]; title: string }) {
  const { t } = useTranslation('items');
  const rtl = useDir() === 'rtl';
  const { track, index, go } = useTrack(slides.length);
  const [fullscreen, setFullscreen] = useState<number | null>(null);

  if (slides.length === 0) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-none bg-surface-2 sm:rounded-3xl">
        <ResponsiveImage path={null} alt={title} sizes="100vw" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        role="region"
        aria-roledescription={t('gallery.carousel')}
        aria-label={t('gallery.label', { title })}
        tabIndex={0}
        onKeyDown={(e) => onArrowKeys(e, rtl, index, go)}
        className="group relative aspect-[3/2] overflow-hidden bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:rounded-3xl"
      >
        <SlideTrack slides={slides} trackRef={track} fit="cover" title={title} sizes="(min-width: 1024px) 760px, 100vw" onOpen={setFullscreen} />
        {slides.length > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label={t('gallery.previous')} className={clsx(arrowButton, 'start-3 hidden sm:flex')}>
              <ChevronLeftIcon />
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={t('gallery.next')} className={clsx(arrowButton, 'end-3 hidden sm:flex')}>
              <ChevronRightIcon />
            </button>
          </>
        )}
        {/* Placed in the page's direction (start corner, the full-screen button at the end); only the "2 / 7" text is
            left-to-right. A dir on the positioned element itself would flip its start to the left in Arabic too, under
            the full-screen button. */}
        <span className="pointer-events-none absolute bottom-3 start-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white tabular-nums" aria-live="polite">
          <span dir="ltr">{t('gallery.counter', { index: index + 1, count: slides.length })}</span>
        </span>
        {slides[index]?.kind === 'image' && (
          <button
            type="button"
            onClick={() => setFullscreen(index)}
            aria-label={t('gallery.fullscreen')}
            className="absolute end-3 bottom-3 flex h-10 w-10 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80"
          >
            <ExpandIcon size={18} />
          </button>
        )}
      </div>

      {slides.length > 1 && (
        <ul className="wd-scroll-x flex gap-2 overflow-x-auto px-4 pb-1 sm:px-0" aria-label={t('gallery.thumbnails')}>
          {slides.map((slide, i) => (
            <li key={`${slide.kind}-${slide.path}`} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('gallery.show', { index: i + 1, count: slides.length })}
                aria-current={i === index || undefined}
                className={clsx(
                  'relative block h-16 w-22 overflow-hidden rounded-xl border-2 transition sm:h-18 sm:w-24',
                  i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                {slide.kind === 'video' ? (
                  <>
                    {slide.poster ? <img src={thumbnailUrl(slide.poster) ?? undefined} alt="" className="h-full w-full object-cover" loading="lazy" /> : <span className="block h-full w-full bg-fg/80" />}
                    <span className="absolute inset-0 flex items-center justify-center bg-black/35 text-white">
                      <PlayIcon size={22} />
                    </span>
                  </>
                ) : (
                  <img src={thumbnailUrl(slide.path) ?? undefined} alt="" className="h-full w-full object-cover" loading="lazy" decoding="async" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      <FullscreenViewer slides={slides.filter((s) => s.kind === 'image')} title={title} start={fullscreen === null ? null : Math.max(0, slides.slice(0, fullscreen).filter((s) => s.kind === 'image').length)} onClose={() => setFullscreen(null)} />
    </div>
  );
}

function FullscreenViewer({ slides, title, start, onClose }: { slides: Slide[]; title: string; start: number | null; onClose: () => void }) {
  const { t } = useTranslation('items');
  return (
    <RadixDialog.Root open={start !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="wd-overlay fixed inset-0 z-[60] bg-black/95" />
        <RadixDialog.Content className="fixed inset-0 z-[60] flex flex-col text-white focus:outline-none">
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{t('gallery.fullscreen_hint')}</RadixDialog.Description>
          {start !== null && <FullscreenTrack slides={slides} title={title} start={start} />}
          <RadixDialog.Close aria-label={t('gallery.close')} className="absolute end-3 top-3 z-20 flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function FullscreenTrack({ slides, title, start }: { slides: Slide[]; title: string; start: number }) {
  const { t } = useTranslation('items');
  const rtl = useDir() === 'rtl';
  const { track, index, go } = useTrack(slides.length);
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    go(start, 'instant');
    holder.current?.focus();
  }, [go, start]);
  return (
    <div ref={holder} tabIndex={-1} onKeyDown={(e) => onArrowKeys(e, rtl, index, go)} className="relative flex-1 focus:outline-none">
      <SlideTrack slides={slides} trackRef={track} fit="contain" title={title} sizes="100vw" />
      {slides.length > 1 && (
        <>
          <button type="button" onClick={() => go(index - 1)} aria-label={t('gallery.previous')} className={clsx(arrowButton, 'start-3 bg-white/15 text-white hover:bg-white/25')}>
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label={t('gallery.next')} className={clsx(arrowButton, 'end-3 bg-white/15 text-white hover:bg-white/25')}>
            <ChevronRightIcon />
          </button>
        </>
      )}
      <span className="absolute bottom-5 left-1/2 -translate-x-1/2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums" aria-live="polite">
        <span dir="ltr">{t('gallery.counter', { index: index + 1, count: slides.length })}</span>
      </span>
    </div>
  );
}
