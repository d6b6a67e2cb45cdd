/**
 * Badge applications (issue 14): the blue-mark and dealer applications waiting for review, oldest first, with the
 * applicant, their note and the dealer's certificate. Approving shows the badge at once; rejecting needs a reason,
 * which the applicant is told. Every decision is in the audit log.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ACCOUNT_LIMITS, type BadgeKind, type CallAnswer } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { thumbnailUrl, uploadUrl } from '../../../lib/api/images';
import { useBadgeApplications, useDecideBadge } from '../api/badges';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { formatDateTime } from '../lib/format';

type Application = CallAnswer<'admin/badge_applications'>[number];

function RejectBadgeDialog({ open, onClose, onReject, busy }: { open: boolean; onClose: () => void; onReject: (reason: string) => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) onReject(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('review.reject_title')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField label={t('review.reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={ACCOUNT_LIMITS.reasonMax} rows={3} required />
        <Button type="submit" variant="danger" loading={busy} disabled={reason.trim() === ''}>
          {t('review.reject')}
        </Button>
      </form>
    </Dialog>
  );
}

function ApplicationCard({ app, kind }: { app: Application; kind: BadgeKind }) {
  const { t } = useTranslation('account');
  const decide = useDecideBadge(kind);
  const [rejecting, setRejecting] = useState(false);
  const run = (reason: string | null) =>
    decide.mutate(
      { id: app.id, reason },
      {
        onSuccess: () => {
          toast.success(reason === null ? t('review.approved') : t('review.rejected'));
          setRejecting(false);
        },
      },
    );
  return (
    <li data-testid="badge-application" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:flex-row">
      {app.document_path && (
        <a href={uploadUrl(app.document_path) ?? undefined} target="_blank" rel="noopener noreferrer" className="shrink-0" aria-label={t('review.certificate')}>
          <img src={thumbnailUrl(app.document_path) ?? undefined} alt="" className="h-24 w-32 rounded-xl border border-line object-cover" />
        </a>
      )}
      <div className="min-w-0 flex-1">
        <Link to={pathFor('other-profile', { userId: app.user_id })} className="font-semibold text-fg hover:text-primary hover:underline">
          <bdi>{app.user_name}</bdi>
        </Link>
        <p className="truncate text-sm text-muted" dir="ltr">
          {app.user_email}
        </p>
        <p className="mt-1 text-xs text-muted">{t('review.applied', { date: formatDateTime(app.added_date) })}</p>
        {app.note && (
          <p className="mt-2 text-sm whitespace-pre-line text-fg">
            <span className="font-semibold">{t('review.note')}: </span>
            {app.note}
          </p>
        )}
        {decide.isError && (
          <Alert tone="error" className="mt-2">
            {errorMessage(decide.error)}
          </Alert>
        )}
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col">
        <Button size="sm" onClick={() => run(null)} loading={decide.isPending && !rejecting}>
          {t('review.approve')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          {t('review.reject')}
        </Button>
      </div>
      <RejectBadgeDialog open={rejecting} onClose={() => setRejecting(false)} onReject={run} busy={decide.isPending} />
    </li>
  );
}

export default function BadgesScreen() {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<BadgeKind>('blue_mark');
  const query = useBadgeApplications(kind);
  const rows = query.data ?? [];
  return (
    <div>
      <PageHeader title={t('review.title')} />
      <div role="tablist" className="mb-4 flex gap-2">
        {(['blue_mark', 'dealer'] as const).map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
            className={clsx('rounded-full px-4 py-2 text-sm font-semibold', kind === k ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface-3')}
          >
            {t(`review.${k}`)}
          </button>
        ))}
      </div>
      <ListState query={query} count={rows.length} empty={{ title: t('review.empty') }}>
        <ul className="flex flex-col gap-3">
          {rows.map((app) => (
            <ApplicationCard key={app.id} app={app} kind={kind} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}
