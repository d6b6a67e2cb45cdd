/**
 * Every filter of the item list (spec §2.2), editing a ListQuery. The same panel is the desktop sidebar (`live`:
 * each change is committed at once, typing after a short pause) and the phone sheet (a draft applied with one
 * button). An invalid price range shows the spec's warning and is never committed.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RemovableChip, TogglePill } from '../../../components/ui/chip';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { ChevronDownIcon, CompassIcon, SearchIcon, UserIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { useCategories } from '../api/get-categories';
import { useItemVariables } from '../api/get-item-variables';
import { useLocations } from '../api/get-locations';
import { useModels } from '../api/get-models';
import { useSubcategories } from '../api/get-subcategories';
import { useTownships } from '../api/get-townships';
import { useUserSearch } from '../api/search-users';
import type { WireLookup } from '../api/types';
import { useDeferredInput } from '../hooks/use-deferred-input';
import { hasRadius, isPriceRangeValid, type ListKey, type ListQuery } from '../lib/list-query';
import { RadiusDialog } from './radius-dialog';

export interface FilterPanelProps {
  query: ListQuery;
  /** A change as a patch ("" removes a key); the owner applies it to its newest query (see patchQuery). */
  onPatch: (patch: ListQuery) => void;
  /** Sidebar: commit as the user goes. Sheet: every change goes to the draft at once. */
  live: boolean;
  onValidityChange?: (valid: boolean) => void;
}

const TYPING_DELAY_MS = 700;
const FIRST_YEAR = 1980;

const options = (rows: readonly WireLookup[] | undefined): SelectOption[] => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
const nameIn = (rows: readonly { id: string; name: string }[] | undefined, id: string) => rows?.find((r) => r.id === id)?.name ?? '';

function Section({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0', className)}>
      <legend className="float-start mb-3 w-full text-sm font-bold tracking-wide text-fg uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

const inputClass =
  'block h-11 w-full min-w-0 rounded-xl border bg-surface px-3 text-sm text-fg placeholder:text-muted/80 shadow-xs focus:border-ring focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring';

export function FilterPanel({ query, onPatch, live, onValidityChange }: FilterPanelProps) {
  const { t } = useTranslation('items');
  const set = onPatch;
  const delay = live ? TYPING_DELAY_MS : 0;
  const moreActive = Boolean(
    query.item_type_id || query.item_price_type_id || query.deal_option_id || query.engine_status_id || query.users_post || query.item_currency_id,
  );

  return (
    <div className="flex flex-col gap-5">
      <KeywordField value={query.searchterm ?? ''} onCommit={(searchterm) => set({ searchterm })} delay={delay} />
      <Section title={t('filters.section_vehicle')}>
        <CatalogFields query={query} set={set} />
      </Section>
      <Section title={t('filters.price')}>
        <PriceRange query={query} set={set} delay={delay} onValidityChange={onValidityChange} />
        <TogglePill pressed={query.is_discount === '1'} onClick={() => set({ is_discount: query.is_discount === '1' ? '' : '1' })} className="self-start">
          {t('filters.discount_only')}
        </TogglePill>
      </Section>
      <Section title={t('filters.year')}>
        <YearRange query={query} set={set} />
      </Section>
      <Section title={t('filters.section_details')}>
        <DetailFields query={query} set={set} />
      </Section>
      <Section title={t('filters.location')}>
        <LocationFields query={query} set={set} />
      </Section>
      <Section title={t('filters.section_seller')}>
        <SellerFields query={query} set={set} />
      </Section>
      <Section title={t('filters.availability')}>
        <AvailabilityFields query={query} set={set} />
      </Section>
      <details className="group border-t border-line pt-4" open={moreActive || undefined}>
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg text-sm font-bold tracking-wide text-fg uppercase [&::-webkit-details-marker]:hidden">
          {t('filters.more')}
          <ChevronDownIcon size={18} className="transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-4 flex flex-col gap-3">
          <MoreFields query={query} set={set} />
        </div>
      </details>
    </div>
  );
}

type SetFn = (patch: ListQuery) => void;

function KeywordField({ value, onCommit, delay }: { value: string; onCommit: (v: string) => void; delay: number }) {
  const { t } = useTranslation('items');
  const id = useId();
  const input = useDeferredInput(value, (v) => onCommit(v.trim()), delay);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold tracking-wide text-fg uppercase">
        {t('filters.keyword')}
      </label>
      <div className="relative">
        <SearchIcon size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={input.text}
          onChange={(e) => input.change(e.target.value)}
          onBlur={() => input.flush()}
          onKeyDown={(e) => e.key === 'Enter' && input.flush()}
          placeholder={t('filters.keyword_placeholder')}
          enterKeyHint="search"
          className={clsx(inputClass, 'border-line-strong ps-10')}
        />
      </div>
    </div>
  );
}

function CatalogFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const categories = useCategories();
  const makes = useSubcategories(query.cat_id);
  const models = useModels(query.sub_cat_id);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.cat_id || c.id, label: c.cat_name }));
  // A category chosen from a link may not be in the first page of categories: keep it selectable.
  if (query.cat_id && !categoryOptions.some((o) => o.value === query.cat_id)) categoryOptions.push({ value: query.cat_id, label: query.cat_name ?? query.cat_id });
  const makeOptions = options(makes.data);
  if (query.sub_cat_id && !makeOptions.some((o) => o.value === query.sub_cat_id)) makeOptions.push({ value: query.sub_cat_id, label: query.sub_cat_name ?? query.sub_cat_id });
  const modelOptions = options(models.data);
  if (query.model_id && !modelOptions.some((o) => o.value === query.model_id)) modelOptions.push({ value: query.model_id, label: query.model_name ?? query.model_id });

  return (
    <>
      <SelectField
        label={t('filters.category')}
        placeholder={t('filters.any_category')}
        options={categoryOptions}
        value={query.cat_id ?? ''}
        onChange={(e) => set({ cat_id: e.target.value, cat_name: categoryOptions.find((o) => o.value === e.target.value)?.label ?? '' })}
      />
      <SelectField
        label={t('filters.make')}
        placeholder={query.cat_id ? t('filters.any_make') : t('filters.choose_category_first')}
        options={makeOptions}
        disabled={!query.cat_id}
        value={query.sub_cat_id ?? ''}
        onChange={(e) => set({ sub_cat_id: e.target.value, sub_cat_name: nameIn(makes.data, e.target.value) })}
      />
      <SelectField
        label={t('filters.model')}
        placeholder={query.sub_cat_id ? t('filters.any_model') : t('filters.choose_make_first')}
        options={modelOptions}
        disabled={!query.sub_cat_id}
        value={query.model_id ?? ''}
        onChange={(e) => set({ model_id: e.target.value, model_name: nameIn(models.data, e.target.value) })}
      />
    </>
  );
}

