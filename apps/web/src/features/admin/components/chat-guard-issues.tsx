/** The problems of a chat guard draft, errors first: what is wrong and which term, in the reader's language. */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import type { DraftIssue } from '../lib/chat-guard-draft';

export function IssueList({ issues, className }: { issues: readonly DraftIssue[]; className?: string }) {
  const { t } = useTranslation('admin');
  if (issues.length === 0) return null;
  const sorted = [...issues].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return (
    <ul className={clsx('flex flex-col gap-1.5', className)}>
      {sorted.map((issue, i) => {
        const error = issue.severity === 'error';
        const Icon = error ? AlertIcon : InfoIcon;
        return (
          <li key={i} className={clsx('flex items-start gap-2 rounded-lg px-3 py-2 text-sm', error ? 'bg-danger-soft text-danger' : 'bg-accent-soft text-fg')}>
            <Icon size={16} className="mt-0.5 shrink-0" />
            <span className="min-w-0">
              {t(`chatSafety.problems.${issue.code}`, { letters: issue.letters ?? '' })}
              {issue.term && (
                <code dir="ltr" className="mt-0.5 block break-all font-mono text-xs opacity-90">
                  {issue.term}
                </code>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
