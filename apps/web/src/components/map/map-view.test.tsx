/**
 * The map of a listing's coarse position shows an area, never a pin (issue 10 item 6): a pin would claim a
 * precision the point the server sends does not have. An exact position (the owner's own listing) keeps its pin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import MapView from './map-view';

// happy-dom does no layout: give elements the size a browser would, so Leaflet can fit the area into the view.
const sized = ['clientWidth', 'clientHeight'] as const;
const saved = sized.map((k) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
beforeAll(() => {
  for (const k of sized) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => (k === 'clientWidth' ? 600 : 280) });
});
afterAll(() => {
  sized.forEach((k, i) =>
    saved[i] ? Object.defineProperty(HTMLElement.prototype, k, saved[i]) : delete (HTMLElement.prototype as unknown as Record<string, unknown>)[k],
  );
});

const props = { lat: 16.7806, lng: 96.1498, zoom: 15, tileUrl: '', draggable: false, pinLabel: 'Hatchback' };

describe('MapView', () => {
  it('draws an area of the given radius and no pin for a coarse position', () => {
    const { container } = render(<MapView {...props} areaMetres={1200} />);
    expect(container.querySelector('.wd-map-pin')).toBeNull();
    expect(container.querySelectorAll('path')).toHaveLength(1);
  });

  it('draws the pin and no area for an exact position', () => {
    const { container } = render(<MapView {...props} />);
    expect(container.querySelector('.wd-map-pin')).not.toBeNull();
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(0);
  });
});
