/**
 * `/review-list?user_id=…` (spec §2.1): a user's rating summary (average, count, a bar per star) and the reviews
 * they received, newest first, page by page. Without user_id, the signed-in user's own (visitors log in first).
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { StarIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { reviewQueries } from '../../../lib/queries/reviews';
import { userQueries } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RatingSummary } from '../../../components/rating-summary';
import { ReviewCard } from '../components/review-card';

export default function ReviewListScreen() {
  const [params] = useSearchParams();
  const asked = params.get('user_id') ?? '';
  if (!asked)
    return (
      <RequireLogin>
        <OwnReviews />
      </RequireLogin>
    );
  return <Reviews userId={asked} />;
}

function OwnReviews() {
  const { user } = useSession();
  return <Reviews userId={user?.user_id ?? ''} />;
}

function Reviews({ userId }: { userId: string }) {
  const { t } = useTranslation('reviews');
  const { user: session } = useSession();
  const own = session?.user_id === userId;
  const person = useQuery(userQueries.detail(userId));
  const reviews = useInfiniteQuery(reviewQueries.ofUser(userId));
  const name = person.data?.user_name ?? '';
  useDocumentTitle(own ? t('list.own_title') : name ? t('list.title', { name }) : t('list.title_plain'));
  const list = reviews.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{own ? t('list.own_title') : name ? t('list.title', { name }) : t('list.title_plain')}</h1>
        {person.data && (
          <Link to={own ? pathFor('profile') : pathFor('other-profile', { userId })} className="text-sm font-semibold text-primary hover:underline">
            {t('list.back_to_profile')}
          </Link>
        )}
      </header>

      {person.isPending ? (
        <Skeleton className="h-56 rounded-2xl" />
      ) : person.isError ? (
        <Alert tone="error">{errorMessage(person.error)}</Alert>
      ) : (
        <RatingSummary user={person.data} />
      )}

      <section aria-labelledby="reviews-title" className="flex flex-col gap-3">
        <h2 id="reviews-title" className="text-lg font-semibold text-fg">
          {t('list.reviews')}
        </h2>
        {reviews.isPending ? (
          <div className="flex flex-col gap-3" role="status">
            <span className="sr-only">{t('list.loading')}</span>
            <Skeleton className="h-28 rounded-2xl" />
            <Skeleton className="h-28 rounded-2xl" />
          </div>
        ) : reviews.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{errorMessage(reviews.error)}</Alert>
            <Button variant="outline" onClick={() => void reviews.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={<StarIcon />} title={t('list.empty_title')} description={own ? t('list.empty_own') : t('list.empty_text')} className="bg-surface" />
        ) : (
          <ol className="flex flex-col gap-3">
            {list.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ol>
        )}
        {reviews.hasNextPage && (
          <Button variant="outline" className="self-center" loading={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
            {t('list.more')}
          </Button>
        )}
      </section>
    </div>
  );
}
