/**
 * Google Maps JavaScript API settings, as pure functions of the configuration and the page
 * context (spec 001 §3, §7; 002 §3, §7): the script's address with the key base64-decoded from
 * the page context, language and region; the map's options; the six styles.
 */
import type { PageContext } from '@tessera/runtime';
import { GOOGLE_MAPS_SCRIPT_URL, type MapConfig, type MapStyle } from './map-config';

/** A Google Maps style rule (google.maps.MapTypeStyle). */
export interface GoogleMapTypeStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

const off = [{ visibility: 'off' }];
const quiet: GoogleMapTypeStyle[] = [
  { featureType: 'poi', stylers: off },
  { featureType: 'transit', stylers: off },
];

/** The six styles (spec 001 §3) as Google style rules; Satellite is a map type instead. */
export const GOOGLE_MAP_STYLES: Record<MapStyle, GoogleMapTypeStyle[]> = {
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  Satellite: [],
  MinimalLight: [{ stylers: [{ saturation: -100 }, { lightness: 40 }] }, ...quiet],
  MinimalDark: [
    { elementType: 'geometry', stylers: [{ color: '#212121' }] },
    { elementType: 'labels.text.fill', stylers: [{ color: '#9e9e9e' }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: '#212121' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#3a3a3a' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#000000' }] },
    ...quiet,
  ],
  MinimalBlue: [
    { stylers: [{ saturation: -100 }, { lightness: 20 }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#a4c8f0' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
    ...quiet,
  ],
};

/** The page context's key (websiteSettings.mapsApiKey), base64-decoded; '' when none or unreadable. */
export function decodeMapsKey(page: PageContext): string {
  const settings = page.websiteSettings as Record<string, unknown> | undefined;
  const encoded = settings?.mapsApiKey;
  if (typeof encoded !== 'string' || encoded === '') return '';
  try {
    return atob(encoded);
  } catch {
    console.warn(
      '[tessera] websiteSettings.mapsApiKey is not base64: the map loads without a key.',
    );
    return '';
  }
}

/** The key a Google map loads with: the block's `apiKey`, else the page context's; '' for none. */
export function googleMapsKey(config: MapConfig, page: PageContext): string {
  return config.apiKey || decodeMapsKey(page);
}

/**
 * The script's address: the configured one (default Google's) with the key (googleMapsKey:
 * the block's, else base64-decoded from the page context), the language and the region (the configuration's, else the page
 * context's website.language: "en-US" gives language en, region US), and loading=async.
 */
export function googleMapsScriptUrl(config: MapConfig, page: PageContext): string {
  const [language = '', region = ''] = String(
    (page.website as Record<string, unknown> | undefined)?.language ?? '',
  ).split('-');
  const params = new URLSearchParams();
  const key = googleMapsKey(config, page);
  if (key) params.set('key', key);
  if (config.language || language) params.set('language', config.language || language);
  if (config.region || region) params.set('region', config.region || region);
  // Google's recommended bootstrap: the libraries come through importLibrary (the provider).
  params.set('loading', 'async');
  const base = config.scriptUrl || GOOGLE_MAPS_SCRIPT_URL;
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

/** google.maps.MapOptions for the configuration: centre, zoom, gestures, controls, style. */
export function googleMapOptions(config: MapConfig): Record<string, unknown> {
  const satellite = config.style === 'Satellite';
  const styles = [...GOOGLE_MAP_STYLES[config.style]];
  if (!config.showLabels) styles.push({ elementType: 'labels', stylers: off });
  return {
    center: { lat: config.mapLat, lng: config.mapLng },
    zoom: config.mapZoom,
    draggable: config.draggable,
    scrollwheel: config.scrollwheel,
    disableDefaultUI: config.disableDefaultUI,
    zoomControl: config.showControls,
    mapTypeId: satellite
      ? config.showLabels
        ? 'hybrid'
        : 'satellite'
      : config.showTerrain
        ? 'terrain'
        : 'roadmap',
    styles,
  };
}
