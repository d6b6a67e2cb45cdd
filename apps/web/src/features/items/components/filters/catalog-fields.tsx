/** Vehicle section: category, then make (opens once a category is chosen), then model (once a make is). */
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field';
import { useCategories } from '../../api/get-categories';
import { useModels } from '../../api/get-models';
import { useSubcategories } from '../../api/get-subcategories';
import { lookupOptions, nameIn, withCounts, type FacetCounts, type SectionProps } from './filter-parts';

export function CatalogFields({ query, set, categoryCounts, makeCounts }: SectionProps & { categoryCounts?: FacetCounts; makeCounts?: FacetCounts }) {
  const { t } = useTranslation('items');
  const categories = useCategories();
  const makes = useSubcategories(query.cat_id);
  const models = useModels(query.sub_cat_id);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.cat_id || c.id, label: c.cat_name }));
  // A category chosen from a link may not be in the first page of categories: keep it selectable.
  if (query.cat_id && !categoryOptions.some((o) => o.value === query.cat_id)) categoryOptions.push({ value: query.cat_id, label: query.cat_name ?? query.cat_id });
  const makeOptions = lookupOptions(makes.data);
  if (query.sub_cat_id && !makeOptions.some((o) => o.value === query.sub_cat_id)) makeOptions.push({ value: query.sub_cat_id, label: query.sub_cat_name ?? query.sub_cat_id });
  const modelOptions = lookupOptions(models.data);
  if (query.model_id && !modelOptions.some((o) => o.value === query.model_id)) modelOptions.push({ value: query.model_id, label: query.model_name ?? query.model_id });

  return (
    <>
      <SelectField
        label={t('filters.category')}
        placeholder={t('filters.any_category')}
        options={withCounts(categoryOptions, categoryCounts)}
        value={query.cat_id ?? ''}
        onChange={(e) => set({ cat_id: e.target.value, cat_name: categoryOptions.find((o) => o.value === e.target.value)?.label ?? '' })}
      />
      <SelectField
        label={t('filters.make')}
        placeholder={query.cat_id ? t('filters.any_make') : t('filters.choose_category_first')}
        options={withCounts(makeOptions, makeCounts)}
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
