/**
 * The categories of the current matches as one row of pills with their counts ("Cars 71 · Motorcycles 30"), above
 * the results: one press keeps the list to one kind of vehicle, as the big marketplaces' vehicle-type tabs do. On
 * phones the row scrolls sideways instead of wrapping.
 */
import { useTranslation } from 'react-i18next';
import { TogglePill } from '../../../components/ui/chip';
import { formatNumber } from '../../../lib/format';
import type { SearchMeta } from '../api/search-meta';
import type { ListQuery } from '../lib/list-query';

export function CategoryTabs({ categories, query, onPatch }: { categories: SearchMeta['facets']['category'] | undefined; query: ListQuery; onPatch: (patch: ListQuery) => void }) {
  const { t } = useTranslation('items');
  if (!categories || categories.length < 2) return null;
  return (
    <div role="group" aria-label={t('filters.category')} data-testid="category-tabs" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
      <TogglePill pressed={!query.cat_id} onClick={() => onPatch({ cat_id: '', cat_name: '' })} className="shrink-0">
        {t('filters.any_category')}
      </TogglePill>
      {categories.map((c) => (
        <TogglePill key={c.id} pressed={query.cat_id === c.id} onClick={() => onPatch(query.cat_id === c.id ? { cat_id: '', cat_name: '' } : { cat_id: c.id, cat_name: c.name })} className="shrink-0 whitespace-nowrap">
          {c.name}
          <span className="ms-1.5 opacity-75">{formatNumber(c.count)}</span>
        </TogglePill>
      ))}
    </div>
  );
}
