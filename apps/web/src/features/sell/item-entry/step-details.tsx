import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@wheeldeal/contract';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { itemFieldError } from './errors';
import { CharCounter, FieldGrid, Section } from './field-helpers';
import { useEntry } from './entry-context';
import type { ItemFormValues } from './form';

export function DetailsStep() {
  const { t } = useTranslation('sell');
  const { lookups, config, busy } = useEntry();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { errors } = formState;
  const [title, subtitle, description] = useWatch({ control, name: ['title', 'subtitle', 'description'] });
  const o = lookups.options;

  return (
    <Section title={t('steps.details.title')} description={t('steps.details.description')}>
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t('fields.title')}
          required
          placeholder={t('fields.title_placeholder')}
          error={itemFieldError(errors.title?.message)}
          disabled={busy}
          {...register('title')}
        />
        <CharCounter value={title} max={LIMITS.itemTitleMax} />
      </div>
      <div className="flex flex-col gap-1.5">
        <TextField
          label={t('fields.subtitle')}
          required
          placeholder={t('fields.subtitle_placeholder')}
          error={itemFieldError(errors.subtitle?.message)}
          disabled={busy}
          {...register('subtitle')}
        />
        <CharCounter value={subtitle} max={LIMITS.itemSubtitleMax} />
      </div>
      <div className="flex flex-col gap-1.5">
        <TextAreaField
          label={t('fields.description')}
          required
          rows={7}
          placeholder={t('fields.description_placeholder')}
          error={itemFieldError(errors.description?.message)}
          disabled={busy}
          {...register('description')}
        />
        <CharCounter value={description} min={LIMITS.itemDescriptionMin} />
      </div>
      {config.show.highlightInfo && (
        <TextAreaField
          label={t('fields.highlight_info')}
          rows={3}
          placeholder={t('fields.highlight_info_placeholder')}
          hint={t('fields.optional_hint')}
          error={itemFieldError(errors.highlight_info?.message)}
          disabled={busy}
          {...register('highlight_info')}
        />
      )}
      <FieldGrid>
        <SelectField label={t('fields.tag')} required options={o.tags} placeholder={t('fields.choose')} error={itemFieldError(errors.tag_id?.message)} disabled={busy} {...register('tag_id')} />
        <SelectField
          label={t('fields.item_type')}
          required
          options={o.itemTypes}
          placeholder={t('fields.choose')}
          error={itemFieldError(errors.item_type_id?.message)}
          disabled={busy}
          {...register('item_type_id')}
        />
      </FieldGrid>
      <ChoiceGroup
        legend={t('fields.condition')}
        dense
        required
        columns={3}
        choices={o.conditions.map((c) => ({ value: c.value, label: c.label }))}
        error={itemFieldError(errors.condition_of_item_id?.message)}
        disabled={busy}
        {...register('condition_of_item_id')}
      />
    </Section>
  );
}
