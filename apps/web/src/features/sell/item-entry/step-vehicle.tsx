import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/field';
import { itemFieldError } from './errors';
import { FieldGrid, Section, useNumberField } from './field-helpers';
import { useEntry } from './entry-context';
import type { ItemFormValues } from './form';

const OWNER_CHOICES = ['1st owner', '2nd owner', '3rd owner', '4th owner', '5+ owners'] as const;

export function VehicleStep() {
  const { t } = useTranslation('sell');
  const { lookups, busy } = useEntry();
  const { register, setValue, control, formState } = useFormContext<ItemFormValues>();
  const numberField = useNumberField();
  const { errors } = formState;
  const [catId, makeId, owner] = useWatch({ control, name: ['cat_id', 'sub_cat_id', 'owner'] });
  const o = lookups.options;
  const choose = t('fields.choose');
  const optional = t('fields.optional');
  const years = yearOptions();
  const ownerOptions: Array<{ value: string; label: string }> = OWNER_CHOICES.map((value, i) => ({ value, label: t(`fields.owner_options.${i}`) }));
  // A value typed by an older client stays selectable.
  if (owner && !OWNER_CHOICES.includes(owner as (typeof OWNER_CHOICES)[number])) ownerOptions.push({ value: owner, label: owner });

  const category = register('cat_id', {
    onChange: () => {
      setValue('sub_cat_id', '');
      setValue('model_id', '');
      setValue('brand', '');
    },
  });
  const make = register('sub_cat_id', {
    onChange: (e: { target: { value: string } }) => {
      setValue('model_id', '');
      setValue('brand', lookups.make(e.target.value)?.name ?? '');
    },
  });

  return (
    <Section title={t('steps.vehicle.title')} description={t('steps.vehicle.description')}>
      <FieldGrid>
        <SelectField label={t('fields.category')} required options={o.categories} placeholder={choose} error={itemFieldError(errors.cat_id?.message)} disabled={busy} {...category} />
        <SelectField
          label={t('fields.brand')}
          required
          options={o.makes}
          placeholder={lookups.makesLoading ? t('fields.loading') : choose}
          disabled={busy || !catId}
          hint={!catId ? t('fields.brand_after_category') : undefined}
          error={itemFieldError(errors.sub_cat_id?.message)}
          {...make}
        />
        <SelectField
          label={t('fields.model')}
          required
          options={o.models}
          placeholder={lookups.modelsLoading ? t('fields.loading') : choose}
          disabled={busy || !makeId}
          hint={!makeId ? t('fields.model_after_brand') : undefined}
          error={itemFieldError(errors.model_id?.message)}
          {...register('model_id')}
        />
        <SelectField label={t('fields.year')} options={years} placeholder={optional} error={itemFieldError(errors.vehicle_year?.message)} disabled={busy} {...register('vehicle_year')} />
        <TextField label={t('fields.driven_km')} placeholder={t('fields.driven_km_placeholder')} error={itemFieldError(errors.driven_km?.message)} disabled={busy} {...numberField('driven_km')} />
        <SelectField label={t('fields.fuel')} options={o.fuelTypes} placeholder={optional} disabled={busy} {...register('fuel_type_id')} />
        <SelectField label={t('fields.transmission')} options={o.transmissions} placeholder={optional} disabled={busy} {...register('transmission_id')} />
      </FieldGrid>
      <div className="flex items-center gap-3 pt-2">
        <h3 className="text-sm font-semibold text-fg">{t('fields.more_specs')}</h3>
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <FieldGrid>
        <SelectField label={t('fields.body')} options={o.bodyStyles} placeholder={optional} disabled={busy} {...register('body_style_id')} />
        <SelectField label={t('fields.color')} options={o.colors} placeholder={optional} disabled={busy} {...register('color_id')} />
        <TextField label={t('fields.engine_cc')} placeholder={t('fields.engine_cc_placeholder')} error={itemFieldError(errors.engine_cc?.message)} disabled={busy} {...numberField('engine_cc')} />
        <TextField label={t('fields.seats')} error={itemFieldError(errors.seating_capacity?.message)} disabled={busy} {...numberField('seating_capacity')} />
        <SelectField label={t('fields.owners')} options={ownerOptions} placeholder={optional} disabled={busy} {...register('owner')} />
        <SelectField label={t('fields.registration_state')} options={o.states} placeholder={optional} disabled={busy} {...register('vehicle_registration_state_id')} />
        <SelectField label={t('fields.vehicle_type')} options={o.vehicleTypes} placeholder={optional} disabled={busy} {...register('vehicle_type_id')} />
        <TextField label={t('fields.loading_vehicle')} placeholder={t('fields.loading_vehicle_placeholder')} error={itemFieldError(errors.loading_vehicle?.message)} disabled={busy} {...register('loading_vehicle')} />
      </FieldGrid>
      <ChoiceGroup
        legend={t('fields.engine_status')}
        columns={2}
        choices={[
          { value: '1', label: t('fields.engine_runs'), description: t('fields.engine_runs_text') },
          { value: '0', label: t('fields.engine_not_running'), description: t('fields.engine_not_running_text') },
        ]}
        disabled={busy}
        {...register('engine_status')}
      />
    </Section>
  );
}

function yearOptions() {
  const last = new Date().getFullYear() + 1;
  const out: Array<{ value: string; label: string }> = [];
  for (let y = last; y >= 1950; y--) out.push({ value: String(y), label: String(y) });
  return out;
}
