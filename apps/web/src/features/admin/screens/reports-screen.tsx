/**
 * Listings with open reports, the most reported first: how many reports, their reasons, when the last came in.
 * Staff either dismiss the reports (the listing stays) or disable the listing (which closes them as actioned).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUS } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { CheckIcon } from '../../../components/icons';
import { dismissReports } from '../api/dismiss-reports';
import { useReportedItems } from '../api/get-reported-items';
import { adminKeys } from '../api/keys';
import { removeRows, rowsOf } from '../api/paging';
import type { ReportedItem } from '../../../lib/api/types';
import { FlagIcon, PowerIcon } from '../components/admin-icons';
import { ItemRow } from '../components/item-row';
import { ListState, LoadMore } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { useModerate } from '../hooks/use-moderate';
import { formatDateTime, formatRelative } from '../lib/format';

export default function ReportsScreen() {
  const { t } = useTranslation('admin');
  const query = useReportedItems();
  const rows = rowsOf(query.data?.pages);
  const client = useQueryClient();
  const moderate = useModerate();
  const [disabling, setDisabling] = useState<ReportedItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const drop = (id: string) => removeRows<ReportedItem>(client, adminKeys.reports, (r) => r.id === id);

  const dismiss = async (item: ReportedItem) => {
    setBusy(item.id);
    try {
      await dismissReports(item.id);
      drop(item.id);
      toast.success(t('toast.reports_dismissed', { title: item.title }));
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    } catch (error) {
      toast.error(t('toast.failed', { title: item.title, message: errorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <ListState query={query} count={rows.length} empty={{ title: t('reports.empty_title'), description: t('reports.empty_text'), icon: <CheckIcon /> }}>
        <ul className="flex flex-col gap-3">
          {rows.map((item) => (
            <li key={item.id}>
              <ItemRow
                item={item}
                badge={
                  <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 align-middle text-xs font-bold text-danger">
                    <FlagIcon size={12} />
                    {t('reports.count', { count: item.report_count })}
                  </span>
                }
                extra={
                  <div className="rounded-xl bg-surface-2 px-3 py-2 text-sm">
                    <p className="mb-1 text-xs font-semibold text-muted">
                      {t('reports.last', { when: formatRelative(item.last_reported_date) })}
                      <span className="sr-only"> ({formatDateTime(item.last_reported_date)})</span>
                    </p>
                    {item.report_reasons?.length ? (
                      <ul className="flex list-disc flex-col gap-1 ps-5 text-fg">
                        {item.report_reasons.map((reason, i) => (
                          <li key={i}>{reason}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-muted">{t('reports.no_reason')}</p>
                    )}
                  </div>
                }
                actions={
                  <>
                    <Button size="sm" variant="outline" loading={busy === item.id} onClick={() => void dismiss(item)}>
                      <CheckIcon size={16} />
                      {t('actions.dismiss_reports')}
                    </Button>
                    {item.status !== ITEM_STATUS.disabled && (
                      <Button size="sm" variant="outline" className="text-danger" onClick={() => setDisabling(item)}>
                        <PowerIcon size={16} />
                        {t('actions.disable')}
                      </Button>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
        <LoadMore query={query} />
      </ListState>

      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={t('disable.title')}
        description={disabling ? t('disable.description_reports', { title: disabling.title }) : undefined}
        confirmLabel={t('actions.disable')}
        danger
        onConfirm={() => {
          const item = disabling;
          setDisabling(null);
          if (!item) return;
          drop(item.id);
          void moderate({ item, action: 'disable' });
        }}
      />
    </section>
  );
}
