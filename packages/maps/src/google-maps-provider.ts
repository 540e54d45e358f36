/**
 * The Google Maps JavaScript API behind the provider interface: the script through the
 * runtime's loadScript (one shared promise per URL, rejecting after 30 s: spec 001 §4, §9), a
 * map and a marker.
 */
import { loadScript } from '@tessera/runtime';
import { addressLines } from './external-maps-url';
import { googleMapOptions, googleMapsScriptUrl } from './google-maps-options';
import { MAP_SCRIPT_TIMEOUT_MS, type MapConfig } from './map-config';
import type { MapProvider, MapView } from './map-provider';

/** The part of google.maps this provider calls (the test's fake defines no more). */
interface GoogleMaps {
  Map: new (
    container: HTMLElement,
    options: Record<string, unknown>,
  ) => {
    setOptions(options: Record<string, unknown>): void;
  };
  Marker: new (
    options: Record<string, unknown>,
  ) => {
    setOptions(options: Record<string, unknown>): void;
    addListener(name: string, handler: () => void): { remove(): void };
    setMap(map: null): void;
  };
}

function googleMaps(): GoogleMaps {
  const maps = (globalThis as { google?: { maps?: GoogleMaps } }).google?.maps;
  if (!maps?.Map) throw new Error('The Google Maps script loaded but defined no google.maps');
  return maps;
}

function markerOptions(config: MapConfig): Record<string, unknown> {
  return {
    position: { lat: config.markerLat, lng: config.markerLng },
    draggable: config.markerDraggable,
    title: addressLines(config).join(', '),
  };
}

export const googleMapsProvider: MapProvider = {
  async load(config, page, signal) {
    await loadScript(googleMapsScriptUrl(config, page), { timeout: MAP_SCRIPT_TIMEOUT_MS, signal });
    // With loading=async the bootstrap defines importLibrary; the classes arrive with it.
    const maps = (
      globalThis as { google?: { maps?: { importLibrary?: (name: string) => Promise<unknown> } } }
    ).google?.maps;
    if (maps?.importLibrary)
      await Promise.all([maps.importLibrary('maps'), maps.importLibrary('marker')]);
  },
  create(container, config, onMarkerClick): MapView {
    const maps = googleMaps();
    const map = new maps.Map(container, googleMapOptions(config));
    const marker = new maps.Marker({ ...markerOptions(config), map });
    const click = marker.addListener('click', onMarkerClick);
    return {
      update(next) {
        map.setOptions(googleMapOptions(next));
        marker.setOptions(markerOptions(next));
      },
      destroy() {
        click.remove();
        marker.setMap(null);
      },
    };
  },
};
