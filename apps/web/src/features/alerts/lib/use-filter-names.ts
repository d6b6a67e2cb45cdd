import { useQuery } from '@tanstack/react-query';
import { categoryQueries, locationQueries, makeQueries, modelQueries } from '../../../lib/queries/catalog';
import type { FilterNames, Filters } from './saved-search-filters';

const LONG = 10 * 60_000;

/** The catalogue names of a filter body's ids, from the lists the app already loads (cached, shared). */
export function useFilterNames(filters: Filters): FilterNames {
  const catId = filters.cat_id ?? '';
  const makeId = filters.sub_cat_id ?? '';
  const cityId = filters.item_location_id ?? '';
  const categories = useQuery({ ...categoryQueries.all(), staleTime: LONG, enabled: catId !== '' });
  const makes = useQuery({ ...makeQueries.ofCategory(catId), staleTime: LONG, enabled: catId !== '' && makeId !== '' });
  const models = useQuery({ ...modelQueries.ofMake(makeId), staleTime: LONG, enabled: makeId !== '' && Boolean(filters.model_id) });
  const cities = useQuery({ ...locationQueries.all(), staleTime: LONG, enabled: cityId !== '' });
  const townships = useQuery({ ...locationQueries.townshipsOf(cityId), staleTime: LONG, enabled: cityId !== '' && Boolean(filters.item_location_township_id) });
  return {
    category: categories.data?.find((c) => c.id === catId)?.cat_name,
    make: makes.data?.find((m) => m.id === makeId)?.name,
    model: models.data?.find((m) => m.id === filters.model_id)?.name,
    city: cities.data?.find((c) => c.id === cityId)?.name,
    township: townships.data?.find((w) => w.id === filters.item_location_township_id)?.township_name,
  };
}
