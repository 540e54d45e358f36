import type { MapConfig, MapLocation } from './map-config';

/** The address lines that are set, in order: title, line 1, line 2, country. */
export function addressLines(location: MapLocation): string[] {
  const { addressTitle, addressLine1, addressLine2, addressCountry } = location;
  return [addressTitle, addressLine1, addressLine2, addressCountry].filter((line) => line !== '');
}

/**
 * The external maps page for a location (spec 001 §4): the address searched (the marker's
 * position when there is no address), centred on the marker at the map's zoom.
 */
export function externalMapsUrl(location: MapLocation): string {
  const position = `${location.markerLat},${location.markerLng}`;
  const query = addressLines(location).join(', ') || position;
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&ll=${position}&z=${location.mapZoom}`;
}

/**
 * spec 001 §4: a marker click opens the external maps page unless dragging (the map's
 * `draggable`) or `linkOnClick` is off.
 */
export function shouldOpenOnMarkerClick(
  config: Pick<MapConfig, 'draggable' | 'linkOnClick'>,
): boolean {
  return config.draggable && config.linkOnClick;
}
