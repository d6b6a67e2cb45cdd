/** `/faq`: the questions buyers and sellers ask most, each opening to its answer (native disclosure widgets, so
 * the keyboard and screen readers work without script). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathFor } from '../../../app/routes';
import { ChevronDownIcon, InfoIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { contentQueries } from '../../../lib/queries/content';
import { ContentShell, ContentState } from '../components/content-shell';

export default function FaqScreen() {
  const { t, i18n } = useTranslation('content');
  const query = useQuery(contentQueries.faqs(i18n.language));
  const faqs = query.data ?? [];
  return (
    <ContentShell
      title={t('common:placeholders.faq.title')}
      subtitle={
        <>
          {t('faq.more')}{' '}
          <Link to={pathFor('contact')} className="font-semibold text-primary hover:underline">
            {t('faq.contact')}
          </Link>
        </>
      }
    >
      <ContentState query={query}>
        {() =>
          faqs.length === 0 ? (
            <EmptyState icon={<InfoIcon />} title={t('missing_title')} description={t('missing_text')} className="bg-surface" />
          ) : (
            <ul className="flex flex-col gap-3">
              {faqs.map((f) => (
                <li key={f.id}>
                  <details className="group rounded-2xl border border-line bg-surface p-4 shadow-card">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-fg" dir="auto">
                      {f.question}
                      <ChevronDownIcon size={18} className="shrink-0 text-muted transition-transform group-open:rotate-180" />
                    </summary>
                    <p className="mt-3 text-sm whitespace-pre-line text-fg" dir="auto">
                      {f.answer}
                    </p>
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </ContentState>
    </ContentShell>
  );
}
