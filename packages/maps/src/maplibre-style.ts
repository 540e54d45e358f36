import type { MapConfig, MapStyle } from './map-config';

/**
 * The six styles (spec 001 §3) on MapLibre GL, for any style document: a canvas filter over the
 * configured style (the markers and controls keep their colours). A style given a document of
 * its own in `styleUrls` (a raster one for Satellite) is drawn as that document says.
 */
export const MAPLIBRE_STYLE_FILTERS: Record<MapStyle, string> = {
  Original: '',
  Grayscale: 'grayscale(1)',
  Satellite: '',
  MinimalLight: 'grayscale(1) brightness(1.08) contrast(0.85)',
  MinimalDark: 'grayscale(1) invert(0.92) contrast(0.9)',
  MinimalBlue: 'grayscale(1) sepia(0.5) hue-rotate(175deg) saturate(2.2)',
};

/** The style document and the canvas filter for the configuration. */
export function mapLibreStyle(config: MapConfig): { url: string; filter: string } {
  const own = config.styleUrls[config.style];
  return own
    ? { url: own, filter: '' }
    : { url: config.styleUrl, filter: MAPLIBRE_STYLE_FILTERS[config.style] };
}

/** The layout visibility of a style layer of this type: labels (symbol) and terrain (hillshade). */
export function mapLibreLayerVisibility(
  type: string,
  config: Pick<MapConfig, 'showLabels' | 'showTerrain'>,
): 'visible' | 'none' | undefined {
  if (type === 'symbol') return config.showLabels ? 'visible' : 'none';
  if (type === 'hillshade') return config.showTerrain ? 'visible' : 'none';
  return undefined;
}
