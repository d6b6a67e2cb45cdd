/** After submitting a listing that waits for a moderator: say so, and where to find it. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { CheckIcon, ClockIcon } from '../../../components/icons';
import { buttonClasses } from '../../../components/ui/button';
import { ITEM_STATUS } from '@wheeldeal/contract';
import type { Item } from '../../../lib/api/types';

export function SubmittedPanel({ item, onPostAnother }: { item: Item; onPostAnother: () => void }) {
  const { t } = useTranslation('sell');
  const pending = item.status === ITEM_STATUS.pending;
  return (
    <section
      aria-labelledby="submitted-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl border border-line bg-surface px-6 py-12 text-center shadow-card"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success">
        {pending ? <ClockIcon size={32} /> : <CheckIcon size={32} />}
      </span>
      <h2 id="submitted-title" className="text-2xl font-bold text-fg" tabIndex={-1} ref={(el) => el?.focus()}>
        {pending ? t('submitted.pending_title') : t('submitted.saved_title')}
      </h2>
      <p className="max-w-md text-muted">{pending ? t('submitted.pending_text', { title: item.title }) : t('submitted.saved_text', { title: item.title })}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {pending ? (
          <Link to={pathFor('pending-items')} className={buttonClasses('primary', 'lg')}>
            {t('submitted.see_pending')}
          </Link>
        ) : (
          <Link to={pathFor('active-items')} className={buttonClasses('primary', 'lg')}>
            {t('submitted.see_listings')}
          </Link>
        )}
        <button type="button" onClick={onPostAnother} className={buttonClasses('outline', 'lg')}>
          {t('submitted.post_another')}
        </button>
      </div>
    </section>
  );
}
