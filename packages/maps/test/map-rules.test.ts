import { describe, expect, it, vi } from 'vitest';
import { externalMapsUrl, shouldOpenOnMarkerClick } from '../src/external-maps-url';
import {
  decodeMapsKey,
  GOOGLE_MAP_STYLES,
  googleMapOptions,
  googleMapsScriptUrl,
} from '../src/google-maps-options';
import { MAP_DEFAULTS, type MapConfig } from '../src/map-config';
import { renderMapPlaceholder } from '../src/map-placeholder';
import {
  MAPLIBRE_STYLE_FILTERS,
  mapLibreLayerVisibility,
  mapLibreStyle,
} from '../src/maplibre-style';

const studio: MapConfig = {
  ...MAP_DEFAULTS,
  mapLat: 51.4545,
  mapLng: -2.5879,
  markerLat: 51.455,
  markerLng: -2.59,
  mapZoom: 14,
  addressTitle: 'Tessera Studio',
  addressLine1: '12 Orchard Lane',
  addressLine2: 'Bristol BS1 4DJ',
  addressCountry: 'United Kingdom',
};

describe('the external maps page (spec 001 §4)', () => {
  it('searches the address, centred on the marker at the zoom', () => {
    expect(externalMapsUrl(studio)).toBe(
      'https://maps.google.com/maps?q=Tessera%20Studio%2C%2012%20Orchard%20Lane%2C%20Bristol%20BS1%204DJ%2C%20United%20Kingdom&ll=51.455,-2.59&z=14',
    );
  });

  it('searches the position when there is no address, skipping empty lines otherwise', () => {
    expect(externalMapsUrl(MAP_DEFAULTS)).toBe(
      'https://maps.google.com/maps?q=40.7207559%2C-74.0007613&ll=40.7207559,-74.0007613&z=12',
    );
    expect(externalMapsUrl({ ...MAP_DEFAULTS, addressLine2: 'Soho & co' })).toBe(
      'https://maps.google.com/maps?q=Soho%20%26%20co&ll=40.7207559,-74.0007613&z=12',
    );
  });

  it('a marker click opens it unless dragging or linkOnClick is off', () => {
    const cases = [
      [true, true, true],
      [true, false, false],
      [false, true, false],
      [false, false, false],
    ] as const;
    for (const [draggable, linkOnClick, opens] of cases) {
      expect(shouldOpenOnMarkerClick({ draggable, linkOnClick })).toBe(opens);
    }
  });
});

describe('the static placeholder', () => {
  it('is the address as text and a link to the external maps page, escaped', () => {
    expect(renderMapPlaceholder({ ...studio, addressTitle: 'Tea & <Toast>' })).toBe(
      '<address data-part="map-address">Tea &amp; &lt;Toast&gt;<br>12 Orchard Lane<br>Bristol BS1 4DJ<br>United Kingdom</address>' +
        '<a data-part="map-link" href="https://maps.google.com/maps?q=Tea%20%26%20%3CToast%3E%2C%2012%20Orchard%20Lane%2C%20Bristol%20BS1%204DJ%2C%20United%20Kingdom&amp;ll=51.455,-2.59&amp;z=14">Open in Google Maps</a>',
    );
  });

  it('has no address element without an address, and takes its own link text', () => {
    expect(renderMapPlaceholder(MAP_DEFAULTS, 'Directions "here"')).toBe(
      '<a data-part="map-link" href="https://maps.google.com/maps?q=40.7207559%2C-74.0007613&amp;ll=40.7207559,-74.0007613&amp;z=12">Directions &quot;here&quot;</a>',
    );
  });
});

