export { APPROXIMATE_AREA_METRES, LocationMap, coordinate, useMapTileUrl, type LocationMapProps } from './location-map';
