// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_DEFAULTS, type MapConfig } from '../src/map-config';
import { mapLibreProvider } from '../src/maplibre-provider';

/** The part of maplibregl the provider calls, recording what it was asked. */
function fakeMapLibre() {
  const calls: unknown[][] = [];
  const layers = [
    { id: 'water', type: 'fill' },
    { id: 'place-labels', type: 'symbol' },
    { id: 'hills', type: 'hillshade' },
  ];
  const listeners = new Map<string, () => void>();
  class FakeMap {
    canvas = document.createElement('canvas');
    dragPan = {
      enable: () => calls.push(['dragPan', true]),
      disable: () => calls.push(['dragPan', false]),
    };
    scrollZoom = {
      enable: () => calls.push(['scrollZoom', true]),
      disable: () => calls.push(['scrollZoom', false]),
    };
    constructor(options: Record<string, unknown>) {
      calls.push(['Map', { ...options, container: (options.container as Element).tagName }]);
      (options.container as Element).append(this.canvas);
    }
    on(name: string, listener: () => void) {
      listeners.set(name, listener);
    }
    off(name: string) {
      calls.push(['off', name]);
    }
    setStyle(url: string) {
      calls.push(['setStyle', url]);
    }
    jumpTo(options: unknown) {
      calls.push(['jumpTo', options]);
    }
    getStyle() {
      return { layers };
    }
    setLayoutProperty(...args: unknown[]) {
      calls.push(['setLayoutProperty', ...args]);
    }
    getCanvas() {
      return this.canvas;
    }
    addControl() {
      calls.push(['addControl']);
    }
    removeControl() {
      calls.push(['removeControl']);
    }
    remove() {
      calls.push(['remove']);
    }
  }
  class FakeMarker {
    element = document.createElement('div');
    constructor(options: unknown) {
      calls.push(['Marker', options]);
    }
    setLngLat(position: unknown) {
      calls.push(['setLngLat', position]);
      return this;
    }
    addTo(map: FakeMap) {
      map.canvas.after(this.element);
      return this;
    }
    setDraggable(draggable: boolean) {
      calls.push(['setDraggable', draggable]);
      return this;
    }
    getElement() {
      return this.element;
    }
    remove() {
      calls.push(['Marker.remove']);
    }
  }
  vi.stubGlobal('maplibregl', { Map: FakeMap, Marker: FakeMarker, NavigationControl: class {} });
  return { calls, styleLoaded: () => listeners.get('styledata')?.() };
}

const config: MapConfig = {
  ...MAP_DEFAULTS,
  provider: 'maplibre',
  scriptUrl: '/vendor/maplibre-gl.js',
  styleUrl: '/styles/streets.json',
  mapLat: 51.47,
  mapLng: -2.6,
  markerLat: 51.47,
  markerLng: -2.6,
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('MapLibre GL provider', () => {
  it('needs a script and a style document', async () => {
    await expect(mapLibreProvider.load({ ...config, styleUrl: '' }, {})).rejects.toThrow(
      'MapLibre needs scriptUrl and styleUrl in the block config',
    );
    await expect(mapLibreProvider.load({ ...config, scriptUrl: '' }, {})).rejects.toThrow(
      'MapLibre needs scriptUrl and styleUrl in the block config',
    );
  });

  it('adds its stylesheet once per document', () => {
    const aborter = new AbortController();
    const loads = [1, 2].map(() =>
      mapLibreProvider.load({ ...config, cssUrl: '/vendor/maplibre-gl.css' }, {}, aborter.signal),
    );
    aborter.abort();
    for (const load of loads) load.catch(() => {});
    expect(document.head.querySelectorAll('link[rel="stylesheet"]').length).toBe(1);
  });

  it('draws the map with the style, filter, gestures, controls, labels and terrain', () => {
    const { calls, styleLoaded } = fakeMapLibre();
    const clicks: string[] = [];
    const view = mapLibreProvider.create(document.createElement('div'), config, () =>
      clicks.push('marker'),
    );
    expect(calls.slice(0, 6)).toEqual([
      [
        'Map',
        {
          container: 'DIV',
          style: '/styles/streets.json',
          center: [-2.6, 51.47],
          zoom: 12,
          attributionControl: { compact: true },
        },
      ],
      ['dragPan', true],
      ['scrollZoom', true],
      ['addControl'],
      ['Marker', { draggable: false }],
      ['setLngLat', [-2.6, 51.47]],
    ]);
    calls.length = 0;
    styleLoaded();
    expect(calls).toEqual([
      ['setLayoutProperty', 'place-labels', 'visibility', 'visible'],
      ['setLayoutProperty', 'hills', 'visibility', 'none'],
    ]);
    calls.length = 0;
    view.update({
      ...config,
      style: 'MinimalDark',
      showLabels: false,
      showTerrain: true,
      draggable: false,
      scrollwheel: false,
      showControls: false,
      markerDraggable: true,
      mapZoom: 9,
      styleUrls: { MinimalDark: '/styles/dark.json' },
    });
    expect(calls).toEqual([
      ['setStyle', '/styles/dark.json'],
      ['jumpTo', { center: [-2.6, 51.47], zoom: 9 }],
      ['setLngLat', [-2.6, 51.47]],
      ['setDraggable', true],
      ['dragPan', false],
      ['scrollZoom', false],
      ['removeControl'],
      ['setLayoutProperty', 'place-labels', 'visibility', 'none'],
      ['setLayoutProperty', 'hills', 'visibility', 'visible'],
    ]);
    // A style with a document of its own is drawn as is: no filter.
    calls.length = 0;
    view.update({ ...config, style: 'Grayscale' });
    expect(calls[0]).toEqual(['setStyle', '/styles/streets.json']);
    expect(calls).toContainEqual(['addControl']);
    view.destroy();
    expect(calls.slice(-3)).toEqual([['off', 'styledata'], ['Marker.remove'], ['remove']]);
    expect(clicks).toEqual([]);
  });

  it('the canvas filter follows the style; the marker click reaches the block', () => {
    fakeMapLibre();
    const clicks: string[] = [];
    const container = document.createElement('div');
    const view = mapLibreProvider.create(container, { ...config, style: 'Grayscale' }, () =>
      clicks.push('marker'),
    );
    const canvas = container.querySelector('canvas')!;
    expect(canvas.style.filter).toBe('grayscale(1)');
    view.update({ ...config, style: 'Original' });
    expect(canvas.style.filter).toBe('');
    (container.lastElementChild as HTMLElement).click();
    expect(clicks).toEqual(['marker']);
    view.destroy();
    (container.lastElementChild as HTMLElement).click();
    expect(clicks).toEqual(['marker']);
  });
});
