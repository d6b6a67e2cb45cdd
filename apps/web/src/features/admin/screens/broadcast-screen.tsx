/**
 * Broadcasts (issue 12): an admin writes to every user, or to the users of some interface languages — in their
 * notification list and as a push — and follows each broadcast's delivery: recipients, devices, and how many
 * pushes went out or failed, read again every few seconds while one is still being sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/toast';
import { thumbnailUrl } from '../../../lib/api/images';
import { formatNumber } from '../../../lib/format';
import { deliveryShare, sendBroadcast, useBroadcasts, type Broadcast, type BroadcastDraft } from '../api/broadcasts';
import { adminKeys } from '../api/keys';
import { MegaphoneIcon } from '../components/admin-icons';
import { BroadcastForm, languageName } from '../components/broadcast-form';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { formatDateTime } from '../lib/format';

const STATUS_TONE: Record<Broadcast['status'], string> = {
  queued: 'bg-surface-2 text-muted',
  sending: 'bg-primary-soft text-primary',
  sent: 'bg-success-soft text-success',
};

function BroadcastRow({ broadcast: b }: { broadcast: Broadcast }) {
  const { t } = useTranslation('admin');
  const image = thumbnailUrl(b.default_photo?.img_path);
  const codes = b.languages.split(',').filter(Boolean);
  const n = (v: number) => formatNumber(v);
  return (
    <article aria-labelledby={`broadcast-${b.id}`} className="flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card">
      {image && <img src={image} alt="" className="hidden h-20 w-28 shrink-0 rounded-xl object-cover sm:block" />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`broadcast-${b.id}`} className="font-semibold break-words text-fg" dir="auto">
              {b.title}
            </h3>
            <p className="text-xs text-muted">
              {formatDateTime(b.added_date)} · {codes.length > 0 ? t('broadcast.to_languages', { languages: codes.map(languageName).join(', ') }) : t('broadcast.to_everyone')}
            </p>
          </div>
          <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[b.status])}>{t(`broadcast.status.${b.status}`)}</span>
        </div>
        <p className="line-clamp-2 text-sm text-fg" dir="auto">
          {b.message}
        </p>
        <ProgressBar value={deliveryShare(b)} label={t('broadcast.progress', { title: b.title })} />
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <div className="flex gap-1">
            <dt>{t('broadcast.recipients')}</dt>
            <dd className="font-semibold text-fg tabular-nums">{n(b.recipients)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('broadcast.devices')}</dt>
            <dd className="font-semibold text-fg tabular-nums">{n(b.devices)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('broadcast.pushed')}</dt>
            <dd className="font-semibold text-fg tabular-nums">{n(b.pushed)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('broadcast.failed')}</dt>
            <dd className={clsx('font-semibold tabular-nums', b.failed > 0 ? 'text-danger' : 'text-fg')}>{n(b.failed)}</dd>
          </div>
          {b.finished_date && (
            <div className="flex gap-1">
              <dt>{t('broadcast.finished')}</dt>
              <dd className="text-fg">{formatDateTime(b.finished_date)}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}

export default function BroadcastScreen() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const list = useBroadcasts();
  const rows = list.data ?? [];

  const send = async (draft: BroadcastDraft) => {
    const sent = await sendBroadcast(draft);
    client.setQueryData<Broadcast[]>(adminKeys.broadcasts, (old) => [sent, ...(old ?? []).filter((b) => b.id !== sent.id)]);
    void client.invalidateQueries({ queryKey: adminKeys.broadcasts });
    toast.success(t('broadcast.sent'));
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('nav.broadcasts')} description={t('broadcast.description')} />
      <BroadcastForm onSend={send} />
      <section aria-labelledby="broadcast-history" className="flex flex-col gap-3">
        <h2 id="broadcast-history" className="text-base font-semibold text-fg">
          {t('broadcast.history')}
        </h2>
        <ListState query={list} count={rows.length} empty={{ title: t('broadcast.empty'), description: t('broadcast.empty_hint'), icon: <MegaphoneIcon /> }}>
          <ul className="flex flex-col gap-3">
            {rows.map((b) => (
              <li key={b.id}>
                <BroadcastRow broadcast={b} />
              </li>
            ))}
          </ul>
        </ListState>
      </section>
    </div>
  );
}
