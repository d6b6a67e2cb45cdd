/**
 * Location section: city and township, or instead a radius around a point chosen on the map (the radius dialog).
 * While a radius is set the city and township are off, and choosing a radius clears them.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { RemovableChip } from '../../../../components/ui/chip';
import { SelectField } from '../../../../components/ui/select-field';
import { CompassIcon } from '../../../../components/icons';
import { formatNumber } from '../../../../lib/format';
import { useLocations } from '../../api/get-locations';
import { useTownships } from '../../api/get-townships';
import { hasRadius } from '../../lib/list-query';
import { RadiusDialog } from '../radius-dialog';
import { lookupOptions, nameIn, type SectionProps } from './filter-parts';

export function LocationFields({ query, set }: SectionProps) {
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
        options={lookupOptions(locations.data)}
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
