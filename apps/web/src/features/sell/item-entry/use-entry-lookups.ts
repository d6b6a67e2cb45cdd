/** The choices of the item form: lookups, categories, brands of the category, models of the brand, cities,
 * townships of the city. Dependent lists load once their parent is chosen. */
import { useMemo } from 'react';
import type { SelectOption } from '../../../components/ui/select-field';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Lookup } from '../../../lib/api/types';
import { categoryQueries, locationQueries, lookupQueries, makeQueries, modelQueries } from '../../../lib/queries/catalog';

const toOptions = (rows: Lookup[] | undefined): SelectOption[] => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** The catalogue changes rarely: half an hour before the form asks again. */
const LOOKUP_STALE = 30 * 60_000;

export function useEntryLookups(catId: string, makeId: string, cityId: string) {
  const { i18n } = useTranslation();
  // Lookup names come in the reader's language: another language is another answer.
  const lookups = useQuery({ ...lookupQueries.form(i18n.language), staleTime: LOOKUP_STALE });
  const categories = useQuery({ ...categoryQueries.all(), staleTime: LOOKUP_STALE });
  const makes = useQuery({ ...makeQueries.ofCategory(catId), staleTime: LOOKUP_STALE });
  const models = useQuery({ ...modelQueries.ofMake(makeId), staleTime: LOOKUP_STALE });
  const locations = useQuery({ ...locationQueries.all(), staleTime: LOOKUP_STALE });
  const townships = useQuery({ ...locationQueries.townshipsOf(cityId), staleTime: LOOKUP_STALE });

  const options = useMemo(() => {
    const l = lookups.data;
    return {
      itemTypes: toOptions(l?.item_types),
      priceTypes: toOptions(l?.price_types),
      conditions: toOptions(l?.conditions),
      dealOptions: toOptions(l?.deal_options),
      fuelTypes: toOptions(l?.fuel_types),
      transmissions: toOptions(l?.transmissions),
      colors: toOptions(l?.colors),
      bodyStyles: toOptions(l?.body_styles),
      sellerTypes: toOptions(l?.seller_types),
      vehicleTypes: toOptions(l?.vehicle_types),
      states: toOptions(l?.states),
      tags: toOptions(l?.tags),
      currencies: (l?.currencies ?? []).map((c) => ({ value: c.id, label: `${c.currency_short_form} (${c.currency_symbol})` })),
      categories: (categories.data ?? []).map((c) => ({ value: c.id, label: c.cat_name })),
      makes: (makes.data ?? []).map((m) => ({ value: m.id, label: m.name })),
      models: (models.data ?? []).map((m) => ({ value: m.id, label: m.name })),
      locations: (locations.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      townships: (townships.data ?? []).map((tw) => ({ value: tw.id, label: tw.township_name })),
    };
  }, [lookups.data, categories.data, makes.data, models.data, locations.data, townships.data]);

  const currencySymbol = (id: string) => lookups.data?.currencies?.find((c) => c.id === id)?.currency_symbol ?? '';
  const labelOf = (list: SelectOption[], id: string) => list.find((o) => o.value === id)?.label ?? '';

  return {
    options,
    labelOf,
    currencySymbol,
    makesLoading: makes.isFetching,
    modelsLoading: models.isFetching,
    townshipsLoading: townships.isFetching,
    location: (id: string) => locations.data?.find((c) => c.id === id),
    township: (id: string) => townships.data?.find((tw) => tw.id === id),
    make: (id: string) => makes.data?.find((m) => m.id === id),
    isPending: lookups.isPending || categories.isPending || locations.isPending,
    isError: lookups.isError || categories.isError || locations.isError,
    error: lookups.error ?? categories.error ?? locations.error,
    refetch: () => {
      void lookups.refetch();
      void categories.refetch();
      void locations.refetch();
    },
  };
}

export type EntryLookups = ReturnType<typeof useEntryLookups>;
