/**
 * Photos shown large, one at a time, over a dark backdrop: previous/next buttons and the arrow keys (which follow
 * the reading direction, so → means "next" in English and "previous" in Arabic), a counter, Escape to close.
 */
import type { KeyboardEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../lib/api/images';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';

export interface LightboxPhoto {
  /** `img_path` from the wire. */
  path: string;
  alt: string;
}

export interface LightboxProps {
  photos: readonly LightboxPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Accessible name of the dialog (e.g. the listing's title). */
  title: string;
  labels: { previous: string; next: string; counter: (current: number, total: number) => string };
}

export function Lightbox({ photos, index, onIndexChange, title, labels }: LightboxProps) {
  const { t } = useTranslation('common');
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const photo = photos[current];
  const go = (step: number) => onIndexChange((current + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    event.preventDefault();
    go(forward ? 1 : -1);
  };

  const nav = 'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="wd-overlay fixed inset-0 z-50 bg-black/90" />
        <RadixDialog.Content onKeyDown={onKeyDown} className="fixed inset-0 z-50 flex flex-col focus:outline-none">
          <div className="flex items-center gap-3 px-4 py-3 text-white">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">{title}</RadixDialog.Title>
            {photos.length > 1 && (
              <span className="text-sm tabular-nums text-white/80" aria-live="polite">
                {labels.counter(current + 1, photos.length)}
              </span>
            )}
            <RadixDialog.Close aria-label={t('actions.close')} className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{photo?.alt || title}</RadixDialog.Description>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
            {photo && <img src={uploadUrl(photo.path) ?? undefined} alt={photo.alt} className="max-h-full max-w-full rounded-lg object-contain" />}
            {photos.length > 1 && (
              <>
                <button type="button" onClick={() => go(-1)} aria-label={labels.previous} className={`${nav} start-2 sm:start-4`}>
                  <ChevronLeftIcon />
                </button>
                <button type="button" onClick={() => go(1)} aria-label={labels.next} className={`${nav} end-2 sm:end-4`}>
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
