/**
 * Item list `/item-list` and `/item-list/{manufacturerName}` (spec §2.1–2.2): filters in the query string,
 * a sidebar on desktop and a full-screen sheet on phones, removable chips, sorting, pages of 10 with "load more".
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { LIMITS } from '@wheeldeal/contract';
import { MyMakeBell } from '../../../components/alerts/make-bell';
import { SaveSearchButton } from '../../../components/alerts/save-search';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListingCardSkeleton } from '../../../components/ui/listing-card';
import { SelectField } from '../../../components/ui/select-field';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api/client';
import { useFirstViewReady } from '../../../lib/first-view';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useItemSearch } from '../api/search-items';
import { useSearchMeta } from '../api/search-meta';
import { useRestoreScroll } from '../hooks/use-restore-scroll';
import { ActiveFilters } from '../components/active-filters';
import { CategoryTabs } from '../components/category-tabs';
import { FilterPanel } from '../components/filter-panel';
import { ItemCard } from '../components/item-card';
import { SlidersIcon } from '../components/item-icons';
import {
  clearFilters,
  countFilters,
  isPriceRangeValid,
  listHref,
  parseListQuery,
  patchQuery,
  searchBodyOf,
  sortOf,
  sortOptionsFor,
  withSort,
  type ListKey,
  type ListQuery,
} from '../lib/list-query';

export default function ItemListScreen() {
  // The alerts bundle (save this search, the make's bell) loads with the screen's own.
  const { t } = useTranslation(['items', 'alerts']);
  const { manufacturerName } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(searchParams, manufacturerName), [searchParams, manufacturerName]);
  const body = useMemo(() => searchBodyOf(query), [query]);
  const priceValid = isPriceRangeValid(query.min_price, query.max_price);
  const search = useItemSearchKeepingPrevious(body, priceValid);
  const meta = useSearchMeta(body, priceValid);
  const total = meta.data && !meta.isPlaceholderData ? meta.data.count : undefined;
  const searchedTerm = meta.data && !meta.isPlaceholderData ? meta.data.searched_term : '';
  const [sheetOpen, setSheetOpen] = useState(false);
  const isDesktop = useIsDesktop();

  // Navigation renders in a transition, so a second change can come before the URL has caught up: changes apply
  // to the newest query we navigated to, not to the one on screen.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const commit = useCallback(
    (next: ListQuery) => {
      latest.current = next;
      navigate(listHref(next, manufacturerName));
      // New results start at their top: bring it into view when the visitor had scrolled past it.
      const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) window.scrollBy({ top: top - 16, behavior: 'instant' });
    },
    [navigate, manufacturerName],
  );
  const patch = useCallback((p: ListQuery) => commit(patchQuery(latest.current, p)), [commit]);
  const remove = (keys: ListKey[]) => {
    const next = { ...latest.current };
    for (const k of keys) delete next[k];
    if (keys.includes('isPaid')) delete next.ad_post_type;
    commit(next);
  };

  const title = query.searchterm
    ? t('list.title_search', { term: query.searchterm })
    : query.model_name && query.sub_cat_name
      ? `${query.sub_cat_name} ${query.model_name}`
      : query.sub_cat_name || query.brand || query.cat_name || (query.added_user_name ? t('list.title_seller', { name: query.added_user_name }) : t('list.title_all'));
  useDocumentTitle(title);

  const items = useMemo(() => search.data?.pages.flat() ?? [], [search.data]);
  // The server's first view (its first cards) stays until the cards and the counts are in (or have failed).
  useFirstViewReady(!priceValid || (!search.isPending && !meta.isPending));
  useRestoreScroll(items.length > 0 && !search.isPlaceholderData);
  const resultsRef = useRef<HTMLElement>(null);
  const filterCount = countFilters(query);
  const sort = sortOf(query);
  const sortOptions = sortOptionsFor(query);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-12 sm:px-6 lg:px-8">
      <header className="mb-4 flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="me-auto text-2xl font-extrabold tracking-tight text-fg sm:text-3xl">{title}</h1>
          {query.sub_cat_id && <MyMakeBell make={{ id: query.sub_cat_id, cat_id: query.cat_id ?? '', name: query.sub_cat_name || query.brand || '' }} />}
          {priceValid && <SaveSearchButton filters={body} names={query} />}
        </div>
        <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
          {search.isPending && priceValid
            ? t('list.loading')
            : total !== undefined
              ? t('list.count', { count: total, formatted: formatNumber(total) })
              : items.length > 0
                ? search.hasNextPage
                  ? t('list.count_more', { count: items.length, formatted: formatNumber(items.length) })
                  : t('list.count', { count: items.length, formatted: formatNumber(items.length) })
                : null}
        </p>
        {searchedTerm && query.searchterm && (
          <p className="text-sm text-fg" data-testid="did-you-mean">
            {t('list.showing_for', { term: searchedTerm })}{' '}
            <button type="button" onClick={() => patch({ no_correction: '1' })} className="font-semibold text-primary underline-offset-2 hover:underline">
              {t('list.search_instead', { term: query.searchterm })}
            </button>
          </p>
        )}
      </header>

      <div className="lg:grid lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t('filters.title')} data-testid="filter-sidebar" className="hidden lg:block">
          <div className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
            <div className="flex items-center justify-between border-b border-line px-5 py-3.5">
              <h2 className="flex items-center gap-2 text-base font-bold text-fg">
                <SlidersIcon size={18} />
                {t('filters.title')}
              </h2>
              {filterCount > 0 && (
                <button type="button" onClick={() => commit(clearFilters(latest.current))} className="text-sm font-semibold text-primary hover:underline">
                  {t('filters.clear_all')}
                </button>
              )}
            </div>
            <div className="overflow-y-auto overscroll-contain px-5 py-5">
              {isDesktop && <FilterPanel query={query} onPatch={patch} live facets={meta.data?.facets} />}
            </div>
          </div>
        </aside>

        <section ref={resultsRef} aria-labelledby="results-title" className="min-w-0 scroll-mt-4">
          <h2 id="results-title" className="sr-only">
            {t('list.results')}
          </h2>
          <div className="sticky top-0 z-30 -mx-4 mb-3 flex items-end gap-3 bg-bg/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:bg-transparent lg:px-0 lg:py-0 lg:backdrop-blur-none">
            <Button variant="outline" onClick={() => setSheetOpen(true)} className="shrink-0 lg:hidden" aria-haspopup="dialog">
              <SlidersIcon size={18} />
              {t('filters.open')}
              {filterCount > 0 && (
                <span className="rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-on-primary" aria-hidden="true">
                  {filterCount}
                </span>
              )}
              {filterCount > 0 && <span className="sr-only">{t('filters.active_count', { count: filterCount })}</span>}
            </Button>
            <SelectField
              containerClassName="ms-auto w-full max-w-60 gap-0"
              label={<span className="sr-only">{t('sort.label')}</span>}
              className="text-sm"
              options={sortOptions.map((o) => ({ value: o.id, label: t(o.labelKey) }))}
              value={sort.id}
              onChange={(e) => {
                const next = sortOptions.find((o) => o.id === e.target.value);
                if (next) commit(withSort(latest.current, next));
              }}
            />
          </div>

          <div className="mb-3">
            <CategoryTabs categories={meta.data?.facets.category} query={query} onPatch={patch} />
          </div>
          <div className="mb-4">
            <ActiveFilters query={query} onRemove={remove} onClear={() => commit(clearFilters(latest.current))} />
          </div>

          {!priceValid ? (
            <Alert tone="error">{t('filters.price_invalid')}</Alert>
          ) : search.isError && items.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <Alert tone="error">{errorMessage(search.error)}</Alert>
              <Button variant="outline" onClick={() => void search.refetch()}>
                {t('list.retry')}
              </Button>
            </div>
          ) : search.isPending ? (
            <ResultsGrid>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ListingCardSkeleton />
                </li>
              ))}
            </ResultsGrid>
          ) : items.length === 0 ? (
            <EmptyState
              title={t('list.empty_title')}
              description={t('list.empty_text')}
              action={
                filterCount > 0 && (
                  <Button variant="primary" onClick={() => commit(clearFilters(latest.current))}>
                    {t('list.clear_filters')}
                  </Button>
                )
              }
              className="bg-surface py-16"
            />
          ) : (
            <>
              <ResultsGrid busy={search.isPlaceholderData}>
                {items.map((item, i) => (
                  <li key={item.id} className={i < LIMITS.firstViewCards ? undefined : 'wd-render-near'}>
                    {/* The cards the server's first view drew render at once: the swap shows them, never their skeletons. */}
                    <ItemCard item={item} priority={i < 2} now={i < LIMITS.firstViewCards} />
                  </li>
                ))}
              </ResultsGrid>
              <div className="mt-8 flex flex-col items-center gap-3">
                {search.isFetchNextPageError && <Alert tone="error">{errorMessage(search.error)}</Alert>}
                {search.hasNextPage ? (
                  <Button variant="outline" size="lg" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()} className="min-w-48">
                    {t('list.load_more')}
                  </Button>
                ) : (
                  <p className="text-sm text-muted">{t('list.end')}</p>
                )}
              </div>
            </>
          )}
        </section>
      </div>

      <FilterSheet open={sheetOpen && !isDesktop} onOpenChange={setSheetOpen} query={query} onApply={(next) => {
          commit(next);
          setSheetOpen(false);
        }} />
    </div>
  );
}

