/**
 * A user's rating summary: the average (stars and number), how many reviews, and a bar per star value from
 * `rating_details` (count per star). With `reviewsLink`, a link to the user's review list.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { pathFor } from '../app/routes';
import { StarRating } from './ui/star-rating';
import type { User } from '../lib/api/types';
import { formatNumber } from '../lib/format';

const STARS = [
  [5, 'five'],
  [4, 'four'],
  [3, 'three'],
  [2, 'two'],
  [1, 'one'],
] as const;

export interface RatingSummaryProps {
  user: Pick<User, 'user_id' | 'overall_rating' | 'rating_count' | 'rating_details'>;
  /** Show the link to the review list. */
  reviewsLink?: boolean;
  /** A compact single line (stars, average, count) instead of the card with bars. */
  compact?: boolean;
  className?: string;
}

/** The average: from the per-star counts when there are any (they are counted live), else the stored one. */
export function averageOf(user: RatingSummaryProps['user']): number {
  const d = user.rating_details;
  if (d.total_rating_count > 0) return Math.round((d.total_rating_value / d.total_rating_count) * 10) / 10;
  return user.overall_rating ?? 0;
}

export function RatingSummary({ user, reviewsLink = false, compact = false, className }: RatingSummaryProps) {
  const { t } = useTranslation('reviews');
  const d = user.rating_details;
  const count = Math.max(d.total_rating_count, user.rating_count);
  const average = averageOf(user);
  const link = reviewsLink && (
    <Link to={pathFor('review-list', {}, { user_id: user.user_id })} className="text-sm font-semibold text-primary hover:underline">
      {t('summary.see_all')}
    </Link>
  );

  const headline = (
    <div className="flex flex-wrap items-center gap-2">
      <StarRating value={average} size={compact ? 16 : 20} />
      <span className={clsx('font-bold text-fg tabular-nums', compact ? 'text-sm' : 'text-2xl')}>
        {formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <span className="sr-only">{t('summary.average_label', { value: average.toFixed(1) })}</span>
      <span className="text-sm text-muted">{count > 0 ? t('summary.count', { n: formatNumber(count) }) : t('summary.none')}</span>
    </div>
  );

  if (compact)
    return (
      <div className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
        {headline}
        {link}
      </div>
    );

  return (
    <section
      aria-labelledby={`rating-summary-${user.user_id}`}
      className={clsx('flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`rating-summary-${user.user_id}`} className="text-lg font-semibold text-fg">
          {t('summary.title')}
        </h2>
        {link}
      </div>
      {headline}
      <ul className="flex flex-col gap-1.5" aria-label={t('summary.breakdown')}>
        {STARS.map(([n, word]) => {
          const stars = d[`${word}_star_count`];
          const percent = count > 0 ? Math.round((stars / count) * 100) : 0;
          return (
            <li key={n} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-muted">{t('summary.star_row', { value: n })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <span className="block h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-end text-muted tabular-nums" data-testid={`star-count-${n}`}>
                {formatNumber(stars)}
              </span>
              <span className="sr-only">{t('summary.star_row_label', { value: n, n: formatNumber(stars), percent })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
