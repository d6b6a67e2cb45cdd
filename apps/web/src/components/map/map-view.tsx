/**
 * The Leaflet half of the map widget (loaded on demand, with Leaflet's own CSS from the package). The pin is an
 * inline SVG so no image assets are needed; tiles that fail to load are dropped and the neutral background stays.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface MapViewProps {
  lat: number;
  lng: number;
  zoom: number;
  tileUrl: string;
  draggable: boolean;
  radiusMiles?: number;
  /** An area of this radius (metres) instead of the pin. */
  areaMetres?: number;
  onMove?: (lat: number, lng: number) => void;
  pinLabel: string;
}

const METRES_PER_MILE = 1609.344;

const pin = L.divIcon({
  className: 'wd-map-pin',
  iconSize: [36, 46],
  iconAnchor: [18, 44],
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="46" viewBox="0 0 36 46" aria-hidden="true">' +
    '<path d="M18 45s15-14.2 15-27A15 15 0 0 0 3 18c0 12.8 15 27 15 27Z" style="fill:var(--wd-primary)" stroke="white" stroke-width="2.5"/>' +
    '<circle cx="18" cy="18" r="5.5" fill="white"/></svg>',
});

function Follow({ lat, lng, zoom, fitMetres }: { lat: number; lng: number; zoom: number; fitMetres?: number }) {
  const map = useMap();
  useEffect(() => {
    if (fitMetres && fitMetres > 0) {
      map.fitBounds(L.latLng(lat, lng).toBounds(fitMetres * 2), { padding: [16, 16], animate: false });
    } else {
      map.setView([lat, lng], zoom, { animate: false });
    }
  }, [map, lat, lng, zoom, fitMetres]);
  return null;
}

function ClickToMove({ onMove }: { onMove: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onMove(e.latlng.lat, e.latlng.lng) });
  return null;
}

export default function MapView({ lat, lng, zoom, tileUrl, draggable, radiusMiles, areaMetres, onMove, pinLabel }: MapViewProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const loaded = useRef(false);
  const center = useMemo(() => L.latLng(lat, lng), [lat, lng]);
  const primary = useMemo(() => getComputedStyle(document.documentElement).getPropertyValue('--wd-primary').trim() || '#1d4ed8', []);
  const attribution = /openstreetmap/i.test(tileUrl) ? '&copy; OpenStreetMap' : undefined;

  return (
    <MapContainer
      center={center}
      zoom={zoom}
      scrollWheelZoom={false}
      attributionControl={Boolean(attribution)}
      className="h-full w-full"
      style={{ background: 'transparent' }}
    >
      {tileUrl && !tilesFailed && (
        <TileLayer
          url={tileUrl}
          attribution={attribution}
          eventHandlers={{
            tileload: () => {
              loaded.current = true;
            },
            tileerror: () => {
              if (!loaded.current) setTilesFailed(true);
            },
          }}
        />
      )}
      <Follow
        lat={lat}
        lng={lng}
        zoom={zoom}
        fitMetres={areaMetres && areaMetres > 0 ? areaMetres : radiusMiles && radiusMiles > 0 ? radiusMiles * METRES_PER_MILE : undefined}
      />
      {radiusMiles && radiusMiles > 0 ? (
        <Circle center={center} radius={radiusMiles * METRES_PER_MILE} pathOptions={{ color: primary, weight: 2, fillOpacity: 0.12 }} />
      ) : null}
      {areaMetres && areaMetres > 0 ? (
        // The approximate area: no pin (it would claim a precision the point does not have) and no tooltip target.
        <Circle center={center} radius={areaMetres} interactive={false} pathOptions={{ color: primary, weight: 2, fillOpacity: 0.18 }} />
      ) : (
        <Marker
          position={center}
          icon={pin}
          draggable={draggable}
          title={pinLabel}
          alt={pinLabel}
          keyboard={draggable}
          eventHandlers={
            draggable && onMove
              ? {
                  dragend: (e) => {
                    const p = (e.target as L.Marker).getLatLng();
                    onMove(p.lat, p.lng);
                  },
                }
              : undefined
          }
        />
      )}
      {draggable && onMove && <ClickToMove onMove={onMove} />}
    </MapContainer>
  );
}
