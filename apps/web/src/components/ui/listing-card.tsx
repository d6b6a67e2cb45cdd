/**
 * The card of one listing in a grid or a rail: photo (lazy, thumbnails by srcset), badges, a sold ribbon, a
 * favourite toggle, price, title, key facts, place and age. Presentational only: the caller maps its data in and
 * handles the favourite. The whole card is one link (the title's link stretches over it).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { ClockIcon, HeartIcon, ImageIcon, MapPinIcon } from '../icons';
import { ResponsiveImage } from './responsive-image';

export interface ListingCardProps {
  href: string;
  title: string;
  photoPath?: string;
  photoCount?: number;
  sizes: string;
  price: ReactNode;
  /** Short facts joined by middots: year, distance, fuel, transmission. */
  facts: string[];
  location?: string;
  age?: string;
  /** Featured / discount badges at the top start corner. */
  badges?: ReactNode;
  /** Text of the diagonal ribbon (e.g. "Sold"); none when empty. */
  ribbon?: string;
  favourite?: { pressed: boolean; label: string; onPress: () => void; busy?: boolean };
  priority?: boolean;
  className?: string;
}

export function ListingCard({ href, title, photoPath, photoCount = 0, sizes, price, facts, location, age, badges, ribbon, favourite, priority, className }: ListingCardProps) {
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow duration-200 hover:shadow-pop',
        className,
      )}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-surface-2">
        <ResponsiveImage path={photoPath} alt="" sizes={sizes} priority={priority} width={600} height={400} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        {badges && <div className="absolute start-2.5 top-2.5 flex flex-wrap gap-1.5">{badges}</div>}
        {photoCount > 1 && (
          <span className="absolute end-2.5 bottom-2.5 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white backdrop-blur-sm">
            <ImageIcon size={13} />
            {photoCount}
          </span>
        )}
        {ribbon && (
          <div className="pointer-events-none absolute inset-0 overflow-hidden">
            <span className="absolute end-[-3.25rem] top-5 w-44 rotate-45 bg-fg py-1 text-center text-xs font-extrabold tracking-widest text-bg uppercase shadow-md rtl:-rotate-45">
              {ribbon}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {price}
        <h3 className="line-clamp-2 min-h-[2.5rem] text-[15px] leading-5 font-semibold text-fg">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:z-[1] after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            <bdi>{title}</bdi>
          </Link>
        </h3>
        {facts.length > 0 && (
          <p className="truncate text-sm text-muted">
            {facts.map((fact, i) => (
              <span key={`${i}-${fact}`}>
                {i > 0 && ' · '}
                <bdi>{fact}</bdi>
              </span>
            ))}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1">
            {location && (
              <>
                <MapPinIcon size={14} />
                <bdi className="truncate">{location}</bdi>
              </>
            )}
          </span>
          {age && (
            <span className="flex shrink-0 items-center gap-1">
              <ClockIcon size={14} />
              {age}
            </span>
          )}
        </div>
      </div>
      {favourite && (
        <button
          type="button"
          onClick={favourite.onPress}
          aria-pressed={favourite.pressed}
          aria-label={favourite.label}
          disabled={favourite.busy}
          className={clsx(
            'absolute end-2.5 top-2.5 z-[2] flex h-10 w-10 items-center justify-center rounded-full bg-surface/90 shadow-md backdrop-blur transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-ring',
            favourite.pressed ? 'text-danger' : 'text-fg',
          )}
        >
          <HeartIcon size={20} fill={favourite.pressed ? 'currentColor' : 'none'} />
        </button>
      )}
    </article>
  );
}

/** A badge on a card photo. */
export function CardBadge({ tone, children }: { tone: 'accent' | 'danger' | 'dark' | 'primary'; children: ReactNode }) {
  const tones = {
    accent: 'bg-accent text-on-accent',
    danger: 'bg-danger text-white dark:text-bg',
    dark: 'bg-fg text-bg',
    primary: 'bg-primary text-on-primary',
  } as const;
  return <span className={clsx('rounded-full px-2.5 py-1 text-xs font-bold shadow-sm', tones[tone])}>{children}</span>;
}

/** The loading shape of a ListingCard (same height, so nothing jumps when cards arrive). */
export function ListingCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('flex flex-col overflow-hidden rounded-2xl border border-line bg-surface', className)}>
      <div className="wd-skeleton aspect-[3/2]" />
      <div className="flex flex-col gap-2.5 p-4">
        <div className="wd-skeleton h-6 w-1/2 rounded-md" />
        <div className="wd-skeleton h-4 w-full rounded-md" />
        <div className="wd-skeleton h-4 w-3/4 rounded-md" />
        <div className="wd-skeleton h-4 w-2/3 rounded-md" />
        <div className="wd-skeleton mt-2 h-3 w-full rounded-md" />
      </div>
    </div>
  );
}
