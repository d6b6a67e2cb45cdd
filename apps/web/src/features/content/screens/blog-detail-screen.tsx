/** `/blog/{blogId}`: one post in the reader's language, with its photo and a way back to the list. */
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { ArrowLeftIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format';
import { contentQueries } from '../../../lib/queries/content';
import { ContentShell, ContentState, ContentText } from '../components/content-shell';

export default function BlogDetailScreen() {
  const { blogId = '' } = useParams();
  const { t, i18n } = useTranslation('content');
  const query = useQuery(contentQueries.blog(blogId, i18n.language));
  const post = query.data;
  return (
    <ContentShell title={post?.name || t('common:placeholders.blog_detail.title')} subtitle={post ? formatDate(post.added_date) : undefined}>
      <ContentState query={query}>
        {() => (
          <>
            {post?.default_photo && <ResponsiveImage path={post.default_photo.img_path} alt="" sizes="(min-width: 768px) 720px, 100vw" original className="w-full rounded-2xl object-cover" priority />}
            <ContentText text={post?.description ?? ''} />
          </>
        )}
      </ContentState>
      <Link to={pathFor('blog-list')} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
        <ArrowLeftIcon size={16} className="rtl:rotate-180" />
        {t('blog.back')}
      </Link>
    </ContentShell>
  );
}
