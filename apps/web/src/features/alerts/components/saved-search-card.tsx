/**
 * One saved search: its name, what it looks for in words, how often it alerts (instant, daily digest, off —
 * changed in place), how many listings matched, and open / rename / delete.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@wheeldeal/contract';
import { buttonClasses, Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { EditIcon, SearchIcon, TrashIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import type { SavedSearch } from '../../../lib/queries/alerts';
import { itemListHref, summaryOf } from '../lib/saved-search-filters';
import { useFilterNames } from '../lib/use-filter-names';

export interface SavedSearchCardProps {
  search: SavedSearch;
  onFrequency: (id: string, frequency: SavedSearchFrequency) => Promise<unknown>;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

export function SavedSearchCard({ search, onFrequency, onRename, onDelete }: SavedSearchCardProps) {
  const { t } = useTranslation('alerts');
  const names = useFilterNames(search.filters);
  const [changing, setChanging] = useState(false);
  const titleId = `saved-search-${search.id}`;

  const changeFrequency = async (frequency: SavedSearchFrequency) => {
    setChanging(true);
    try {
      await onFrequency(search.id, frequency);
      toast.success(t(`list.frequency_saved.${frequency}`));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setChanging(false);
    }
  };

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-bold break-words text-fg">
            <bdi>{search.name}</bdi>
          </h2>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('list.filters')}>
            {summaryOf(t, search.filters, names).map((part) => (
              <li key={part} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg">
                <bdi>{part}</bdi>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">{t('list.matches', { n: search.match_count })}</p>
        </div>
        <SelectField
          label={t('list.frequency')}
          containerClassName="w-full shrink-0 sm:w-48"
          className={clsx('text-sm', search.frequency === 'off' && 'text-muted')}
          value={search.frequency}
          disabled={changing}
          options={SAVED_SEARCH_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
          onChange={(e) => void changeFrequency(e.target.value as SavedSearchFrequency)}
        />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <Link to={itemListHref(search.filters, names)} className={buttonClasses('primary', 'sm')}>
          <SearchIcon size={16} />
          {t('list.open')}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => onRename(search)} aria-label={t('list.rename_named', { name: search.name })}>
          <EditIcon size={16} />
          {t('list.rename')}
        </Button>
        <Button variant="ghost" size="sm" className="ms-auto text-danger" onClick={() => onDelete(search)} aria-label={t('list.delete_named', { name: search.name })}>
          <TrashIcon size={16} />
          {t('list.delete')}
        </Button>
      </div>
    </article>
  );
}
