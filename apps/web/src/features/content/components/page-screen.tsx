/** A static page (privacy, terms, safety) in the reader's language (the server falls back to the default one). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { contentQueries } from '../../../lib/queries/content';
import { ContentShell, ContentState, ContentText } from './content-shell';

export function PageScreen({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const { t, i18n } = useTranslation('content');
  const query = useQuery(contentQueries.page(slug, i18n.language));
  const page = query.data;
  return (
    <ContentShell title={page?.title || fallbackTitle} subtitle={page ? t('updated', { date: formatDate(page.updated_date) }) : undefined}>
      <ContentState query={query}>{() => <ContentText text={page!.body} />}</ContentState>
    </ContentShell>
  );
}
