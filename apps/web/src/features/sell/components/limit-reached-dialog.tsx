/** The "limit reached" dialog (spec §2.3): no posts left, buy a package to create a new post. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PackageIcon } from './sell-icons';

export function LimitReachedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('sell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('limit.dialog_title')} description={t('limit.dialog_text')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <PackageIcon size={28} />
        </span>
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClasses('outline')} onClick={() => onOpenChange(false)}>
            {t('limit.not_now')}
          </button>
          <Link to={pathFor('limit-ads')} className={buttonClasses('primary')}>
            {t('limit.see_packages')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
