import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/field';
import { formatNumber } from '../../../lib/format';
import { LocationMap } from '../../../components/map';
import { PinPickerDialog } from '../components/pin-picker-dialog';
import { itemFieldError } from './errors';
import { FieldGrid, Section } from './field-helpers';
import { useEntry } from './entry-context';
import type { ItemFormValues } from './form';

const fixed = (n: number) => n.toFixed(6);

export function LocationStep() {
  const { t } = useTranslation('sell');
  const { lookups, config, busy } = useEntry();
  const { register, setValue, getValues, control, formState } = useFormContext<ItemFormValues>();
  const { errors } = formState;
  const [cityId, lat, lng] = useWatch({ control, name: ['item_location_id', 'lat', 'lng'] });
  const [picking, setPicking] = useState(false);
  const o = lookups.options;

  const setPin = (pLat: number, pLng: number, manual: boolean) => {
    setValue('lat', fixed(pLat), { shouldDirty: true });
    setValue('lng', fixed(pLng), { shouldDirty: true });
    if (manual) setValue('pin_manual', '1', { shouldDirty: true });
  };
  /** A city's or township's centre; none when it has no coordinates (0, 0). */
  const pinFrom = (place?: { lat: number; lng: number }) => (place && (place.lat !== 0 || place.lng !== 0) ? { lat: place.lat, lng: place.lng } : null);

  const city = register('item_location_id', {
    onChange: (e: { target: { value: string } }) => {
      setValue('item_location_township_id', '');
      const place = pinFrom(lookups.location(e.target.value));
      if (place && getValues('pin_manual') !== '1') setPin(place.lat, place.lng, false);
    },
  });
  const township = register('item_location_township_id', {
    onChange: (e: { target: { value: string } }) => {
      const place = pinFrom(lookups.township(e.target.value));
      if (place && getValues('pin_manual') !== '1') setPin(place.lat, place.lng, false);
    },
  });

  const hasPin = lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng));
  const current = hasPin
    ? { lat: Number(lat), lng: Number(lng) }
    : (pinFrom(lookups.location(cityId)) ?? { lat: config.defaultLat, lng: config.defaultLng });
  const showMap = config.show.latLng && config.mapKey !== '';

  return (
    <Section title={t('steps.location.title')} description={t('steps.location.description')}>
      <FieldGrid>
        <SelectField
          label={t('fields.location')}
          required
          options={o.locations}
          placeholder={t('fields.choose')}
          error={itemFieldError(errors.item_location_id?.message)}
          disabled={busy}
          {...city}
        />
        <SelectField
          label={t('fields.township')}
          required
          options={o.townships}
          placeholder={lookups.townshipsLoading ? t('fields.loading') : t('fields.choose')}
          disabled={busy || !cityId}
          hint={!cityId ? t('fields.township_after_location') : undefined}
          error={itemFieldError(errors.item_location_township_id?.message)}
          {...township}
        />
      </FieldGrid>
      {config.show.address && (
        <TextField
          label={t('fields.address')}
          placeholder={t('fields.address_placeholder')}
          hint={t('fields.address_hint')}
          autoComplete="street-address"
          error={itemFieldError(errors.address?.message)}
          disabled={busy}
          {...register('address')}
        />
      )}
      {showMap && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-sm font-medium text-fg">{t('map.field')}</p>
              <p className="text-xs text-muted">
                {hasPin
                  ? t('map.coordinates', { lat: formatNumber(Number(lat), { maximumFractionDigits: 5 }), lng: formatNumber(Number(lng), { maximumFractionDigits: 5 }) })
                  : t('map.not_set')}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => setPicking(true)} disabled={busy}>
              <MapPinIcon size={16} />
              {hasPin ? t('map.adjust') : t('map.place')}
            </Button>
          </div>
          {hasPin && <LocationMap lat={current.lat} lng={current.lng} height={180} label={t('map.preview_region')} pinLabel={t('map.pin')} />}
          {(errors.lat || errors.lng) && <p className="text-sm text-danger">{itemFieldError(errors.lat?.message ?? errors.lng?.message)}</p>}
        </div>
      )}
      <PinPickerDialog
        open={picking}
        onOpenChange={setPicking}
        initial={current}
        onSave={(v) => {
          setPin(v.lat, v.lng, true);
          setPicking(false);
        }}
      />
    </Section>
  );
}
