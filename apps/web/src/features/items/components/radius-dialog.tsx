/**
 * The map-with-radius filter (spec §2.3 dialogs): drag the pin or tap the map, choose a radius in miles, apply.
 * The centre starts at the current radius, else the chosen city, else the app's default position.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { LocationMap, coordinate } from '../../../components/map';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { formatNumber } from '../../../lib/format';

export interface RadiusDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** lat, lng and miles as the list's URL holds them; the chosen city's decoded centre. */
  initial: { lat?: string; lng?: string; miles?: string; cityLat?: number; cityLng?: number };
  onApply: (value: { lat: string; lng: string; miles: string }) => void;
  onRemove?: () => void;
}

const MAX_MILES = 500;

export function RadiusDialog({ open, onOpenChange, initial, onApply, onRemove }: RadiusDialogProps) {
  const { t } = useTranslation('items');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('radius.title')} description={t('radius.description')} className="max-w-2xl">
      {open && <RadiusEditor initial={initial} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RadiusEditor({ initial, onApply, onRemove, onCancel }: Omit<RadiusDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t } = useTranslation('items');
  const { data } = useAppInfo();
  const sliderId = useId();
  const configured = data?.frontend_config_setting.mile ?? 0;
  const defaultMiles = configured > 0 ? configured : 50;
  const start = () => {
    if (initial.lat && initial.lng && coordinate(initial.lat) !== 0) return { lat: coordinate(initial.lat), lng: coordinate(initial.lng) };
    if (initial.cityLat && initial.cityLng) return { lat: initial.cityLat, lng: initial.cityLng };
    return { lat: coordinate(data?.app_setting?.lat), lng: coordinate(data?.app_setting?.lng) };
  };
  const [centre, setCentre] = useState(start);
  const [miles, setMiles] = useState(() => Math.min(MAX_MILES, Number(initial.miles) > 0 ? Number(initial.miles) : defaultMiles));

  return (
    <div className="flex flex-col gap-4">
      <LocationMap
        lat={centre.lat}
        lng={centre.lng}
        draggable
        onMove={(lat, lng) => setCentre({ lat, lng })}
        radiusMiles={miles}
        label={t('radius.map_label')}
        pinLabel={t('radius.pin')}
        height={320}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={sliderId} className="flex items-center justify-between text-sm font-medium text-fg">
          {t('radius.slider')}
          <output htmlFor={sliderId} className="rounded-lg bg-primary-soft px-2 py-0.5 font-bold text-primary tabular-nums">
            <bdi>{t('radius.miles', { miles: formatNumber(miles) })}</bdi>
          </output>
        </label>
        <input
          id={sliderId}
          type="range"
          min={1}
          max={MAX_MILES}
          step={1}
          value={miles}
          onChange={(e) => setMiles(Number(e.target.value))}
          className="w-full accent-primary"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onRemove && (
          <Button variant="ghost" onClick={onRemove} className="me-auto text-danger">
            {t('radius.remove')}
          </Button>
        )}
        <Button variant="outline" onClick={onCancel}>
          {t('radius.cancel')}
        </Button>
        <Button onClick={() => onApply({ lat: centre.lat.toFixed(6), lng: centre.lng.toFixed(6), miles: String(miles) })}>{t('radius.apply')}</Button>
      </div>
    </div>
  );
}
