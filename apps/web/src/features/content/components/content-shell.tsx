/** The frame of a content screen: a narrow readable column with its title, an optional line under it, and the
 * loading, error and "not written yet" states every content screen shares. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage, isApiError } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ContentShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg" dir="auto">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
      </header>
      {children}
    </article>
  );
}

/** Loading, error (404: not written yet) or the content. */
export function ContentState({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: () => ReactNode }) {
  const { t } = useTranslation('content');
  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t('loading')}>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </div>
    );
  if (query.isError && isApiError(query.error) && query.error.httpStatus === 404)
    return <EmptyState icon={<InfoIcon />} title={t('missing_title')} description={t('missing_text')} className="bg-surface" />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorMessage(query.error)}</Alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  return <>{children()}</>;
}

/**
 * Text written by the admin, in the text's own direction: paragraphs kept, and the two marks the policies use — a
 * block starting "## " is a heading, a block of "- " lines a list. Everything else stays plain text (no HTML).
 */
export function ContentText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-fg" dir="auto">
      {blocks.map((block, i) => {
        const lines = block.trim().split('\n');
        if (lines.length === 1 && lines[0]!.startsWith('## '))
          return (
            <h2 key={i} className="mt-2 text-xl font-semibold text-fg">
              {lines[0]!.slice(3)}
            </h2>
          );
        if (lines.every((l) => l.startsWith('- ')))
          return (
            <ul key={i} className="flex list-disc flex-col gap-1.5 ps-6">
              {lines.map((l, j) => (
                <li key={j}>{l.slice(2)}</li>
              ))}
            </ul>
          );
        return (
          <p key={i} className="whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </div>
  );
}
