import type { PageContext } from '@tessera/runtime';
import type { MapConfig } from './map-config';

/** A shown map: follows configuration changes, and goes. */
export interface MapView {
  /** Applies a changed configuration (centre, zoom, marker, style, options). */
  update(config: MapConfig): void;
  /** Removes the map and its listeners. */
  destroy(): void;
}

/**
 * One maps library behind one interface (Google Maps JavaScript API, MapLibre GL): `load`
 * fetches the library once per page (the runtime's loadScript: one shared promise per URL,
 * rejecting after its time-out), `create` draws the map into a container.
 */
export interface MapProvider {
  load(config: MapConfig, page: PageContext, signal?: AbortSignal): Promise<void>;
  create(container: HTMLElement, config: MapConfig, onMarkerClick: () => void): MapView;
}
