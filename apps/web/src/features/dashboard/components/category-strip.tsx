import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor } from '../../../app/routes';
import { Skeleton } from '../../../components/ui/card';
import { ArrowRightIcon, GridIcon } from '../../../components/icons';
import { isEmptyObject, thumbnailUrl } from '../../../lib/api';
import type { WireCategory } from '../../../lib/api/wire-types';
import { useCategories } from '../api/get-categories';

function CategoryTile({ category }: { category: WireCategory }) {
  const [broken, setBroken] = useState(false);
  const image = !isEmptyObject(category.default_icon) ? category.default_icon : category.default_photo;
  const src = isEmptyObject(image) ? null : thumbnailUrl(image?.img_path);
  const id = category.cat_id || category.id;
  return (
    <Link
      to={itemListPath({ cat_id: id, cat_name: category.cat_name })}
      className="group flex w-28 shrink-0 flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-3 text-center shadow-card transition hover:-translate-y-0.5 hover:border-primary/40 sm:w-32"
    >
      <span className="flex h-14 w-14 items-center justify-center overflow-hidden rounded-2xl bg-primary-soft text-primary">
        {src && !broken ? <img src={src} alt="" loading="lazy" onError={() => setBroken(true)} className="h-full w-full object-cover" /> : <GridIcon size={26} />}
      </span>
      <span className="line-clamp-2 text-sm font-medium text-fg group-hover:text-primary">{category.cat_name}</span>
    </Link>
  );
}

/** Category shortcuts under the hero. Quietly shows a link to the category list when they cannot load. */
export function CategoryStrip() {
  const { t } = useTranslation('common');
  const query = useCategories();
  const categories = query.data ?? [];

  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="categories-title" className="text-xl font-bold tracking-tight text-fg">
          {t('dashboard.categories_title')}
        </h2>
        <Link to={pathFor('category-list')} className="flex items-center gap-1 rounded-lg text-sm font-semibold text-primary hover:underline">
          {t('dashboard.all_categories')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {query.isPending ? (
        <div className="wd-scroll-x -mx-4 flex gap-3 overflow-x-auto px-4 sm:mx-0 sm:px-0" role="status">
          <span className="sr-only">{t('actions.loading')}</span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-28 shrink-0 rounded-2xl sm:w-32" />
          ))}
        </div>
      ) : categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-muted">{t('dashboard.categories_empty')}</p>
      ) : (
        <ul className="wd-scroll-x -mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
