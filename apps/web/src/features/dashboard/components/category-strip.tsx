import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor } from '../../../app/routes';
import { ArrowRightIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useCategories } from '../api/get-categories';
import type { Category } from '../api/types';

function CategoryTile({ category }: { category: Category }) {
  const icon = category.default_icon ?? category.default_photo;
  const id = category.cat_id || category.id;
  return (
    <Link
      to={itemListPath({ cat_id: id, cat_name: category.cat_name })}
      className="group flex w-24 flex-col items-center gap-2 rounded-2xl p-2 text-center focus-visible:outline-2 focus-visible:outline-ring sm:w-28"
    >
      <span className="block h-16 w-16 overflow-hidden rounded-2xl shadow-card ring-1 ring-line transition group-hover:-translate-y-0.5 group-hover:shadow-pop sm:h-20 sm:w-20">
        <ResponsiveImage path={icon?.img_path} alt="" sizes="80px" />
      </span>
      <span className="line-clamp-2 text-sm leading-tight font-semibold text-fg group-hover:text-primary">{category.cat_name}</span>
    </Link>
  );
}

/** Category shortcuts with their icons; each opens the item list of that category. */
export function CategoryStrip() {
  const { t } = useTranslation('common');
  const query = useCategories();
  const categories = query.data ?? [];
  if (query.isError || (query.isSuccess && categories.length === 0)) return null;

  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-4">
        <h2 id="categories-title" className="text-xl font-bold tracking-tight text-fg">
          {t('dashboard.categories_title')}
        </h2>
        <Link to={pathFor('category-list')} className="flex items-center gap-1 rounded-lg text-sm font-semibold text-primary hover:underline">
          {t('dashboard.all_categories')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <ul className="wd-scroll-x -mx-4 flex scroll-px-2 gap-1 overflow-x-auto px-2 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:justify-between">
        {query.isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="flex w-24 shrink-0 flex-col items-center gap-2 p-2 sm:w-28" aria-hidden="true">
                <span className="wd-skeleton block h-16 w-16 rounded-2xl sm:h-20 sm:w-20" />
                <span className="wd-skeleton block h-4 w-16 rounded" />
              </li>
            ))
          : categories.map((category) => (
              <li key={category.id} className="shrink-0">
                <CategoryTile category={category} />
              </li>
            ))}
      </ul>
    </section>
  );
}
