import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { formatNumber, formatPrice } from '../../../lib/format';
import { itemFieldError } from './errors';
import { FieldGrid, Section, useNumberField } from './field-helpers';
import { useEntry } from './entry-context';
import type { ItemFormValues } from './form';

export function PriceStep() {
  const { t } = useTranslation('sell');
  const { lookups, config, busy } = useEntry();
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const numberField = useNumberField();
  const { errors } = formState;
  const [price, currencyId, discount] = useWatch({ control, name: ['price', 'item_currency_id', 'discount_rate_by_percentage'] });
  const o = lookups.options;
  const symbol = lookups.currencySymbol(currencyId);
  const amount = Number(price);
  const rate = Number(discount);
  const showDiscounted = config.show.discount && Number.isFinite(amount) && amount > 0 && Number.isFinite(rate) && rate > 0 && rate < 100;

  return (
    <Section title={t('steps.price.title')} description={t('steps.price.description')}>
      <FieldGrid>
        <TextField
          label={t('fields.price')}
          required
          placeholder="0"
          hint={t('fields.price_hint')}
          error={itemFieldError(errors.price?.message)}
          disabled={busy}
          {...numberField('price', true)}
        />
        <SelectField
          label={t('fields.currency')}
          required
          options={o.currencies}
          placeholder={t('fields.choose')}
          error={itemFieldError(errors.item_currency_id?.message)}
          disabled={busy}
          {...register('item_currency_id')}
        />
      </FieldGrid>
      <ChoiceGroup
        legend={t('fields.price_type')}
        dense
        required
        columns={2}
        choices={o.priceTypes}
        error={itemFieldError(errors.item_price_type_id?.message)}
        disabled={busy}
        {...register('item_price_type_id')}
      />
      {config.show.discount && (
        <div className="flex flex-col gap-2">
          <TextField
            label={t('fields.discount')}
            placeholder="0"
            hint={t('fields.discount_hint')}
            error={itemFieldError(errors.discount_rate_by_percentage?.message)}
            disabled={busy}
            containerClassName="sm:max-w-[calc(50%-0.625rem)]"
            {...numberField('discount_rate_by_percentage', true)}
          />
          {showDiscounted && (
            <p className="rounded-xl bg-success-soft px-3 py-2 text-sm text-success" aria-live="polite">
              {t('fields.discount_preview', {
                price: formatPrice(String(amount * (1 - rate / 100)), symbol),
                was: formatPrice(String(amount), symbol),
                rate: formatNumber(rate),
              })}
            </p>
          )}
        </div>
      )}
      <ChoiceGroup
        legend={t('fields.deal_option')}
        dense
        required
        columns={2}
        choices={o.dealOptions}
        error={itemFieldError(errors.deal_option_id?.message)}
        disabled={busy}
        {...register('deal_option_id')}
      />
      {config.show.dealOptionRemark && (
        <TextAreaField
          label={t('fields.deal_option_remark')}
          rows={2}
          placeholder={t('fields.deal_option_remark_placeholder')}
          hint={t('fields.optional_hint')}
          error={itemFieldError(errors.deal_option_remark?.message)}
          disabled={busy}
          {...register('deal_option_remark')}
        />
      )}
      {config.show.businessMode && (
        <ChoiceGroup
          legend={t('fields.business_mode')}
          required
          columns={2}
          choices={[
            { value: '0', label: t('fields.business_single'), description: t('fields.business_single_text') },
            { value: '1', label: t('fields.business_shop'), description: t('fields.business_shop_text') },
          ]}
          error={itemFieldError(errors.business_mode?.message)}
          disabled={busy}
          {...register('business_mode')}
        />
      )}
      <FieldGrid>
        <SelectField label={t('fields.seller_type')} options={o.sellerTypes} placeholder={t('fields.optional')} disabled={busy} {...register('seller_type_id')} />
      </FieldGrid>
    </Section>
  );
}
