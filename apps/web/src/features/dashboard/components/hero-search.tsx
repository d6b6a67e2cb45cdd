/**
 * The dashboard's search: keyword, category → make, and a maximum price, straight into the item list with the
 * spec's query names (searchterm, cat_id/cat_name, sub_cat_id/sub_cat_name, max_price). With no category the make
 * list holds every make name and leads to `/item-list/{make}` (all categories of that make). Below it, popular
 * makes as one-tap links.
 */
import { useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { itemListPath, pathFor } from '../../../app/routes';
import { SearchIcon } from '../../../components/icons';
import { SelectField } from '../../../components/ui/select-field';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { formatNumber } from '../../../lib/format';
import { useCategories } from '../api/get-categories';
import { useAllMakeNames } from '../api/get-all-makes';
import { useMakes } from '../api/get-makes';

const PRICE_STEPS = [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const POPULAR_MAKES = 8;

export function HeroSearch() {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const keywordId = useId();
  const categories = useCategories();
  const { data: info } = useAppInfo();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const [make, setMake] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const firstCategory = categories.data?.[0];
  const makes = useMakes(category || (firstCategory ? firstCategory.cat_id || firstCategory.id : ''));
  const allMakes = useAllMakeNames(category === '');
  const symbol = info?.currency_symbol ?? '';
  const categoryName = categories.data?.find((c) => (c.cat_id || c.id) === category)?.cat_name ?? '';
  const makeName = makes.data?.find((m) => m.id === make)?.name ?? '';
  // The make list (up to a few hundred options) renders as a transition after its answer, not in the answer's own
  // (blocking) render: the picker says "Any make" a moment longer instead.
  const makeOptions = useDeferredValue(
    useMemo(
      () => (category ? (makes.data ?? []).map((m) => ({ value: m.id, label: m.name })) : (allMakes.data ?? []).map((n) => ({ value: n, label: n }))),
      [category, makes.data, allMakes.data],
    ),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category && make) {
      navigate(pathFor('item-list', { manufacturerName: make }, { searchterm: keyword.trim(), max_price: maxPrice }));
      return;
    }
    navigate(
      itemListPath({
        searchterm: keyword.trim(),
        cat_id: category,
        cat_name: category ? categoryName : '',
        sub_cat_id: make,
        sub_cat_name: make ? makeName : '',
        max_price: maxPrice,
      }),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label={t('dashboard.search_label')} onSubmit={submit} className="rounded-3xl bg-surface p-4 text-fg shadow-pop ring-1 ring-white/10 sm:p-5">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <label htmlFor={keywordId} className="text-sm font-medium text-fg">
              {t('dashboard.keyword')}
            </label>
            <div className="relative">
              <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
              <input
                id={keywordId}
                type="search"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder={t('dashboard.keyword_placeholder')}
                enterKeyHint="search"
                className="block h-11 w-full rounded-xl border border-line-strong bg-surface ps-10 pe-3 text-fg placeholder:text-muted/80 focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
              />
            </div>
          </div>
          <SelectField
            label={t('filters.category')}
            placeholder={t('filters.any_category')}
            options={(categories.data ?? []).map((c) => ({ value: c.cat_id || c.id, label: c.cat_name }))}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setMake('');
            }}
          />
          <SelectField
            label={t('filters.make')}
            placeholder={t('filters.any_make')}
            options={makeOptions}
            value={make}
            onChange={(e) => setMake(e.target.value)}
          />
          <SelectField
            containerClassName="col-span-2 sm:col-span-1"
            label={t('filters.max_price')}
            placeholder={t('filters.any')}
            options={PRICE_STEPS.map((p) => ({ value: String(p), label: t('dashboard.price_up_to', { price: `${symbol}${formatNumber(p)}` }) }))}
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
          <button
            type="submit"
            className="col-span-2 inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-bold text-on-primary shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:col-span-1"
          >
            <SearchIcon size={18} />
            {t('dashboard.search')}
          </button>
        </div>
      </form>
      {(makes.data?.length ?? 0) > 0 && (
        <div className="wd-scroll-x -mx-4 flex scroll-px-4 items-center gap-2 overflow-x-auto px-4 sm:mx-0 sm:scroll-px-0 sm:flex-wrap sm:px-0">
          <span className="shrink-0 text-sm font-medium text-white/80">{t('dashboard.popular_makes')}</span>
          <ul className="contents">
            {makes.data!.slice(0, POPULAR_MAKES).map((m) => (
              <li key={m.id} className="shrink-0">
                <Link
                  to={pathFor('item-list', { manufacturerName: m.name })}
                  className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 hover:bg-white/20"
                >
                  {m.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
