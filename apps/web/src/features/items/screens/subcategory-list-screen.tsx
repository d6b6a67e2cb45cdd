/**
 * Subcategory (make) list `/category/{catId}/{catName}` (spec §2.1): the makes of a category, each leading to the
 * item list filtered by category and make; a quick filter narrows long lists.
 */
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { ArrowLeftIcon, SearchIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { thumbnailUrl } from '../../../lib/api/images';
import type { Subcategory } from '../../../lib/api/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubcategories } from '../api/get-subcategories';
import { listHref } from '../lib/list-query';

function MakeTile({ make, catId, catName }: { make: Subcategory; catId: string; catName: string }) {
  const [broken, setBroken] = useState(false);
  const logo = thumbnailUrl(make.default_photo?.img_path);
  return (
    <Link
      to={listHref({ cat_id: catId, cat_name: catName, sub_cat_id: make.id, sub_cat_name: make.name })}
      className="group flex h-full flex-col items-center gap-2.5 rounded-2xl border border-line bg-surface p-3 pt-4 text-center shadow-card transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-surface-2 text-lg font-extrabold text-primary">
        {logo && !broken ? <img src={logo} alt="" loading="lazy" onError={() => setBroken(true)} className="h-full w-full object-cover" /> : make.name.slice(0, 2)}
      </span>
      <bdi className="line-clamp-2 text-sm font-semibold break-words text-fg group-hover:text-primary">{make.name}</bdi>
    </Link>
  );
}

export default function SubcategoryListScreen() {
  const { t } = useTranslation(['items', 'alerts']);
  const { catId = '', catName = '' } = useParams();
  const makes = useSubcategories(catId);
  const [filter, setFilter] = useState('');
  useDocumentTitle(t('categories.makes_of', { category: catName }));
  const shown = useMemo(() => {
    const f = filter.trim().toLocaleLowerCase();
    return (makes.data ?? []).filter((m) => !f || m.name.toLocaleLowerCase().includes(f));
  }, [makes.data, filter]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={pathFor('category-list')} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
        <ArrowLeftIcon size={16} />
        {t('categories.title')}
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-fg">{t('categories.makes_of', { category: catName })}</h1>
          <p className="mt-1 text-muted">{t('categories.makes_subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={pathFor('brand-list', {}, { cat_id: catId })} className={buttonClasses('outline', 'md')}>
            {t('alerts:brands.from_category')}
          </Link>
          <Link to={listHref({ cat_id: catId, cat_name: catName })} className={buttonClasses('primary', 'md')}>
            {t('categories.all_in', { category: catName })}
          </Link>
        </div>
      </header>
      {(makes.data?.length ?? 0) > 8 && (
        <div className="relative mb-5 max-w-sm">
          <label htmlFor="make-filter" className="sr-only">
            {t('categories.filter_makes')}
          </label>
          <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id="make-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('categories.filter_makes')}
            className="h-11 w-full rounded-xl border border-line-strong bg-surface ps-10 pe-3 text-sm text-fg focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
      )}
      {makes.isPending ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6" role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-32 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : makes.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(makes.error)}</Alert>
          <Button variant="outline" onClick={() => void makes.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={t('list.empty_title')} description={t('categories.no_makes')} className="bg-surface" />
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6">
          {shown.map((m) => (
            <li key={m.id}>
              <MakeTile make={m} catId={catId} catName={catName} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
