/** `/blog`: published posts, newest first, 30 a page, with a search over titles and texts. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { SearchIcon, SparkIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { errorMessage } from '../../../lib/api/client';
import { contentQueries } from '../../../lib/queries/content';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function BlogListScreen() {
  const { t, i18n } = useTranslation('content');
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const query = useInfiniteQuery(contentQueries.blogs(term, i18n.language));
  const posts = query.data?.pages.flat() ?? [];
  const title = t('common:placeholders.blog_list.title');
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="mt-1 text-sm text-muted">{t('common:placeholders.blog_list.text')}</p>
        </div>
        <form
          role="search"
          className="flex w-full max-w-xs items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 focus-within:ring-2 focus-within:ring-primary"
          onSubmit={(e) => {
            e.preventDefault();
            setTerm(draft.trim());
          }}
        >
          <SearchIcon size={18} className="text-muted" />
          <input
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('blog.search')}
            aria-label={t('blog.search')}
            className="min-w-0 flex-1 bg-transparent text-sm text-fg outline-none"
          />
        </form>
      </header>
      {query.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2" role="status" aria-label={t('loading')}>
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      ) : query.isError && posts.length === 0 ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : posts.length === 0 ? (
        <EmptyState icon={<SparkIcon />} title={t('blog.empty_title')} description={term ? t('blog.empty_search') : t('blog.empty_text')} className="bg-surface" />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {posts.map((p) => (
            <li key={p.id}>
              <Link
                to={pathFor('blog-detail', { blogId: p.id })}
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:shadow-lg"
              >
                <ResponsiveImage path={p.default_photo?.img_path} alt="" sizes="(min-width: 640px) 480px, 100vw" className="aspect-video w-full object-cover" />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs text-muted">{p.added_date_str}</p>
                  <h2 className="text-lg font-semibold text-fg" dir="auto">
                    {p.name}
                  </h2>
                  <p className="line-clamp-3 text-sm text-muted" dir="auto">
                    {p.description}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="outline" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('blog.more')}
        </Button>
      )}
    </div>
  );
}
