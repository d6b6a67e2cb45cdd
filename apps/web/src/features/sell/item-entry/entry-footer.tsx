/** The sticky bar under the form: upload progress, the submit error, Back, and Next or Submit (Retry after a failure). */
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { SubmitProgress } from './submit-listing';

interface EntryFooterProps {
  /** Show Back (a step after the first, in the step-by-step layout). */
  canGoBack: boolean;
  /** The button submits (last step, or the one-page layout) rather than going to the next step. */
  submits: boolean;
  editing: boolean;
  busy: boolean;
  progress: SubmitProgress | null;
  error: string | null;
  onBack: () => void;
}

export function EntryFooter({ canGoBack, submits, editing, busy, progress, error, onBack }: EntryFooterProps) {
  const { t } = useTranslation('sell');
  return (
    <div className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-b-2xl border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:px-8">
      {progress && <SubmitProgressView progress={progress} />}
      {error && !busy && <Alert tone="error">{error}</Alert>}
      <div className="flex items-center justify-between gap-3">
        {canGoBack ? (
          <Button variant="outline" onClick={onBack} disabled={busy}>
            <ArrowLeftIcon size={18} />
            {t('entry.back')}
          </Button>
        ) : (
          <span />
        )}
        {submits ? (
          <Button type="submit" size="lg" loading={busy}>
            {error ? t('entry.retry') : editing ? t('entry.save_changes') : t('entry.submit')}
          </Button>
        ) : (
          <Button type="submit" size="lg">
            {t('entry.next')}
            <ArrowRightIcon size={18} />
          </Button>
        )}
      </div>
    </div>
  );
}

function SubmitProgressView({ progress }: { progress: SubmitProgress }) {
  const { t } = useTranslation('sell');
  const text =
    progress.phase === 'saving'
      ? t('submit.saving')
      : progress.phase === 'photos' && progress.photo
        ? t('submit.photo', { index: progress.photo.index, count: progress.photo.count })
        : progress.phase === 'video'
          ? t('submit.video')
          : progress.phase === 'photos'
            ? t('submit.media')
            : t('submit.finishing');
  return (
    <div className="flex flex-col gap-1.5" role="status">
      <p className="text-sm font-medium text-fg">{text}</p>
      <ProgressBar value={progress.total ? progress.done / progress.total : 0} label={t('submit.progress')} />
    </div>
  );
}
