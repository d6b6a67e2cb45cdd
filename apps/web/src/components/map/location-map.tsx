/**
 * The shared map widget (spec §2.3): a pin at lat/lng (0 when missing or not a number), optionally draggable, an
 * optional radius circle in miles, or instead of the pin an approximate area (a circle in metres) for a coarse
 * position; 280 px high, zoom 15. Tiles come from app info
 * `frontend_config_setting.map_tile_url`; with no URL, or tiles that fail, the pin and the address stay on a
 * neutral background. Hidden (a placeholder of the same size) until app info has loaded; Leaflet itself is loaded
 * only when the map comes near the viewport.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { UI } from '@wheeldeal/contract';
import { useAppInfo } from '../../lib/app-info/use-app-info';
import { MapPinIcon } from '../icons';

const MapView = lazy(() => import('./map-view'));

export interface LocationMapProps {
  lat: string | number | null | undefined;
  lng: string | number | null | undefined;
  /** Shown over the map (and on the neutral background when there are no tiles). */
  address?: string;
  /** Accessible name of the map region, e.g. "Location on the map". */
  label: string;
  /** Accessible name of the pin. */
  pinLabel?: string;
  draggable?: boolean;
  onMove?: (lat: number, lng: number) => void;
  radiusMiles?: number;
  /**
   * Show an area of this radius (metres) around lat/lng instead of a pin: for a position the server coarsened (a
   * listing seen by anyone but its owner), where a pin would claim a precision the point does not have.
   */
  areaMetres?: number;
  height?: number;
  zoom?: number;
  className?: string;
}

/**
 * Radius of the area drawn around a coarse listing position. The server snaps positions to ~1.1 km cells and moves
 * each by at most a quarter cell (apps/server/src/modules/items/coarse-location.ts), so the vehicle is always
 * within about 1.2 km of the point it sends.
 */
export const APPROXIMATE_AREA_METRES = 1200;

/** A coordinate, or 0 when missing or not a number (spec §5). */
export function coordinate(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

export function useMapTileUrl(): { tileUrl: string; ready: boolean } {
  const { data, isPending } = useAppInfo();
  const raw = (data?.frontend_config_setting as Record<string, unknown> | undefined)?.map_tile_url;
  return { tileUrl: typeof raw === 'string' ? raw.trim() : '', ready: !isPending };
}

function NeutralBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-surface-2"
      style={{
        backgroundImage: 'linear-gradient(var(--wd-line) 1px, transparent 1px), linear-gradient(90deg, var(--wd-line) 1px, transparent 1px)',
        backgroundSize: '32px 32px',
      }}
    />
  );
}

export function LocationMap({
  lat,
  lng,
  address,
  label,
  pinLabel,
  draggable = false,
  onMove,
  radiusMiles,
  areaMetres,
  height = UI.mapHeightPx,
  zoom = UI.mapZoom,
  className,
}: LocationMapProps) {
  const { tileUrl, ready } = useMapTileUrl();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const fallback = (
    <div className="absolute inset-0 flex items-center justify-center">
      {areaMetres ? (
        <span aria-hidden="true" className="size-32 rounded-full border-2 border-primary bg-primary/10" />
      ) : (
        <MapPinIcon size={40} className="-translate-y-3 text-primary" />
      )}
    </div>
  );
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      className={clsx('relative isolate w-full overflow-hidden rounded-2xl border border-line', className)}
      style={{ height }}
    >
      <NeutralBackdrop />
      {ready && near ? (
        <div dir="ltr" className="absolute inset-0">
          <Suspense fallback={fallback}>
            <MapView
              lat={coordinate(lat)}
              lng={coordinate(lng)}
              zoom={zoom}
              tileUrl={tileUrl}
              draggable={draggable}
              radiusMiles={radiusMiles}
              areaMetres={areaMetres}
              onMove={onMove}
              pinLabel={pinLabel ?? label}
            />
          </Suspense>
        </div>
      ) : (
        fallback
      )}
      {address && (
        <p className="pointer-events-none absolute start-3 bottom-6 z-[1000] flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-xl bg-surface/95 px-3 py-1.5 text-sm font-medium text-fg shadow-card">
          <MapPinIcon size={16} className="shrink-0 text-primary" />
          <bdi className="truncate">{address}</bdi>
        </p>
      )}
    </div>
  );
}
