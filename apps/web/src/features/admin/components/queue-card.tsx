/**
 * One listing waiting for review: its photos (click to enlarge), title, price, seller, category › make › model,
 * the start of the description and when it was submitted, with the three moderation actions. The selected card
 * (keyboard focus of the queue) is outlined.
 */
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { itemPath, pathFor } from '../../../app/routes';
import type { Image } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { PriceTag } from '../../../components/ui/price-tag';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { CheckIcon, ClockIcon, MapPinIcon } from '../../../components/icons';
import type { AdminItem } from '../api/get-admin-items';
import { formatDateTime, formatRelative } from '../lib/format';
import { ExternalLinkIcon, PowerIcon, XCircleIcon } from './admin-icons';
import { Kbd } from './shortcut-help';

/** The listing's photos in order: every photo when the call sent them, else the default one. */
export function photosOf(item: AdminItem): Image[] {
  if (item.images?.length) return item.images;
  return item.default_photo?.img_path ? [item.default_photo] : [];
}

/** "Cars › Honda › Accord" (the parts that exist). */
export function catalogPath(item: AdminItem): string {
  return [item.category?.cat_name, item.sub_category?.name, item.model?.name].filter(Boolean).join(' › ');
}

const MAX_THUMBS = 5;

export interface QueueCardProps {
  item: AdminItem;
  selected: boolean;
  onSelect: () => void;
  onApprove: () => void;
  onReject: () => void;
  onDisable: () => void;
  onOpenPhoto: (index: number) => void;
  ref?: Ref<HTMLElement>;
}

export function QueueCard({ item, selected, onSelect, onApprove, onReject, onDisable, onOpenPhoto, ref }: QueueCardProps) {
  const { t } = useTranslation('admin');
  const photos = photosOf(item);
  const headingId = `queue-item-${item.id}`;
  const submitted = item.updated_date ?? item.added_date;
  const facts = [
    item.vehicle_year ? String(item.vehicle_year) : '',
    item.driven_km ? t('queue.km', { value: formatNumber(item.driven_km) }) : '',
    item.condition_of_item?.name ?? '',
  ].filter(Boolean);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={selected || undefined}
      onClick={onSelect}
      onFocus={onSelect}
      className={clsx(
        'grid scroll-mt-24 gap-4 rounded-2xl border bg-surface p-3 shadow-card transition-shadow focus:outline-none sm:p-4 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-line',
      )}
    >
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={() => onOpenPhoto(0)}
          disabled={photos.length === 0}
          aria-label={t('queue.enlarge_photo', { index: 1, total: Math.max(photos.length, 1) })}
          className="relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ResponsiveImage path={photos[0]?.img_path} alt="" sizes="(min-width: 768px) 17rem, 100vw" />
          {photos.length > 0 && (
            <span className="absolute end-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
              {t('queue.photo_count', { count: photos.length })}
            </span>
          )}
        </button>
        {photos.length > 1 && (
          <ul className="grid grid-cols-5 gap-1.5" aria-label={t('queue.photos')}>
            {photos.slice(1, MAX_THUMBS + 1).map((photo, i) => (
              <li key={photo.img_id || photo.img_path}>
                <button
                  type="button"
                  onClick={() => onOpenPhoto(i + 1)}
                  aria-label={t('queue.enlarge_photo', { index: i + 2, total: photos.length })}
                  className="relative block aspect-square w-full overflow-hidden rounded-lg bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <ResponsiveImage path={photo.img_path} alt="" sizes="3.5rem" />
                  {i === MAX_THUMBS - 1 && photos.length > MAX_THUMBS + 1 && (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-sm font-bold text-white">
                      +{photos.length - MAX_THUMBS - 1}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 id={headingId} dir="auto" className="text-start text-lg leading-snug font-semibold text-fg">
              {item.title}
            </h2>
            {item.subtitle && (
              <p dir="auto" className="truncate text-start text-sm text-muted">
                {item.subtitle}
              </p>
            )}
          </div>
          <PriceTag price={item.price} symbol={item.item_currency?.currency_symbol} size="md" />
        </div>

        <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="sr-only">{t('queue.category')}</dt>
            <dd dir="auto" className="truncate text-start font-medium text-fg">
              {catalogPath(item) || '—'}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="sr-only">{t('queue.facts')}</dt>
            <dd className="truncate text-muted">{facts.join(' · ') || '—'}</dd>
          </div>
          {item.item_location?.name && (
            <div className="flex min-w-0 items-center gap-1.5 text-muted">
              <dt className="sr-only">{t('queue.location')}</dt>
              <MapPinIcon size={16} />
              <dd dir="auto" className="truncate">
                {item.item_location.name}
              </dd>
            </div>
          )}
          <div className="flex min-w-0 items-center gap-1.5 text-muted">
            <dt className="sr-only">{t('queue.submitted')}</dt>
            <ClockIcon size={16} />
            <dd className="truncate">
              <time dateTime={submitted.toISOString()} title={formatDateTime(submitted)}>
                {item.updated_date ? t('queue.edited_at', { when: formatRelative(submitted) }) : t('queue.submitted_at', { when: formatRelative(submitted) })}
              </time>
            </dd>
          </div>
        </dl>

        <div className="flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2">
          <Avatar name={item.user?.user_name ?? ''} path={item.user?.user_profile_photo} size={36} />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate">
              <span className="sr-only">{t('queue.seller')}: </span>
              <Link
                to={pathFor('other-profile', { userId: item.user?.user_id ?? item.added_user_id })}
                className="font-semibold text-fg hover:underline"
                onClick={(e) => e.stopPropagation()}
              >
                {item.user?.user_name || item.added_user_id}
              </Link>
            </p>
            {item.user?.user_email && <p className="truncate text-xs text-muted">{item.user.user_email}</p>}
          </div>
        </div>

        <p dir="auto" className="line-clamp-3 text-start text-sm leading-6 text-muted">
          {item.description}
        </p>

        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Button variant="primary" onClick={onApprove} aria-keyshortcuts="a">
            <CheckIcon size={18} />
            {t('actions.approve')}
            <span className="hidden lg:inline-flex">
              <Kbd>a</Kbd>
            </span>
          </Button>
          <Button variant="outline" onClick={onReject} aria-keyshortcuts="r" className="text-danger">
            <XCircleIcon size={18} />
            {t('actions.reject')}
            <span className="hidden lg:inline-flex">
              <Kbd>r</Kbd>
            </span>
          </Button>
          <Button variant="ghost" onClick={onDisable} aria-keyshortcuts="d">
            <PowerIcon size={18} />
            {t('actions.disable')}
          </Button>
          <Link
            to={itemPath({ id: item.id, title: item.title })}
            target="_blank"
            rel="noopener"
            className="ms-auto inline-flex h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium text-primary hover:underline"
          >
            {t('actions.open_listing')}
            <ExternalLinkIcon size={16} />
            <span className="sr-only">{t('actions.new_tab')}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
