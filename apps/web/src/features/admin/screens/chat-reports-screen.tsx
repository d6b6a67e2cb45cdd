/**
 * Reported conversations, newest first: the listing, who reported whom and why, and the reported user's messages
 * only (the reporter's side never reaches staff). Staff dismiss a report, or close it as actioned — optionally
 * banning the reported user, which closes their other conversation reports too — after a confirmation.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_TYPE } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { errorMessage } from '../../../lib/api/client';
import { uploadUrl } from '../../../lib/api/images';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { actionChatReport, dismissChatReport, useChatReports, type ChatReport } from '../api/chat-reports';
import { adminKeys } from '../api/keys';
import { removeRows, rowsOf } from '../api/paging';
import { BanIcon, FlagIcon } from '../components/admin-icons';
import { ItemRow } from '../components/item-row';
import { ListState, LoadMore } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { formatDateTime, formatRelative } from '../lib/format';

type Person = ChatReport['reporter'];

function PersonLink({ person }: { person: Person }) {
  const { t } = useTranslation('admin');
  if (!person) return <span className="text-muted">{t('chatSafety.reports.deleted_user')}</span>;
  return (
    <Link to={pathFor('other-profile', { userId: person.user_id })} className="font-medium text-fg hover:underline" dir="auto">
      {person.user_name || person.user_id}
    </Link>
  );
}

function Messages({ report }: { report: ChatReport }) {
  const { t } = useTranslation('admin');
  if (report.messages.length === 0) return <p className="text-sm text-muted">{t('chatSafety.reports.no_messages')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold text-muted">
        {report.message_count > report.messages.length
          ? t('chatSafety.reports.latest_of', { shown: report.messages.length, total: report.message_count })
          : t('chatSafety.reports.messages_by', { name: report.reported_user?.user_name ?? '' })}
      </p>
      <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto rounded-xl bg-surface-2 p-2">
        {report.messages.map((m) => (
          <li key={m.id} className="max-w-[85%] self-start rounded-2xl rounded-ss-sm border border-line bg-surface px-3 py-2 text-sm">
            {m.type === CHAT_MESSAGE_TYPE.image && uploadUrl(m.img_path) ? (
              <img src={uploadUrl(m.img_path)!} alt={t('chatSafety.reports.image')} className="max-h-48 rounded-lg" loading="lazy" />
            ) : m.type === CHAT_MESSAGE_TYPE.offer ? (
              <p className="font-medium text-fg">{t('chatSafety.reports.offer', { amount: m.offer_amount ?? 0 })}</p>
            ) : (
              <p dir="auto" className="break-words whitespace-pre-wrap text-fg">
                {m.message}
              </p>
            )}
            {m.warning_kinds.length > 0 && (
              <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-danger">
                <AlertIcon size={12} />
                {m.warning_kinds.map((k) => t(`chatSafety.kinds.${k}`)).join(' · ')}
              </p>
            )}
            <time className="mt-1 block text-xs text-muted" dateTime={m.added_date.toISOString()}>
              {formatDateTime(m.added_date)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReportDetails({ report }: { report: ChatReport }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {t('chatSafety.reports.by')} <PersonLink person={report.reporter} />
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        {t('chatSafety.reports.against')} <PersonLink person={report.reported_user} />
        <span className="mx-1.5" aria-hidden="true">
          ·
        </span>
        <time dateTime={report.added_date.toISOString()} title={formatDateTime(report.added_date)}>
          {formatRelative(report.added_date)}
        </time>
      </p>
      <blockquote dir="auto" className="border-s-4 border-danger/40 ps-3 text-sm text-fg">
        {report.reason || <span className="text-muted">{t('chatSafety.reports.no_reason')}</span>}
      </blockquote>
      <Messages report={report} />
    </div>
  );
}

export default function ChatReportsScreen() {
  const { t } = useTranslation('admin');
  const query = useChatReports();
  const rows = rowsOf(query.data?.pages);
  const client = useQueryClient();
  const [acting, setActing] = useState<ChatReport | null>(null);
  const [ban, setBan] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const drop = (drop: (r: ChatReport) => boolean) => {
    removeRows<ChatReport>(client, adminKeys.chatReports, drop);
    void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };

  const dismiss = async (report: ChatReport) => {
    setBusy(report.id);
    try {
      await dismissChatReport(report.id);
      drop((r) => r.id === report.id);
      toast.success(t('chatSafety.reports.dismissed'));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const act = async () => {
    const report = acting;
    if (!report) return;
    setBusy(report.id);
    setError(null);
    try {
      await actionChatReport(report.id, ban);
      // A ban closes every open report against the same user.
      drop((r) => r.id === report.id || (ban && r.reported_user?.user_id === report.reported_user?.user_id));
      setActing(null);
      toast.success(ban ? t('chatSafety.reports.actioned_banned') : t('chatSafety.reports.actioned'));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('chatSafety.reports.title')} description={t('chatSafety.reports.description')} />
      <ListState query={query} count={rows.length} empty={{ title: t('chatSafety.reports.empty_title'), description: t('chatSafety.reports.empty_text'), icon: <CheckIcon /> }}>
        <ul className="flex flex-col gap-3">
          {rows.map((report) => {
            const actions = (
              <>
                <Button size="sm" variant="outline" loading={busy === report.id && !acting} onClick={() => void dismiss(report)}>
                  <CheckIcon size={16} />
                  {t('chatSafety.reports.dismiss')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="text-danger"
                  onClick={() => {
                    setBan(true);
                    setError(null);
                    setActing(report);
                  }}
                >
                  <FlagIcon size={16} />
                  {t('chatSafety.reports.take_action')}
                </Button>
              </>
            );
            return (
              <li key={report.id} className="flex flex-col gap-2">
                {/* The listing, then the report at full width (phones have no room beside the photo). */}
                {report.item && <ItemRow item={report.item} />}
                <article aria-label={t('chatSafety.reports.title')} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4">
                  <ReportDetails report={report} />
                  <div className="flex flex-wrap gap-2">{actions}</div>
                </article>
              </li>
            );
          })}
        </ul>
        <LoadMore query={query} />
      </ListState>

      <ConfirmDialog
        open={acting !== null}
        onOpenChange={(open) => !open && setActing(null)}
        title={t('chatSafety.reports.action_title')}
        description={t('chatSafety.reports.action_text')}
        confirmLabel={ban ? t('chatSafety.reports.confirm_ban') : t('chatSafety.reports.confirm_action')}
        danger
        busy={busy !== null}
        error={error}
        onConfirm={() => void act()}
      >
        <CheckboxField
          label={
            <span className="inline-flex items-center gap-1.5">
              <BanIcon size={14} />
              {t('chatSafety.reports.also_ban', { name: acting?.reported_user?.user_name ?? '' })}
            </span>
          }
          checked={ban}
          onChange={(e) => setBan(e.target.checked)}
        />
      </ConfirmDialog>
    </section>
  );
}
