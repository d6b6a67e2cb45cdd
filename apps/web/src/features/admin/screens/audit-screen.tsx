/**
 * The audit log: every staff action (moderation, reports, bans, catalogue and settings changes), newest first,
 * who did it, to what, and the details stored with it (a rejection's reason, the changed fields…).
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ITEM_STATUS, type ItemStatusName } from '@wheeldeal/contract';
import { itemPath, pathFor } from '../../../app/routes';
import { SelectField } from '../../../components/ui/select-field';
import { useAuditLog } from '../api/get-audit-log';
import { rowsOf } from '../api/paging';
import type { AuditEntry } from '../../../lib/api/types';
import { HistoryIcon } from '../components/admin-icons';
import { ListState, LoadMore } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { formatDateTime, formatRelative } from '../lib/format';

export const AUDIT_ACTIONS = [
  'item_approve',
  'item_reject',
  'item_disable',
  'item_enable',
  'report_dismiss',
  'user_ban',
  'user_unban',
  'catalog_create',
  'catalog_update',
  'catalog_delete',
  'settings_update',
] as const;

function Target({ entry }: { entry: AuditEntry }) {
  if (entry.target_type === 'item') {
    return (
      <Link to={itemPath({ id: entry.target_id, title: '' })} target="_blank" rel="noopener" className="font-mono text-primary hover:underline">
        {entry.target_id}
      </Link>
    );
  }
  if (entry.target_type === 'user') {
    return (
      <Link to={pathFor('other-profile', { userId: entry.target_id })} className="font-mono text-primary hover:underline">
        {entry.target_id}
      </Link>
    );
  }
  return <span className="font-mono">{entry.target_id}</span>;
}

/** from → to → reason first, then the rest as stored. */
const DETAIL_ORDER = (key: string) => {
  const at = ['from', 'to', 'reason'].indexOf(key);
  return at < 0 ? 3 : at;
};

/** A detail value as people read it: item states by name, the rest as stored. */
function useDetailText() {
  const { t } = useTranslation('admin');
  return (entry: AuditEntry, key: string, value: string): string => {
    if (entry.target_type === 'item' && (key === 'from' || key === 'to')) {
      // The detail is an open record of text (each action records its own fields): a state is its code as text.
      const name = (Object.keys(ITEM_STATUS) as ItemStatusName[]).find((k) => String(ITEM_STATUS[k]) === value);
      return name ? t(`audit.status.${name}`) : value;
    }
    return value;
  };
}

export default function AuditScreen() {
  const { t } = useTranslation('admin');
  const detailText = useDetailText();
  const [params, setParams] = useSearchParams();
  const action = (AUDIT_ACTIONS as readonly string[]).includes(params.get('action') ?? '') ? (params.get('action') as string) : '';
  const query = useAuditLog(action);
  const rows = rowsOf(query.data?.pages);

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <div className="mb-4 sm:w-72">
        <SelectField
          label={t('audit.filter')}
          value={action}
          onChange={(e) => setParams(e.target.value ? { action: e.target.value } : {}, { replace: true })}
          options={[{ value: '', label: t('audit.all_actions') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))]}
        />
      </div>
      <ListState query={query} count={rows.length} empty={{ title: t('audit.empty'), icon: <HistoryIcon /> }}>
        <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {rows.map((entry) => {
            const details = Object.entries(entry.detail ?? {})
              .filter(([, v]) => v !== '')
              .sort(([a], [b]) => DETAIL_ORDER(a) - DETAIL_ORDER(b));
            return (
              <li key={entry.id} className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:gap-4">
                <time dateTime={entry.added_date.toISOString()} title={formatDateTime(entry.added_date)} className="shrink-0 text-xs text-muted tabular-nums sm:w-36 sm:pt-0.5">
                  {formatDateTime(entry.added_date)}
                  <span className="block">{formatRelative(entry.added_date)}</span>
                </time>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-fg">
                    <span className="font-semibold">{entry.actor_user_name || entry.actor_user_id}</span>{' '}
                    <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-semibold text-muted">
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                    </span>{' '}
                    <span className="text-muted">{t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type })}</span>{' '}
                    <Target entry={entry} />
                  </p>
                  {details.length > 0 && (
                    <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                      {details.map(([key, value]) => (
                        <div key={key} className="flex min-w-0 max-w-full gap-1">
                          <dt className="text-muted">{t(`audit.detail.${key}`, { defaultValue: key })}:</dt>
                          <dd className="min-w-0 break-words text-fg">{detailText(entry, key, value)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <LoadMore query={query} />
      </ListState>
    </section>
  );
}
