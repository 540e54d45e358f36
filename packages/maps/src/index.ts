export {
  containFocus,
  FOCUS_CONTAINMENT_ERROR,
  type FocusContainmentOptions,
} from './contain-focus';
export { addressLines, externalMapsUrl, shouldOpenOnMarkerClick } from './external-maps-url';
export { FOLLOW_SCRIPT_TIMEOUT_MS, type FollowBlockConfig } from './follow-block';
export {
  decodeMapsKey,
  GOOGLE_MAP_STYLES,
  type GoogleMapTypeStyle,
  googleMapOptions,
  googleMapsScriptUrl,
} from './google-maps-options';
export {
  GOOGLE_MAPS_SCRIPT_URL,
  MAP_DEFAULTS,
  MAP_SCRIPT_TIMEOUT_MS,
  MAP_STYLES,
  MAP_ZOOM,
  type MapBlockOptions,
  type MapConfig,
  type MapLoadMode,
  type MapLocation,
  type MapProviderName,
  type MapStyle,
  type MapUiOptions,
  parseMapConfig,
  parseMapStyle,
} from './map-config';
export { MAP_OPTION_DEBOUNCE_MS, mapMessages } from './map-messages';
export { renderMapPlaceholder } from './map-placeholder';
export type { MapProvider, MapView } from './map-provider';
export { mapViewMessages } from './map-view-messages';
export { MAPLIBRE_STYLE_FILTERS, mapLibreLayerVisibility, mapLibreStyle } from './maplibre-style';