const DESKTOP = '(min-width: 1024px)';

/** Whether the sidebar layout applies (the phone sheet otherwise): only one panel is mounted at a time. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(DESKTOP);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}

function useItemSearchKeepingPrevious(body: Record<string, string>, enabled: boolean) {
  return useItemSearch(body, enabled, true);
}

function ResultsGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <ul aria-busy={busy || undefined} className={clsx('grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 sm:gap-5 xl:grid-cols-3', busy && 'opacity-60')}>
      {children}
    </ul>
  );
}

/** Phones: the panel as a full-screen sheet editing a draft; "Show results" applies it. */
function FilterSheet({ open, onOpenChange, query, onApply }: { open: boolean; onOpenChange: (open: boolean) => void; query: ListQuery; onApply: (next: ListQuery) => void }) {
  const { t } = useTranslation('items');
  const [draft, setDraft] = useState(query);
  const [valid, setValid] = useState(true);
  const [openedWith, setOpenedWith] = useState<ListQuery | null>(null);
  if (open && openedWith !== query) {
    // Each opening starts from the filters in the URL.
    setOpenedWith(query);
    setDraft(query);
  }
  if (!open && openedWith !== null) setOpenedWith(null);
  const count = countFilters(draft);
  // The draft's own counts: the panel's facets and "Show 1,284 listings" follow what is being chosen.
  const draftBody = useMemo(() => searchBodyOf(draft), [draft]);
  const meta = useSearchMeta(draftBody, open && valid && isPriceRangeValid(draft.min_price, draft.max_price));
  const total = meta.data && !meta.isPlaceholderData ? meta.data.count : undefined;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      headerAction={
        count > 0 && (
          <button type="button" onClick={() => setDraft(clearFilters(draft))} className="rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:underline">
            {t('filters.clear_all')}
          </button>
        )
      }
      footer={
        <Button size="lg" className="w-full" disabled={!valid} onClick={() => onApply(draft)}>
          {total !== undefined ? t('filters.show_total', { count: total, formatted: formatNumber(total) }) : count > 0 ? t('filters.apply_count', { count }) : t('filters.apply')}
        </Button>
      }
    >
      <div className="px-4 py-5">
        <FilterPanel query={draft} onPatch={(p) => setDraft((d) => patchQuery(d, p))} live={false} onValidityChange={setValid} facets={meta.data?.facets} />
      </div>
    </Sheet>
  );
}
