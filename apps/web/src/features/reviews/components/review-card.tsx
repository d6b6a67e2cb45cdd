/** One review in a list: the author, the stars, when, the title and the text. */
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { StarRating } from '../../../components/ui/star-rating';
import type { Rating } from '../../../lib/queries/reviews';

export function ReviewCard({ review }: { review: Rating }) {
  const { t } = useTranslation('reviews');
  const author = review.user;
  return (
    <article className="flex gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <Avatar name={author.user_name} path={author.user_profile_photo} size={40} className="shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="truncate text-sm font-semibold text-fg">
            <bdi>{author.user_name || t('list.someone')}</bdi>
          </p>
          <span className="text-xs text-muted">{review.added_date_str}</span>
        </div>
        <p className="flex items-center gap-2">
          <StarRating value={review.rating} size={14} />
          <span className="sr-only">{t('list.stars_label', { value: review.rating })}</span>
        </p>
        {review.title && (
          <h3 className="text-sm font-semibold text-fg">
            <bdi>{review.title}</bdi>
          </h3>
        )}
        {review.description && (
          <p className="text-sm whitespace-pre-line break-words text-muted">
            <bdi>{review.description}</bdi>
          </p>
        )}
      </div>
    </article>
  );
}
