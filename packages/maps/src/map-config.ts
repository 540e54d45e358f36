/**
 * The map block's configuration (spec 001 §3 "Map location", 002 §3 "Map view config"): the
 * location fields, the UI options with the spec's defaults, and this package's own choices (the
 * provider and when the interactive map loads). `parseMapConfig` checks loose input field by
 * field: a bad field is named and falls back to its default, the others still apply.
 */
import { isJsonObject } from '@tessera/runtime';

/** The six styles (spec 001 §3); spec 002 §3 numbers them 1 to 6 in this order. */
export const MAP_STYLES = [
  'Original',
  'Grayscale',
  'Satellite',
  'MinimalLight',
  'MinimalDark',
  'MinimalBlue',
] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** The zoom of a map that names none (spec 001 §3, §9). */
export const MAP_ZOOM = 12;
/** spec 001 §4, §9: the maps script's time-out. */
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;

/** Where the map is and what it shows (spec 001 §3). */
export interface MapLocation {
  /** The map's centre. Default 40.7207559, -74.0007613: near New York (spec 001 §3). */
  mapLat: number;
  mapLng: number;
  /** The marker. Default: the map's centre. */
  markerLat: number;
  markerLng: number;
  /** Default 12. */
  mapZoom: number;
  /** The address, shown as text and searched on the external maps page. Default ''. */
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** The map's UI options, with the spec's defaults (spec 001 §3). */
export interface MapUiOptions {
  /** Default 'Grayscale'; also 1 to 6 (spec 002 §3). */
  style: MapStyle;
  /** Default true. */
  showLabels: boolean;
  /** Default false. */
  showTerrain: boolean;
  /** The map can be dragged. Default true. */
  draggable: boolean;
  /** The wheel zooms. Default true. */
  scrollwheel: boolean;
  /** Zoom controls. Default true. */
  showControls: boolean;
  /** The provider's other controls off. Default true. */
  disableDefaultUI: boolean;
  /** Default false. */
  markerDraggable: boolean;
  /** A marker click opens the external maps page. Default true. */
  linkOnClick: boolean;
}

export type MapProviderName = 'google' | 'maplibre';
/** When the interactive map loads: once the block is in view, or when the visitor asks. */
export type MapLoadMode = 'visible' | 'interaction';

/** Beyond the spec: the provider and its addresses, and when the interactive map loads. */
export interface MapBlockOptions {
  /** Default 'google'. */
  provider: MapProviderName;
  /** Default 'visible'. */
  load: MapLoadMode;
  /** The provider's script (Google: its Maps JavaScript API address; MapLibre: maplibre-gl.js). */
  scriptUrl: string;
  /** MapLibre's stylesheet (maplibre-gl.css). Default ''. */
  cssUrl: string;
  /** MapLibre's style document, any style URL. Default ''. */
  styleUrl: string;
  /** MapLibre: a style document per style name (Satellite needs a raster one). Default {}. */
  styleUrls: Partial<Record<MapStyle, string>>;
  /**
   * Google's browser key, as is (not base64): for a page without a page context (a static
   * host). Default '': the page context's websiteSettings.mapsApiKey, else none (a warning).
   */
  apiKey: string;
  /** Google's language and region; default from the page context's website.language. */
  language: string;
  region: string;
}

export type MapConfig = MapLocation & MapUiOptions & MapBlockOptions;

export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

export const MAP_DEFAULTS: Readonly<MapConfig> = /* @__PURE__ */ Object.freeze({
  mapLat: 40.7207559,
  mapLng: -74.0007613,
  markerLat: 40.7207559,
  markerLng: -74.0007613,
  mapZoom: MAP_ZOOM,
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
} satisfies MapConfig);

/** Spec 002 §3's view-config names for the UI options. */
const VIEW_CONFIG_NAMES: Record<string, keyof MapUiOptions> = {
  controls: 'showControls',
  terrain: 'showTerrain',
  labels: 'showLabels',
};

const STYLE_NUMBERS: Record<string, number> = Object.fromEntries(
  MAP_STYLES.map((name, index) => [name, index + 1]),
);

type Check = (value: unknown) => boolean;
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const checks: Record<keyof MapConfig, [Check, string]> = {
  mapLat: [(v) => isNumber(v) && Math.abs(v as number) <= 90, 'a latitude from -90 to 90'],
  mapLng: [(v) => isNumber(v) && Math.abs(v as number) <= 180, 'a longitude from -180 to 180'],
  markerLat: [(v) => isNumber(v) && Math.abs(v as number) <= 90, 'a latitude from -90 to 90'],
  markerLng: [(v) => isNumber(v) && Math.abs(v as number) <= 180, 'a longitude from -180 to 180'],
  mapZoom: [(v) => isNumber(v) && (v as number) >= 0 && (v as number) <= 22, 'a zoom from 0 to 22'],
  addressTitle: [isString, 'a string'],
  addressLine1: [isString, 'a string'],
  addressLine2: [isString, 'a string'],
  addressCountry: [isString, 'a string'],
  style: [() => true, ''],
  showLabels: [isBoolean, 'a boolean'],
  showTerrain: [isBoolean, 'a boolean'],
  draggable: [isBoolean, 'a boolean'],
  scrollwheel: [isBoolean, 'a boolean'],
  showControls: [isBoolean, 'a boolean'],
  disableDefaultUI: [isBoolean, 'a boolean'],
  markerDraggable: [isBoolean, 'a boolean'],
  linkOnClick: [isBoolean, 'a boolean'],
  provider: [(v) => v === 'google' || v === 'maplibre', '"google" or "maplibre"'],
  load: [(v) => v === 'visible' || v === 'interaction', '"visible" or "interaction"'],
  scriptUrl: [isString, 'a URL string'],
  cssUrl: [isString, 'a URL string'],
  styleUrl: [isString, 'a URL string'],
  styleUrls: [
    (v) =>
      isJsonObject(v) && Object.entries(v).every(([k, url]) => k in STYLE_NUMBERS && isString(url)),
    'an object of URL strings by style name',
  ],
  apiKey: [isString, 'a string'],
  language: [isString, 'a string'],
  region: [isString, 'a string'],
};

/**
 * Every key the block's configuration takes: MapConfig's (the checks' table, typed by MapConfig,
 * so the two cannot drift), spec 002 §3's view-config names and its `location` object.
 */
export const MAP_CONFIG_KEYS: readonly string[] = /* @__PURE__ */ [
  ...Object.keys(checks),
  ...Object.keys(VIEW_CONFIG_NAMES),
  'location',
];

/** The keys of `input` that the map block does not take (a misspelling, another block's key). */
export function unknownMapConfigKeys(input: Record<string, unknown>): string[] {
  return Object.keys(input).filter((key) => !MAP_CONFIG_KEYS.includes(key));
}

/** A style by name, or by spec 002 §3's number (1 original … 6 minimal blue); else undefined. */
export function parseMapStyle(value: unknown): MapStyle | undefined {
  if (typeof value === 'number') return MAP_STYLES[value - 1];
  return typeof value === 'string' && value in STYLE_NUMBERS ? (value as MapStyle) : undefined;
}

/**
 * The configuration from loose input (block JSON). Spec 002 §3's view config is read too: its
 * `location` object holds the location fields and `controls`, `terrain`, `labels` name the UI
 * options. The marker defaults to the map's centre. Each bad field is one problem naming it.
 */
export function parseMapConfig(input: unknown): { config: MapConfig; problems: string[] } {
  const problems: string[] = [];
  const config: MapConfig = { ...MAP_DEFAULTS };
  if (!isJsonObject(input)) return { config, problems: ['the configuration must be an object'] };
  const fields: Record<string, unknown> = {
    ...(isJsonObject(input.location) ? input.location : {}),
    ...input,
  };
  for (const [name, field] of Object.entries(VIEW_CONFIG_NAMES)) {
    if (name in fields && !(field in fields)) fields[field] = fields[name];
  }
  for (const key of Object.keys(checks) as (keyof MapConfig)[]) {
    if (!(key in fields) || fields[key] === undefined) continue;
    const value = fields[key];
    if (key === 'style') {
      const style = parseMapStyle(value);
      if (style) config.style = style;
      else
        problems.push(
          `style must be one of ${MAP_STYLES.join(', ')} or 1 to 6, got ${JSON.stringify(value)}`,
        );
      continue;
    }
    const [check, expected] = checks[key];
    if (check(value)) (config as unknown as Record<string, unknown>)[key] = value;
    else problems.push(`${key} must be ${expected}, got ${JSON.stringify(value)}`);
  }
  // spec 001 §3: the marker defaults to the map's centre.
  if (config.markerLat !== fields.markerLat) config.markerLat = config.mapLat;
  if (config.markerLng !== fields.markerLng) config.markerLng = config.mapLng;
  return { config, problems };
}
