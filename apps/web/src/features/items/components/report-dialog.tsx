/** Report an item to the moderators (`itemreports/add`); the answer, good or bad, is shown in the dialog. */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { friendlyError } from '../lib/friendly-error';
import { useReportItem } from '../api/report-item';

export function ReportDialog({ open, onOpenChange, itemId }: { open: boolean; onOpenChange: (open: boolean) => void; itemId: string }) {
  const { t } = useTranslation('items');
  const report = useReportItem();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) report.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('report.title')} description={t('report.description')}>
      <div className="flex flex-col gap-4">
        {report.isSuccess && <Alert tone="success">{report.data?.message || t('report.done')}</Alert>}
        {report.isError && <Alert tone="error">{friendlyError(report.error, t)}</Alert>}
        <div className="flex justify-end gap-2">
          {report.isSuccess ? (
            <Button onClick={() => close(false)}>{t('report.close')}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)}>
                {t('report.cancel')}
              </Button>
              <Button variant="danger" loading={report.isPending} onClick={() => report.mutate(itemId)}>
                {t('report.submit')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
