/**
 * `/brand-list` — the spec's brand (subcategory) list with notification subscription: the makes of a vehicle
 * category, each with a bell that tells the user of every new listing of that make ("Noti Subscription is
 * updated."), and "My alerts": the makes whose bell is on. The category and the tab live in the address.
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../../app/routes';
import { BellOffIcon, BookmarkIcon } from '../../../components/alerts/alert-icons';
import { SearchIcon } from '../../../components/icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { TogglePill } from '../../../components/ui/chip';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api/client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCategories, useMakesWithBells, useSubscribedMakes } from '../api/subscribed-makes';
import { MakeCard } from '../components/make-card';

type Tab = 'all' | 'mine';

export default function BrandListScreen() {
  const { t } = useTranslation('alerts');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'all';
  useDocumentTitle(t('brands.title'));

  const show = (next: Tab) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next === 'mine') out.set('tab', 'mine');
      else out.delete('tab');
      return out;
    });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-fg">{t('brands.title')}</h1>
          <p className="mt-1 max-w-2xl text-muted">{t('brands.subtitle')}</p>
        </div>
        <Link to={pathFor('saved-searches')} className={buttonClasses('outline', 'sm', 'shrink-0')}>
          <BookmarkIcon size={16} className="text-primary" />
          {t('list.title')}
        </Link>
      </header>
      <div className="mb-5 flex gap-2" role="group" aria-label={t('brands.tabs')}>
        <TogglePill pressed={tab === 'all'} onClick={() => show('all')}>
          {t('brands.tab_all')}
        </TogglePill>
        <TogglePill pressed={tab === 'mine'} onClick={() => show('mine')}>
          {t('brands.tab_mine')}
        </TogglePill>
      </div>
      {tab === 'all' ? (
        <AllMakes />
      ) : (
        <RequireLogin>
          <MyMakes />
        </RequireLogin>
      )}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('alerts');
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('list.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-[4.5rem] w-full rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{errorMessage(error)}</Alert>
      <Button variant="outline" onClick={retry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

/** The makes of the chosen category (the first one unless the address names another), filterable by name. */
function AllMakes() {
  const { t } = useTranslation('alerts');
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const catId = params.get('cat_id') || categories.data?.[0]?.id || '';
  const makes = useMakesWithBells(catId);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLocaleLowerCase();
    return (makes.data ?? []).filter((m) => !f || m.name.toLocaleLowerCase().includes(f));
  }, [makes.data, filter]);

  if (categories.isPending) return <Loading />;
  if (categories.isError) return <Failed error={categories.error} retry={() => void categories.refetch()} />;
  const category = categories.data.find((c) => c.id === catId);

  return (
    <>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {categories.data.length > 1 && (
          <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0" role="group" aria-label={t('brands.category')}>
            {categories.data.map((c) => (
              <TogglePill
                key={c.id}
                className="shrink-0"
                pressed={c.id === catId}
                onClick={() =>
                  setParams((p) => {
                    const out = new URLSearchParams(p);
                    out.set('cat_id', c.id);
                    return out;
                  })
                }
              >
                <bdi>{c.cat_name}</bdi>
              </TogglePill>
            ))}
          </div>
        )}
        <div className="relative w-full sm:ms-auto sm:max-w-xs">
          <label htmlFor="brand-filter" className="sr-only">
            {t('brands.filter')}
          </label>
          <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            id="brand-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('brands.filter')}
            className="h-11 w-full rounded-xl border border-line-strong bg-surface ps-10 pe-3 text-sm text-fg focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
      </div>
      {makes.isPending ? (
        <Loading />
      ) : makes.isError ? (
        <Failed error={makes.error} retry={() => void makes.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('brands.none_title')} description={t('brands.none_text')} className="bg-surface" />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((m) => (
            <li key={m.id}>
              <MakeCard make={{ id: m.id, name: m.name, cat_id: m.cat_id, cat_name: category?.cat_name, photo: m.default_photo?.img_path }} subscribed={m.is_subscribed_fe} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The makes whose bell is on (`subcat_subscribes/get`); switching one off takes it out of the list. */
function MyMakes() {
  const { t } = useTranslation('alerts');
  const mine = useSubscribedMakes();
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <Failed error={mine.error} retry={() => void mine.refetch()} />;
  if (mine.data.length === 0) {
    return <EmptyState icon={<BellOffIcon />} title={t('brands.mine_empty_title')} description={t('brands.mine_empty_text')} className="bg-surface py-14" />;
  }
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {mine.data.map((m) => (
        <li key={m.sub_cat_id}>
          <MakeCard make={{ id: m.sub_cat_id, name: m.sub_cat_name, cat_id: m.cat_id, cat_name: m.cat_name, photo: m.default_photo?.img_path }} subscribed />
        </li>
      ))}
    </ul>
  );
}