function PriceRange({ query, set, delay, onValidityChange }: { query: ListQuery; set: SetFn; delay: number; onValidityChange?: (valid: boolean) => void }) {
  const { t } = useTranslation('items');
  const variables = useItemVariables();
  const minId = useId();
  const maxId = useId();
  const warningId = useId();
  const queryMin = query.min_price ?? '';
  const queryMax = query.max_price ?? '';
  const [min, setMin] = useState(queryMin);
  const [max, setMax] = useState(queryMax);
  // The fields follow the address when it changes from outside (back, chips, clear all), field by field, but not
  // when the change is the echo of what this component just sent: the user may already be typing in the other
  // field (or further in this one), and that text must not be lost.
  const followed = useRef({ min: queryMin, max: queryMax });
  const sent = useRef<{ min?: string; max?: string }>({});
  useEffect(() => {
    if (queryMin !== followed.current.min) {
      if (queryMin !== sent.current.min) setMin(queryMin);
      sent.current.min = undefined;
    }
    if (queryMax !== followed.current.max) {
      if (queryMax !== sent.current.max) setMax(queryMax);
      sent.current.max = undefined;
    }
    followed.current = { min: queryMin, max: queryMax };
  }, [queryMin, queryMax]);
  const valid = isPriceRangeValid(min, max);
  const timer = useRef<number | undefined>(undefined);
  const setRef = useRef(set);
  useEffect(() => {
    setRef.current = set;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => onValidityChange?.(valid), [valid, onValidityChange]);

  const send = (nextMin: string, nextMax: string) => {
    const [m, x] = [nextMin.trim(), nextMax.trim()];
    sent.current = { min: m !== followed.current.min ? m : undefined, max: x !== followed.current.max ? x : undefined };
    setRef.current({ min_price: m, max_price: x });
  };
  const change = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    window.clearTimeout(timer.current);
    if (!isPriceRangeValid(nextMin, nextMax)) return;
    if (delay <= 0) send(nextMin, nextMax);
    else timer.current = window.setTimeout(() => send(nextMin, nextMax), delay);
  };
  const flush = () => {
    window.clearTimeout(timer.current);
    if (valid && (min.trim() !== queryMin || max.trim() !== queryMax)) send(min, max);
  };
  const currencies = variables.data?.currencies ?? [];
  const field = (id: string, label: string, value: string, onValue: (v: string) => void) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        onBlur={flush}
        onKeyDown={(e) => e.key === 'Enter' && flush()}
        placeholder={t('filters.any')}
        aria-invalid={!valid || undefined}
        aria-describedby={!valid ? warningId : undefined}
        className={clsx(inputClass, valid ? 'border-line-strong' : 'border-danger')}
      />
    </div>
  );
  return (
    <>
      <div className="flex gap-3">
        {field(minId, t('filters.min_price'), min, (v) => change(v, max))}
        {field(maxId, t('filters.max_price'), max, (v) => change(min, v))}
      </div>
      {!valid && (
        <div id={warningId}>
          <Alert tone="error">{t('filters.price_invalid')}</Alert>
        </div>
      )}
      {currencies.length > 1 && (
        <SelectField
          label={t('filters.currency')}
          placeholder={t('filters.any_currency')}
          options={currencies.map((c) => ({ value: c.id, label: `${c.currency_symbol} ${c.currency_short_form}`.trim() }))}
          value={query.item_currency_id ?? ''}
          onChange={(e) => set({ item_currency_id: e.target.value })}
        />
      )}
    </>
  );
}

