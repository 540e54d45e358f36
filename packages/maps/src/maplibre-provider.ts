/**
 * MapLibre GL behind the provider interface: an open alternative that needs no key, loaded from
 * the configured script and stylesheet addresses (the runtime's loadScript, 30 s time-out as
 * Google's), drawing any style document.
 */
import { loadScript } from '@tessera/runtime';
import { MAP_SCRIPT_TIMEOUT_MS, type MapConfig } from './map-config';
import type { MapProvider, MapView } from './map-provider';
import { mapLibreLayerVisibility, mapLibreStyle } from './maplibre-style';

type Listener = () => void;
interface MapLibreMap {
  on(name: string, listener: Listener): void;
  off(name: string, listener: Listener): void;
  setStyle(url: string): void;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  getStyle(): { layers?: { id: string; type: string }[] } | undefined;
  setLayoutProperty(layer: string, name: string, value: string): void;
  getCanvas(): HTMLElement;
  addControl(control: object): void;
  removeControl(control: object): void;
  dragPan: { enable(): void; disable(): void };
  scrollZoom: { enable(): void; disable(): void };
  remove(): void;
}
interface MapLibreMarker {
  setLngLat(position: [number, number]): MapLibreMarker;
  addTo(map: MapLibreMap): MapLibreMarker;
  setDraggable(draggable: boolean): MapLibreMarker;
  getElement(): HTMLElement;
  remove(): void;
}
/** The part of maplibregl this provider calls (the test's fake defines no more). */
interface MapLibre {
  Map: new (options: Record<string, unknown>) => MapLibreMap;
  Marker: new (options: Record<string, unknown>) => MapLibreMarker;
  NavigationControl: new (options?: Record<string, unknown>) => object;
}

function mapLibre(): MapLibre {
  const library = (globalThis as { maplibregl?: MapLibre }).maplibregl;
  if (!library?.Map) throw new Error('The MapLibre script loaded but defined no maplibregl');
  return library;
}

/** The stylesheet, once per document (it stays: other maps and later visits share it). */
function addStylesheet(url: string): void {
  const links = document.querySelectorAll('link[rel="stylesheet"]');
  if (!url || [...links].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.append(link);
}

function bindOptions(
  map: MapLibreMap,
  controls: object,
  config: MapConfig,
  shown: boolean,
): boolean {
  map.getCanvas().style.filter = mapLibreStyle(config).filter;
  config.draggable ? map.dragPan.enable() : map.dragPan.disable();
  config.scrollwheel ? map.scrollZoom.enable() : map.scrollZoom.disable();
  if (config.showControls && !shown) map.addControl(controls);
  if (!config.showControls && shown) map.removeControl(controls);
  return config.showControls;
}

export const mapLibreProvider: MapProvider = {
  load(config, _page, signal) {
    if (!config.scriptUrl || !config.styleUrl) {
      return Promise.reject(new Error('MapLibre needs scriptUrl and styleUrl in the block config'));
    }
    addStylesheet(config.cssUrl);
    return loadScript(config.scriptUrl, { timeout: MAP_SCRIPT_TIMEOUT_MS, signal });
  },
  create(container, first, onMarkerClick): MapView {
    const library = mapLibre();
    let config = first;
    const center = (c: MapConfig): [number, number] => [c.mapLng, c.mapLat];
    const map = new library.Map({
      container,
      style: mapLibreStyle(config).url,
      center: center(config),
      zoom: config.mapZoom,
      attributionControl: { compact: true },
    });
    const controls = new library.NavigationControl({ showCompass: false });
    let shown = bindOptions(map, controls, config, false);
    const marker = new library.Marker({ draggable: config.markerDraggable })
      .setLngLat([config.markerLng, config.markerLat])
      .addTo(map);
    marker.getElement().addEventListener('click', onMarkerClick);
    const applyLayers = () => {
      for (const layer of map.getStyle()?.layers ?? []) {
        const visibility = mapLibreLayerVisibility(layer.type, config);
        if (visibility) map.setLayoutProperty(layer.id, 'visibility', visibility);
      }
    };
    map.on('styledata', applyLayers);
    return {
      update(next) {
        const url = mapLibreStyle(next).url;
        if (url !== mapLibreStyle(config).url) map.setStyle(url);
        config = next;
        map.jumpTo({ center: center(next), zoom: next.mapZoom });
        marker.setLngLat([next.markerLng, next.markerLat]).setDraggable(next.markerDraggable);
        shown = bindOptions(map, controls, next, shown);
        applyLayers();
      },
      destroy() {
        marker.getElement().removeEventListener('click', onMarkerClick);
        map.off('styledata', applyLayers);
        marker.remove();
        map.remove();
      },
    };
  },
};
