/** Map pin picker dialog (spec §2.3) on the shared map widget: drag the pin or tap the map, or use the device's
 * position; Save applies. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatNumber } from '../../../lib/format';
import { CrosshairIcon } from './sell-icons';
import { LocationMap } from '../../../components/map';

export interface LatLng {
  lat: number;
  lng: number;
}

interface PinPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: LatLng;
  onSave: (value: LatLng) => void;
}

export function PinPickerDialog({ open, onOpenChange, initial, onSave }: PinPickerDialogProps) {
  const { t } = useTranslation('sell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('map.title')} description={t('map.description')} className="sm:max-w-2xl">
      {open && <PinPickerBody initial={initial} onCancel={() => onOpenChange(false)} onSave={onSave} />}
    </Dialog>
  );
}

function PinPickerBody({ initial, onCancel, onSave }: { initial: LatLng; onCancel: () => void; onSave: (v: LatLng) => void }) {
  const { t } = useTranslation('sell');
  const [value, setValue] = useState<LatLng>(initial);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoError(t('map.locate_unavailable'));
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setValue({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => {
        setLocating(false);
        setGeoError(t('map.locate_failed'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const coord = (n: number) => formatNumber(n, { minimumFractionDigits: 5, maximumFractionDigits: 5 });

  return (
    <div className="flex flex-col gap-4">
      <LocationMap
        lat={value.lat}
        lng={value.lng}
        draggable
        onMove={(lat, lng) => setValue({ lat, lng })}
        height={340}
        label={t('map.region')}
        pinLabel={t('map.pin')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('map.coordinates', { lat: coord(value.lat), lng: coord(value.lng) })}
        </p>
        <Button variant="outline" size="sm" onClick={locate} loading={locating}>
          <CrosshairIcon size={16} />
          {t('map.use_my_location')}
        </Button>
      </div>
      {geoError && <Alert tone="error">{geoError}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => onSave(value)}>{t('map.save')}</Button>
      </div>
    </div>
  );
}
