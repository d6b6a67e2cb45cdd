/** The column beside the form on wide screens: the live preview of the listing card and tips for a quick sale. */
import { useTranslation } from 'react-i18next';
import { useRenderLater } from '../../../lib/use-render-later';
import { ListingPreview } from './listing-preview';

/** Mounted right after the form's first commit, in a transition (a phone does not show it at all). */
export function EntryAside() {
  const { t } = useTranslation('sell');
  if (!useRenderLater()) return null;
  return (
    <aside className="sticky top-24 hidden flex-col gap-4 lg:flex" aria-label={t('preview.aside')}>
      <p className="text-sm font-semibold text-muted">{t('preview.title')}</p>
      <ListingPreview />
      <div className="rounded-2xl border border-line bg-surface-2/60 p-4 text-sm text-muted">
        <p className="mb-2 font-semibold text-fg">{t('tips.title')}</p>
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('tips.photos')}</li>
          <li>{t('tips.title_tip')}</li>
          <li>{t('tips.price')}</li>
        </ul>
      </div>
    </aside>
  );
}
