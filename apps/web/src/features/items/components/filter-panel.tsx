/**
 * Every filter of the item list (spec §2.2), editing a ListQuery. The same panel is the desktop sidebar (`live`:
 * each change is committed at once, typing after a short pause) and the phone sheet (a draft applied with one
 * button). An invalid price range shows the spec's warning and is never committed.
 *
 * This file only lays the sections out; each section lives in ./filters/ (one file per section, its state in a
 * hook beside it): keyword, vehicle (catalog), price (with its bands), year, mileage, details, location, seller,
 * availability, more. With `facets`, the make, body, fuel and price-band choices show their counts.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TogglePill } from '../../../components/ui/chip';
import type { SearchMeta } from '../api/search-meta';
import type { ListQuery } from '../lib/list-query';
import { AvailabilityFields } from './filters/availability-fields';
import { CatalogFields } from './filters/catalog-fields';
import { DetailFields } from './filters/detail-fields';
import { FilterSection } from './filters/filter-parts';
import { KeywordField } from './filters/keyword-field';
import { LocationFields } from './filters/location-fields';
import { MileageRange } from './filters/mileage-range';
import { PriceBands } from './filters/price-bands';
import { MoreFilters } from './filters/more-fields';
import { PriceRange } from './filters/price-range';
import { SellerFields } from './filters/seller-fields';
import { YearRange } from './filters/year-range';

export interface FilterPanelProps {
  query: ListQuery;
  /** A change as a patch ("" removes a key); the owner applies it to its newest query (see patchQuery). */
  onPatch: (patch: ListQuery) => void;
  /** Sidebar: commit as the user goes. Sheet: every change goes to the draft at once. */
  live: boolean;
  onValidityChange?: (valid: boolean) => void;
  /** Counts of matches by make, body, fuel and price band (items/search_meta), shown beside the choices. */
  facets?: SearchMeta['facets'];
}

const TYPING_DELAY_MS = 700;

const countsOf = (values: { id: string; count: number }[] | undefined) => (values ? new Map(values.map((v) => [v.id, v.count])) : undefined);

export function FilterPanel({ query, onPatch, live, onValidityChange, facets }: FilterPanelProps) {
  const { t } = useTranslation('items');
  const counts = useMemo(
    () => ({ category: countsOf(facets?.category), make: countsOf(facets?.make), body: countsOf(facets?.body_style), fuel: countsOf(facets?.fuel_type) }),
    [facets],
  );
  const set = onPatch;
  const delay = live ? TYPING_DELAY_MS : 0;

  return (
    <div className="flex flex-col gap-5">
      <KeywordField value={query.searchterm ?? ''} onCommit={(searchterm) => set({ searchterm })} delay={delay} />
      <FilterSection title={t('filters.section_vehicle')}>
        <CatalogFields query={query} set={set} categoryCounts={counts.category} makeCounts={counts.make} />
      </FilterSection>
      <FilterSection title={t('filters.price')}>
        <PriceRange query={query} set={set} delay={delay} onValidityChange={onValidityChange} />
        <PriceBands query={query} set={set} bands={facets?.price_band} />
        <TogglePill pressed={query.is_discount === '1'} onClick={() => set({ is_discount: query.is_discount === '1' ? '' : '1' })} className="self-start">
          {t('filters.discount_only')}
        </TogglePill>
      </FilterSection>
      <FilterSection title={t('filters.year')}>
        <YearRange query={query} set={set} />
      </FilterSection>
      <FilterSection title={t('filters.mileage')}>
        <MileageRange query={query} set={set} />
      </FilterSection>
      <FilterSection title={t('filters.section_details')}>
        <DetailFields query={query} set={set} fuelCounts={counts.fuel} bodyCounts={counts.body} />
      </FilterSection>
      <FilterSection title={t('filters.location')}>
        <LocationFields query={query} set={set} />
      </FilterSection>
      <FilterSection title={t('filters.section_seller')}>
        <SellerFields query={query} set={set} />
      </FilterSection>
      <FilterSection title={t('filters.availability')}>
        <AvailabilityFields query={query} set={set} />
      </FilterSection>
      <MoreFilters query={query} set={set} />
    </div>
  );
}