function YearRange({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const years = useMemo(() => {
    const last = new Date().getFullYear() + 1;
    return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
  }, []);
  return (
    <div className="flex gap-3">
      <SelectField
        containerClassName="flex-1"
        label={t('filters.min_year')}
        placeholder={t('filters.any')}
        options={query.max_year ? years.filter((y) => y.value <= query.max_year!) : years}
        value={query.min_year ?? ''}
        onChange={(e) => set({ min_year: e.target.value })}
      />
      <SelectField
        containerClassName="flex-1"
        label={t('filters.max_year')}
        placeholder={t('filters.any')}
        options={query.min_year ? years.filter((y) => y.value >= query.min_year!) : years}
        value={query.max_year ?? ''}
        onChange={(e) => set({ max_year: e.target.value })}
      />
    </div>
  );
}

/** Condition as pills; fuel, transmission and body style as selects. */
function DetailFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const lookupSelect = (key: ListKey, label: string, rows: WireLookup[] | undefined) => (
    <SelectField label={label} placeholder={t('filters.any')} options={options(rows)} value={query[key] ?? ''} onChange={(e) => set({ [key]: e.target.value })} />
  );
  return (
    <>
      <div role="group" aria-label={t('filters.condition')} className="flex flex-col gap-2">
        <span className="text-sm font-medium text-fg">{t('filters.condition')}</span>
        <div className="flex flex-wrap gap-2">
          {(data?.conditions ?? []).map((c) => (
            <TogglePill
              key={c.id}
              pressed={query.condition_of_item_id === c.id}
              onClick={() => set(query.condition_of_item_id === c.id ? { condition_of_item_id: '' } : { condition_of_item_id: c.id, item_condition_name: c.name })}
            >
              {c.name}
            </TogglePill>
          ))}
        </div>
      </div>
      {lookupSelect('fuel_type_id', t('filters.fuel'), data?.fuel_types)}
      {lookupSelect('transmission_id', t('filters.transmission'), data?.transmissions)}
      {lookupSelect('body_style_id', t('filters.body_style'), data?.body_styles)}
    </>
  );
}

function LocationFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const locations = useLocations();
  const townships = useTownships(query.item_location_id);
  const [mapOpen, setMapOpen] = useState(false);
  const radius = hasRadius(query);
  const city = locations.data?.find((l) => l.id === query.item_location_id);
  return (
    <>
      <SelectField
        label={t('filters.city')}
        placeholder={t('filters.any_city')}
        options={options(locations.data)}
        value={radius ? '' : (query.item_location_id ?? '')}
        disabled={radius}
        onChange={(e) => set({ item_location_id: e.target.value, item_location_name: nameIn(locations.data, e.target.value) })}
      />
      <SelectField
        label={t('filters.township')}
        placeholder={query.item_location_id ? t('filters.any_township') : t('filters.choose_city_first')}
        options={(townships.data ?? []).map((tw) => ({ value: tw.id, label: tw.township_name }))}
        value={radius ? '' : (query.item_location_township_id ?? '')}
        disabled={radius || !query.item_location_id}
        onChange={(e) =>
          set({
            item_location_township_id: e.target.value,
            item_location_township_name: townships.data?.find((tw) => tw.id === e.target.value)?.township_name ?? '',
          })
        }
      />
      {radius ? (
        <RemovableChip removeLabel={t('chips.remove', { label: t('chips.radius', { miles: formatNumber(Number(query.mile)) }) })} onRemove={() => set({ lat: '', lng: '', mile: '' })} className="self-start">
          {t('chips.radius', { miles: formatNumber(Number(query.mile)) })}
        </RemovableChip>
      ) : null}
      <Button variant="outline" onClick={() => setMapOpen(true)} className="w-full">
        <CompassIcon size={18} />
        {radius ? t('filters.map_radius_change') : t('filters.map_radius')}
      </Button>
      <RadiusDialog
        open={mapOpen}
        onOpenChange={setMapOpen}
        initial={{ lat: query.lat, lng: query.lng, miles: query.mile, cityLat: city?.lat, cityLng: city?.lng }}
        onApply={({ lat, lng, miles }) => {
          set({ lat, lng, mile: miles, item_location_id: '', item_location_township_id: '' });
          setMapOpen(false);
        }}
        onRemove={
          radius
            ? () => {
                set({ lat: '', lng: '', mile: '' });
                setMapOpen(false);
              }
            : undefined
        }
      />
    </>
  );
}

function SellerFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const id = useId();
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(term), 400);
    return () => window.clearTimeout(timer);
  }, [term]);
  const users = useUserSearch(debounced);
  return (
    <>
      <div role="group" aria-label={t('filters.seller_type')} className="flex flex-col gap-2">
        <span className="text-sm font-medium text-fg">{t('filters.seller_type')}</span>
        <div className="flex flex-wrap gap-2">
          {(data?.seller_types ?? []).map((s) => (
            <TogglePill key={s.id} pressed={query.seller_type_id === s.id} onClick={() => set({ seller_type_id: query.seller_type_id === s.id ? '' : s.id })}>
              {s.name}
            </TogglePill>
          ))}
        </div>
      </div>
      {query.addedUserId ? (
        <RemovableChip
          removeLabel={t('chips.remove', { label: query.added_user_name ?? t('chips.seller_unknown') })}
          onRemove={() => set({ addedUserId: '' })}
          className="self-start"
        >
          <span className="inline-flex items-center gap-1.5">
            <UserIcon size={14} />
            {query.added_user_name ?? t('chips.seller_unknown')}
          </span>
        </RemovableChip>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            {t('filters.seller')}
          </label>
          <input
            id={id}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('filters.seller_placeholder')}
            autoComplete="off"
            className={clsx(inputClass, 'border-line-strong')}
          />
          {debounced.trim().length >= 2 && (
            <div aria-live="polite" className="text-sm">
              {users.isError ? (
                <p className="text-muted">{t('filters.seller_unavailable')}</p>
              ) : users.isPending ? null : (users.data ?? []).length === 0 ? (
                <p className="text-muted">{t('filters.seller_none')}</p>
              ) : (
                <ul className="flex max-h-48 flex-col overflow-y-auto rounded-xl border border-line bg-surface">
                  {(users.data ?? []).map((u) => (
                    <li key={u.user_id}>
                      <button
                        type="button"
                        onClick={() => {
                          set({ addedUserId: u.user_id, added_user_name: u.user_name });
                          setTerm('');
                        }}
                        className="flex w-full items-center gap-2 px-3 py-2 text-start hover:bg-surface-2"
                      >
                        <UserIcon size={16} className="text-muted" />
                        <span className="truncate">{u.user_name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}

function AvailabilityFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const choices = [
    { value: '', label: t('filters.availability_all') },
    { value: '0', label: t('filters.availability_available') },
    { value: '1', label: t('filters.availability_sold') },
  ];
  return (
    <>
      <div role="radiogroup" aria-label={t('filters.availability')} className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
        {choices.map((c) => {
          const checked = (query.is_sold_out ?? '') === c.value;
          return (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => set({ is_sold_out: c.value })}
              className={clsx(
                'h-9 truncate rounded-lg px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                checked ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
              )}
            >
              {c.label}
            </button>
          );
        })}
      </div>
      <TogglePill pressed={query.isPaid === 'only_paid_item'} onClick={() => set({ isPaid: query.isPaid === 'only_paid_item' ? '' : 'only_paid_item' })} className="self-start">
        {t('filters.featured_only')}
      </TogglePill>
    </>
  );
}

function MoreFields({ query, set }: { query: ListQuery; set: SetFn }) {
  const { t } = useTranslation('items');
  const { data } = useItemVariables();
  const named = (idKey: ListKey, nameKey: ListKey, label: string, rows: WireLookup[] | undefined) => (
    <SelectField
      label={label}
      placeholder={t('filters.any')}
      options={options(rows)}
      value={query[idKey] ?? ''}
      onChange={(e) => set({ [idKey]: e.target.value, [nameKey]: nameIn(rows, e.target.value) })}
    />
  );
  const engine = [
    { id: '1', name: t('filters.engine_on') },
    { id: '0', name: t('filters.engine_off') },
  ];
  return (
    <>
      {named('item_type_id', 'item_type_name', t('filters.item_type'), data?.item_types)}
      {named('item_price_type_id', 'item_price_type_name', t('filters.price_type'), data?.price_types)}
      {named('deal_option_id', 'deal_option_name', t('filters.deal_option'), data?.deal_options)}
      {named('engine_status_id', 'engine_status_name', t('filters.engine_status'), engine)}
      <TogglePill pressed={query.users_post === '1'} onClick={() => set({ users_post: query.users_post === '1' ? '' : '1' })} className="self-start">
        {t('filters.users_post')}
      </TogglePill>
    </>
  );
}
