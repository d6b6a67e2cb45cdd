/**
 * The public position of a listing (issue 10 item 6): everyone but its owner and staff sees a coarse point, never
 * the one the seller set. The exact position is snapped to a grid of cells about 1.1 km on a side (0.01° of
 * latitude; the longitude step widens with the latitude so cells stay about as wide as they are tall), and the
 * point shown is the cell's centre moved by an offset of up to 25 % of a cell that depends only on the listing id,
 * through a keyed hash (HMAC-SHA256, config LOCATION_KEY).
 *
 * Why this shape: the answer is a pure function of (cell, id), so asking again (or from many accounts) returns the
 * very same point and nothing can be averaged away, unlike noise drawn per request. The offset does not depend on
 * the exact position, so it carries nothing about it; it only keeps the listings of one cell from stacking on one
 * point and the grid from showing. A listing moved within its cell keeps its public point.
 */
import { createHmac } from 'node:crypto';

/** Height of a cell in degrees of latitude (≈ 1.11 km). */
export const CELL_DEGREES = 0.01;
/**
 * How far the per-listing offset may move the point from the cell centre, as a fraction of a cell (±25 %). With
 * the exact position anywhere in the cell, it is then at most 0.75 cell from the public point on each axis, about
 * 1.2 km in all: the web shows the public point as an area of that radius, which always holds the vehicle.
 */
const OFFSET_SHARE = 0.5;

export interface Position {
  lat: number;
  lng: number;
}

/** Width of a cell in degrees of longitude on the row whose centre is at `centreLat`. */
const lngStepAt = (centreLat: number) => Math.min(CELL_DEGREES / Math.max(Math.cos((centreLat * Math.PI) / 180), 0.02), 360);

/** The centre of the grid cell that holds a position, and the cell's size in degrees. */
export function cellOf(p: Position): { centre: Position; latStep: number; lngStep: number } {
  const row = Math.floor((Math.min(Math.max(p.lat, -90), 90 - 1e-9) + 90) / CELL_DEGREES);
  const centreLat = -90 + (row + 0.5) * CELL_DEGREES;
  const lngStep = lngStepAt(centreLat);
  const col = Math.floor(((((p.lng + 180) % 360) + 360) % 360) / lngStep);
  return { centre: { lat: centreLat, lng: -180 + (col + 0.5) * lngStep }, latStep: CELL_DEGREES, lngStep };
}

/** Two numbers in [-0.5, 0.5) from the keyed hash of a listing id. */
function offsetOf(itemId: string, key: string): [number, number] {
  const h = createHmac('sha256', key).update(itemId, 'utf8').digest();
  return [h.readUInt32BE(0) / 2 ** 32 - 0.5, h.readUInt32BE(4) / 2 ** 32 - 0.5];
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const wrapLng = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);

/** The coarse public position of listing `itemId` whose exact position is `exact`. */
export function coarsePosition(itemId: string, exact: Position, key: string): Position {
  const { centre, latStep, lngStep } = cellOf(exact);
  const [u, v] = offsetOf(itemId, key);
  const lat = Math.min(Math.max(centre.lat + u * OFFSET_SHARE * latStep, -90), 90);
  return { lat: round6(lat), lng: round6(wrapLng(centre.lng + v * OFFSET_SHARE * lngStep)) };
}

/**
 * The wire lat/lng of a listing: exact for its owner and staff, else coarse. No position ("" each) and the
 * "no coordinates" pair 0/0 (spec §5) are sent as they are; they say nothing about a place.
 */
export function publicLatLng(itemId: string, lat: number | null, lng: number | null, privileged: boolean, key: string): { lat: string; lng: string } {
  const text = (n: number | null) => (n === null ? '' : String(n));
  if (privileged) return { lat: text(lat), lng: text(lng) };
  // Half a position is still half of the exact one: without both there is nothing to coarsen, so none is sent.
  if (lat === null || lng === null) return { lat: '', lng: '' };
  if (lat === 0 && lng === 0) return { lat: '0', lng: '0' };
  const c = coarsePosition(itemId, { lat, lng }, key);
  return { lat: String(c.lat), lng: String(c.lng) };
}
