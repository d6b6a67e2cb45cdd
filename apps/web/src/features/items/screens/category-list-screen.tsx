/** Category list `/category` (spec §2.1): every category with its photo and icon, leading to its makes. */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor } from '../../../app/routes';
import { ArrowRightIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { errorMessage } from '../../../lib/api/client';
import { thumbnailUrl } from '../../../lib/api/images';
import type { Category } from '../../../lib/api/types';
import { useFirstViewReady } from '../../../lib/first-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories } from '../api/get-categories';

/** `first`: the first tile, whose photo a phone's first screen shows (eager, high priority, as the server's first
 * view draws it). */
function CategoryTile({ category, first }: { category: Category; first: boolean }) {
  const { t } = useTranslation('items');
  const id = category.cat_id || category.id;
  const photo = category.default_photo?.img_path;
  const icon = category.default_icon?.img_path;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow hover:shadow-pop">
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-2">
        <ResponsiveImage path={photo} alt="" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw" priority={first} className="transition-transform duration-300 group-hover:scale-[1.04]" />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/55 via-black/5 to-transparent" />
        {icon && (
          <img src={thumbnailUrl(icon) ?? undefined} alt="" loading="lazy" className="absolute start-3 bottom-3 h-12 w-12 rounded-xl object-cover shadow-md ring-2 ring-white/80" />
        )}
      </div>
      <div className="flex items-center justify-between gap-3 p-4">
        <h2 className="text-base font-bold text-fg">
          <Link
            to={pathFor('subcategory-list', { catId: id, catName: category.cat_name })}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {category.cat_name}
          </Link>
        </h2>
        <span className="flex items-center gap-1 text-sm font-semibold text-primary">
          {t('categories.makes')}
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}

export default function CategoryListScreen() {
  const { t } = useTranslation('items');
  const categories = useCategories();
  useDocumentTitle(t('categories.title'));
  // The server's first view draws the tiles (apps/server/src/http/first-view.ts): it stays until they are here.
  useFirstViewReady(!categories.isPending);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-fg">{t('categories.title')}</h1>
          <p className="mt-1 text-muted">{t('categories.subtitle')}</p>
        </div>
        <Link to={itemListPath({})} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          {t('categories.all_listings')}
          <ArrowRightIcon size={16} />
        </Link>
      </header>
      {categories.isPending ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[16/13] w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : categories.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(categories.error)}</Alert>
          <Button variant="outline" onClick={() => void categories.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : categories.data.length === 0 ? (
        <EmptyState title={t('list.empty_title')} description={t('categories.empty')} className="bg-surface" />
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {categories.data.map((c, i) => (
            <li key={c.id}>
              <CategoryTile category={c} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
