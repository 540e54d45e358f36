import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAP_DEFAULTS,
  MAP_SCRIPT_TIMEOUT_MS,
  MAP_STYLES,
  MAP_ZOOM,
  parseMapConfig,
  parseMapStyle,
  unknownMapConfigKeys,
} from '../src/map-config';
import { MAP_OPTION_DEBOUNCE_MS } from '../src/map-messages';

describe('map configuration (spec 001 §3, 002 §3)', () => {
  it("has the spec's defaults: near New York at zoom 12, Grayscale, labels on, terrain off, draggable, wheel, controls, default UI off, marker fixed, link on", () => {
    expect(parseMapConfig({})).toEqual({ config: MAP_DEFAULTS, problems: [] });
    expect(MAP_DEFAULTS).toEqual({
      mapLat: 40.7207559,
      mapLng: -74.0007613,
      markerLat: 40.7207559,
      markerLng: -74.0007613,
      mapZoom: 12,
      addressTitle: '',
      addressLine1: '',
      addressLine2: '',
      addressCountry: '',
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
      provider: 'google',
      load: 'visible',
      scriptUrl: '',
      cssUrl: '',
      styleUrl: '',
      styleUrls: {},
      apiKey: '',
      language: '',
      region: '',
    });
    expect([MAP_ZOOM, MAP_SCRIPT_TIMEOUT_MS, MAP_OPTION_DEBOUNCE_MS]).toEqual([12, 30_000, 60]);
  });

  it('the six styles by name, and by number 1-6 in spec 002 order', () => {
    expect(MAP_STYLES).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
    expect([1, 2, 3, 4, 5, 6].map(parseMapStyle)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
    expect(MAP_STYLES.map(parseMapStyle)).toEqual([...MAP_STYLES]);
    expect([0, 7, 2.5, 'grayscale', '2', null, true].map(parseMapStyle)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('the marker defaults to the map centre, and keeps its own position when given', () => {
    expect(parseMapConfig({ mapLat: 51.45, mapLng: -2.59 }).config).toMatchObject({
      mapLat: 51.45,
      mapLng: -2.59,
      markerLat: 51.45,
      markerLng: -2.59,
    });
    expect(
      parseMapConfig({ mapLat: 51.45, mapLng: -2.59, markerLat: 51.46, markerLng: -2.6 }).config,
    ).toMatchObject({ markerLat: 51.46, markerLng: -2.6 });
  });

  it("reads spec 002's view config: a location object, controls, terrain, labels, style 1-6", () => {
    const { config, problems } = parseMapConfig({
      location: { mapLat: 48.85, mapLng: 2.35, mapZoom: 15, addressTitle: 'Atelier' },
      controls: false,
      terrain: true,
      labels: false,
      style: 5,
    });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      mapLat: 48.85,
      mapLng: 2.35,
      markerLat: 48.85,
      markerLng: 2.35,
      mapZoom: 15,
      addressTitle: 'Atelier',
      showControls: false,
      showTerrain: true,
      showLabels: false,
      style: 'MinimalDark',
    });
    // The spec 001 names win over the view config's when both are given.
    expect(parseMapConfig({ controls: false, showControls: true }).config.showControls).toBe(true);
  });

  it('names each bad field and keeps its default; the good fields still apply', () => {
    const { config, problems } = parseMapConfig({
      mapLat: 91,
      mapLng: '-2.5',
      mapZoom: 23,
      markerLat: Number.NaN,
      addressTitle: 5,
      style: 'Sepia',
      draggable: 'no',
      provider: 'bing',
      load: 'hover',
      styleUrls: { Satellite: 5 },
      linkOnClick: false,
    });
    expect(problems).toEqual([
      'mapLat must be a latitude from -90 to 90, got 91',
      'mapLng must be a longitude from -180 to 180, got "-2.5"',
      'markerLat must be a latitude from -90 to 90, got null',
      'mapZoom must be a zoom from 0 to 22, got 23',
      'addressTitle must be a string, got 5',
      'style must be one of Original, Grayscale, Satellite, MinimalLight, MinimalDark, MinimalBlue or 1 to 6, got "Sepia"',
      'draggable must be a boolean, got "no"',
      'provider must be "google" or "maplibre", got "bing"',
      'load must be "visible" or "interaction", got "hover"',
      'styleUrls must be an object of URL strings by style name, got {"Satellite":5}',
    ]);
    expect(config).toEqual({ ...MAP_DEFAULTS, linkOnClick: false });
    expect(parseMapConfig('map')).toEqual({
      config: MAP_DEFAULTS,
      problems: ['the configuration must be an object'],
    });
  });

  it('never throws, and always gives a full configuration within range', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const { config } = parseMapConfig(input);
        expect(Object.keys(config).sort()).toEqual(Object.keys(MAP_DEFAULTS).sort());
        expect(Math.abs(config.mapLat) <= 90 && Math.abs(config.markerLng) <= 180).toBe(true);
        expect(MAP_STYLES).toContain(config.style);
      }),
    );
  });
});

describe('unknownMapConfigKeys', () => {
  it('names the keys no field, view-config name or location takes, in their order', () => {
    expect(
      unknownMapConfigKeys({
        mapZom: 4,
        mapZoom: 4,
        controls: true,
        terrain: false,
        labels: true,
        location: {},
        apiKey: '',
        styleUrls: {},
        Style: 'Original',
      }),
    ).toEqual(['mapZom', 'Style']);
  });

  it('knows every key of the defaults (MapConfig) and no other', () => {
    expect(unknownMapConfigKeys({ ...MAP_DEFAULTS })).toEqual([]);
    expect(unknownMapConfigKeys({ toString: 1, constructor: 2, __proto__x: 3 })).toEqual([
      'toString',
      'constructor',
      '__proto__x',
    ]);
  });
});
