export { LocationMap, coordinate, useMapTileUrl, type LocationMapProps } from './location-map';