describe('Google Maps (spec 001 §7, 002 §7)', () => {
  const page = {
    website: { language: 'fr-CA' },
    websiteSettings: { mapsApiKey: btoa('AIza-test-key') },
  };

  it('the script address has the key base64-decoded from the page context, language and region', () => {
    expect(googleMapsScriptUrl(MAP_DEFAULTS, page)).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza-test-key&language=fr&region=CA&loading=async',
    );
    expect(googleMapsScriptUrl({ ...MAP_DEFAULTS, language: 'de', region: 'AT' }, page)).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza-test-key&language=de&region=AT&loading=async',
    );
    expect(googleMapsScriptUrl({ ...MAP_DEFAULTS, scriptUrl: '/fake/maps.js?v=1' }, {})).toBe(
      '/fake/maps.js?v=1&loading=async',
    );
    expect(googleMapsScriptUrl(MAP_DEFAULTS, { website: { language: 'en' } })).toBe(
      'https://maps.googleapis.com/maps/api/js?language=en&loading=async',
    );
  });

  it("the block's own apiKey (as is) wins over the page context's, for a static host", () => {
    expect(googleMapsScriptUrl({ ...MAP_DEFAULTS, apiKey: 'AIza-block' }, page)).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza-block&language=fr&region=CA&loading=async',
    );
    expect(googleMapsScriptUrl({ ...MAP_DEFAULTS, apiKey: 'AIza-block' }, {})).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza-block&loading=async',
    );
  });

  it('an unreadable key is warned about and left out; a missing one silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeMapsKey({ websiteSettings: { mapsApiKey: '%%%' } })).toBe('');
    expect(decodeMapsKey({ websiteSettings: { mapsApiKey: 5 } })).toBe('');
    expect(decodeMapsKey({})).toBe('');
    expect(warn.mock.calls).toEqual([
      ['[tessera] websiteSettings.mapsApiKey is not base64: the map loads without a key.'],
    ]);
    warn.mockRestore();
  });

  it('map options follow the UI options', () => {
    expect(googleMapOptions(studio)).toEqual({
      center: { lat: 51.4545, lng: -2.5879 },
      zoom: 14,
      draggable: true,
      scrollwheel: true,
      disableDefaultUI: true,
      zoomControl: true,
      mapTypeId: 'roadmap',
      styles: GOOGLE_MAP_STYLES.Grayscale,
    });
    const changed = googleMapOptions({
      ...studio,
      draggable: false,
      scrollwheel: false,
      disableDefaultUI: false,
      showControls: false,
      showTerrain: true,
      showLabels: false,
      style: 'Original',
    });
    expect(changed).toMatchObject({
      draggable: false,
      scrollwheel: false,
      disableDefaultUI: false,
      zoomControl: false,
      mapTypeId: 'terrain',
      styles: [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }],
    });
  });

  it('the six styles: Satellite is a map type (hybrid with labels), the others style rules', () => {
    expect(googleMapOptions({ ...studio, style: 'Satellite' })).toMatchObject({
      mapTypeId: 'hybrid',
      styles: [],
    });
    expect(
      googleMapOptions({ ...studio, style: 'Satellite', showLabels: false, showTerrain: true })
        .mapTypeId,
    ).toBe('satellite');
    expect(Object.keys(GOOGLE_MAP_STYLES)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
    const distinct = new Set(
      Object.values(GOOGLE_MAP_STYLES).map((rules) => JSON.stringify(rules)),
    );
    expect(distinct.size).toBe(5); // Original and Satellite share no rules
    expect(GOOGLE_MAP_STYLES.Grayscale).toEqual([{ stylers: [{ saturation: -100 }] }]);
  });
});

describe('MapLibre GL styles', () => {
  it('a canvas filter over the configured style document, or a style document of its own', () => {
    const base = { ...studio, styleUrl: '/styles/streets.json' };
    expect(mapLibreStyle(base)).toEqual({ url: '/styles/streets.json', filter: 'grayscale(1)' });
    expect(mapLibreStyle({ ...base, style: 'Original' })).toEqual({
      url: '/styles/streets.json',
      filter: '',
    });
    expect(
      mapLibreStyle({ ...base, style: 'Satellite', styleUrls: { Satellite: '/styles/sat.json' } }),
    ).toEqual({ url: '/styles/sat.json', filter: '' });
    expect(mapLibreStyle({ ...base, style: 'MinimalDark' })).toEqual({
      url: '/styles/streets.json',
      filter: 'grayscale(1) invert(0.92) contrast(0.9)',
    });
    expect(Object.keys(MAPLIBRE_STYLE_FILTERS)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
  });

  it('labels are symbol layers, terrain hillshade layers; other layers are left alone', () => {
    const on = { showLabels: true, showTerrain: true };
    const off = { showLabels: false, showTerrain: false };
    expect(
      ['symbol', 'hillshade', 'fill', 'line'].map((t) => mapLibreLayerVisibility(t, on)),
    ).toEqual(['visible', 'visible', undefined, undefined]);
    expect(['symbol', 'hillshade', 'fill'].map((t) => mapLibreLayerVisibility(t, off))).toEqual([
      'none',
      'none',
      undefined,
    ]);
  });
});
