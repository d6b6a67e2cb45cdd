/**
 * `/followers` and `/following`: the signed-in user's lists, or with `?user_id=` another user's (which the server
 * shows only while that user shows their profile; otherwise its message says so).
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FollowReturnType } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { peopleQueries } from '../../../lib/queries/people';
import { userQueries } from '../../../lib/queries/users';
import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PeopleList } from './people-list';

export function FollowScreen({ type }: { type: FollowReturnType }) {
  const [params] = useSearchParams();
  const asked = params.get('user_id') ?? '';
  if (asked) return <FollowLists userId={asked} type={type} />;
  return (
    <RequireLogin>
      <OwnLists type={type} />
    </RequireLogin>
  );
}

function OwnLists({ type }: { type: FollowReturnType }) {
  const { user } = useSession();
  return <FollowLists userId={user?.user_id ?? ''} type={type} />;
}

function FollowLists({ userId, type }: { userId: string; type: FollowReturnType }) {
  const { t } = useTranslation('people');
  const { user: me } = useSession();
  const own = me?.user_id === userId;
  const person = useQuery({ ...userQueries.detail(userId), enabled: userId !== '' && !own });
  const query = useInfiniteQuery(peopleQueries.follows(userId, type));
  const name = person.data?.user_name ?? '';
  const title = own || !name ? t(`${type}.title`) : t(`${type}.title_of`, { name });
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-fg" dir="auto">
          {title}
        </h1>
        <nav aria-label={t('lists_label')} className="flex gap-2 text-sm font-semibold">
          {(['follower', 'following'] as const).map((other) => (
            <Link
              key={other}
              to={`${pathFor(other === 'follower' ? 'followers' : 'following')}${own ? '' : `?user_id=${encodeURIComponent(userId)}`}`}
              aria-current={other === type ? 'page' : undefined}
              className={other === type ? 'rounded-full bg-primary-soft px-3 py-1 text-primary' : 'rounded-full px-3 py-1 text-muted hover:text-fg'}
            >
              {t(`${other}.tab`)}
            </Link>
          ))}
        </nav>
      </header>
      <PeopleList query={query} emptyTitle={t(`${type}.empty_title`)} emptyText={own ? t(`${type}.empty_own`) : t(`${type}.empty_other`)} />
    </div>
  );
}
