import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { ArrowRightIcon, ClockIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Scroller } from '../../../components/ui/scroller';
import { useFeeds } from '../api/find-feeds';
import { RAIL_ITEM } from './item-rail';

/**
 * The newest blog posts; the whole rail stays hidden while the blog is unavailable or empty. The posts render as a
 * transition after their answer (useDeferredValue), in slices, rather than in the answer's own blocking render.
 */
export function BlogRail() {
  const { t } = useTranslation('items');
  const { t: tc } = useTranslation('common');
  const posts = useDeferredValue(useFeeds().data);
  if (!posts || posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-title" className="wd-render-near flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="blog-title" className="text-xl font-bold tracking-tight text-fg">
            {t('dashboard.blog_title')}
          </h2>
          <p className="text-sm text-muted">{t('dashboard.blog_text')}</p>
        </div>
        <Link to={pathFor('blog-list')} className="flex shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline">
          {tc('actions.see_all')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <Scroller previousLabel={t('rails.previous')} nextLabel={t('rails.next')} label={t('dashboard.blog_title')}>
        {posts.map((post) => (
          <li key={post.id} className={RAIL_ITEM}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card hover:shadow-pop">
              <div className="aspect-[16/9] overflow-hidden bg-surface-2">
                <ResponsiveImage path={post.default_photo?.img_path} alt="" sizes="280px" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="line-clamp-2 font-semibold text-fg">
                  <Link to={pathFor('blog-detail', { blogId: post.id })} className="after:absolute after:inset-0">
                    {post.name}
                  </Link>
                </h3>
                {post.description && <p className="line-clamp-2 text-sm text-muted">{post.description}</p>}
                {post.added_date_str && (
                  <p className="mt-auto flex items-center gap-1 text-xs text-muted">
                    <ClockIcon size={14} />
                    {post.added_date_str}
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </Scroller>
    </section>
  );
}
