/**
 * A listing's exact position is for its owner and staff only (issue 10 item 6). Everyone else — visitors, other
 * users, search results, the item page's head — gets one coarse point per listing: in the ~1 km grid cell of the
 * exact position, the same on every call, and never the exact one. The radius search still reads the exact one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@wheeldeal/contract';
import { cellOf, coarsePosition, publicLatLng } from './coarse-location.ts';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';

/** Great-circle distance in metres. */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
const KEY = 'a-test-location-key-of-some-length';

describe('coarsePosition', () => {
  const places = [
    { lat: 16.780612, lng: 96.149833 },
    { lat: 59.91273, lng: 10.74609 },
    { lat: -33.86882, lng: 151.20929 },
    { lat: 64.1466, lng: -21.9426 },
    { lat: 0.00001, lng: -179.99999 },
  ];

  it('lands within 1.2 km of the exact position (the area the web draws), in its grid cell, never on it', () => {
    for (const [i, p] of places.entries()) {
      for (let n = 0; n < 50; n++) {
        const c = coarsePosition(`itm_${i}_${n}`, p, KEY);
        const d = metresBetween(p, c);
        expect(d, JSON.stringify(p)).toBeLessThan(1_200);
        expect(cellOf(c).centre).toEqual(cellOf(p).centre);
        expect(c).not.toEqual(p);
      }
    }
  });

  it('gives a listing the same point every time, and every listing of a cell the same cell whatever its exact spot', () => {
    const a = coarsePosition('itm_same', { lat: 16.7806, lng: 96.1498 }, KEY);
    expect(coarsePosition('itm_same', { lat: 16.7806, lng: 96.1498 }, KEY)).toEqual(a);
    // Moved within the same cell: the public point does not follow the exact one.
    const centre = cellOf({ lat: 16.7806, lng: 96.1498 }).centre;
    expect(coarsePosition('itm_same', { lat: centre.lat + 0.003, lng: centre.lng - 0.003 }, KEY)).toEqual(
      coarsePosition('itm_same', { lat: centre.lat - 0.003, lng: centre.lng + 0.003 }, KEY),
    );
  });

  it('spreads the listings of one spot over the cell by a keyed offset of their id', () => {
    const spot = { lat: 16.7806, lng: 96.1498 };
    const points = new Set(Array.from({ length: 20 }, (_, n) => JSON.stringify(coarsePosition(`itm_${n}`, spot, KEY))));
    expect(points.size).toBe(20);
    expect(coarsePosition('itm_1', spot, KEY)).not.toEqual(coarsePosition('itm_1', spot, 'another-location-key-entirely'));
  });

  it('sends no position and the "no coordinates" pair as they are, and half a position not at all', () => {
    expect(publicLatLng('itm_1', null, null, false, KEY)).toEqual({ lat: '', lng: '' });
    expect(publicLatLng('itm_1', 0, 0, false, KEY)).toEqual({ lat: '0', lng: '0' });
    expect(publicLatLng('itm_1', null, 96.1498, false, KEY)).toEqual({ lat: '', lng: '' });
    expect(publicLatLng('itm_1', 16.7806, 96.1498, true, KEY)).toEqual({ lat: '16.7806', lng: '96.1498' });
  });
});

describe('the position of a listing on the wire', () => {
  let t: TestApp;
  let cat: Catalog;
  let seller: TestUser;
  let stranger: TestUser;
  let moderator: TestUser;
  const EXACT = { lat: 16.780612, lng: 96.149833 };
  let itemId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    cat = await makeCatalog(t);
    seller = await signUp(t, { name: 'Sam Seller' });
    stranger = await signUp(t, { name: 'Stan Stranger' });
    moderator = await signUp(t, { name: 'Mo Moderator', role: ROLE.moderator });
    itemId = (await makeItem(t, cat, seller.id, { title: 'Hatchback at home', ...EXACT })).id;
  });
  afterAll(() => t.close());

  const positionOf = (w: { lat: string; lng: string }) => ({ lat: Number(w.lat), lng: Number(w.lng) });

  it('shows a visitor and another user the same coarse point, call after call, within 1.2 km', async () => {
    const seen = [];
    for (const token of [undefined, stranger.token, undefined, stranger.token]) {
      const r = await t.get(`items/get/id/${itemId}`, { token });
      expect(r.status).toBe(200);
      seen.push(positionOf(r.json));
    }
    expect(new Set(seen.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(seen[0]).not.toEqual(EXACT);
    expect(metresBetween(EXACT, seen[0]!)).toBeLessThan(1_200);
    expect(seen[0]).toEqual(coarsePosition(itemId, EXACT, t.config.locationKey));
  });

  it('shows the owner (their edit form) and a moderator the exact position', async () => {
    for (const who of [seller, moderator]) {
      const r = await t.get(`items/get/id/${itemId}`, { token: who.token });
      expect(positionOf(r.json), who.name).toEqual(EXACT);
    }
  });

  it('finds the listing by a radius around its exact position but lists it with the coarse point', async () => {
    const r = await t.post('items/search', { cat_id: cat.category.id, lat: String(EXACT.lat), lng: String(EXACT.lng), miles: '0.1' });
    expect(r.status).toBe(200);
    const hit = (r.json as { id: string; lat: string; lng: string }[]).find((i) => i.id === itemId)!;
    expect(positionOf(hit)).toEqual(coarsePosition(itemId, EXACT, t.config.locationKey));
    const owner = await t.post(
      'items/search',
      { cat_id: cat.category.id, lat: String(EXACT.lat), lng: String(EXACT.lng), miles: '0.1' },
      { token: seller.token },
    );
    expect(positionOf((owner.json as { id: string; lat: string; lng: string }[]).find((i) => i.id === itemId)!)).toEqual(EXACT);
  });

  it('puts no exact coordinate in any answer a stranger reads, the item page included', async () => {
    const bodies = [
      (await t.app.inject({ method: 'GET', url: `/index.php/rest/items/get/api_key/test-key/id/${itemId}` })).body,
      JSON.stringify((await t.post('items/search', { cat_id: cat.category.id })).json),
      (await t.app.inject({ method: 'GET', url: `/item/hatchback-at-home?item_id=${itemId}` })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(String(EXACT.lat));
      expect(body).not.toContain(String(EXACT.lng));
    }
  });
});
