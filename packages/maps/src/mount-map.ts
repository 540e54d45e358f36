/**
 * The interactive map, loaded by the map block only when it is wanted (in view or asked for,
 * and consent given): the provider's script, a container over the placeholder, the map with its
 * marker, one tab stop. A chunk of its own: a page whose map is never wanted never fetches it.
 */
import { type PageContext, warnMarkup } from '@tessera/runtime';
import { containFocus } from './contain-focus';
import { externalMapsUrl, shouldOpenOnMarkerClick } from './external-maps-url';
import { googleMapsKey } from './google-maps-options';
import { googleMapsProvider } from './google-maps-provider';
import {
  MAP_CONFIG_KEYS,
  type MapConfig,
  parseMapConfig,
  unknownMapConfigKeys,
} from './map-config';
import type { MapProvider, MapView } from './map-provider';
import { mapViewMessages } from './map-view-messages';
import { mapLibreProvider } from './maplibre-provider';

/** The anchor of the map block's section in docs/markup.md. */
const MAP_DOCS = 'map-block';

const providers: Record<MapConfig['provider'], MapProvider> = {
  google: googleMapsProvider,
  maplibre: mapLibreProvider,
};

/** A shown map, as the block holds it: updates take the block's raw configuration. */
export interface MountedMap {
  /** Checks the configuration and applies it; a failure is logged (spec 002 §8). */
  update(input: Record<string, unknown>): void;
  destroy(): void;
}

/**
 * The configuration, checked: its wrong values in one warning naming the block, each unknown
 * key in a markup warning of its own (once per page, with a "did you mean", the element's path
 * and the docs section; the wording's code is fetched only when there is one).
 */
function checkedConfig(element: HTMLElement, input: Record<string, unknown>): MapConfig {
  const { config, problems } = parseMapConfig(input);
  if (problems.length > 0) console.warn(`[tessera] map block: ${problems.join('; ')}`, element);
  const unknown = unknownMapConfigKeys(input);
  if (unknown.length > 0) {
    const known = Object.fromEntries(MAP_CONFIG_KEYS.map((key) => [key, ['any'] as const]));
    void import('@tessera/runtime/report-markup').then(({ reportMarkupMistakes }) =>
      reportMarkupMistakes(
        element,
        unknown.map((key) => ({ kind: 'unknown-key', key })),
        { block: 'map', anchor: MAP_DOCS, known },
      ),
    );
  }
  return config;
}

/**
 * Checks the block's configuration, loads the configured provider and shows the map over the
 * block's placeholder. Rejects when the script fails or times out (the placeholder is
 * untouched) or the signal aborts. A marker click opens the placeholder's link (or the external
 * maps page for the location) in a new tab, unless dragging or linkOnClick is off (spec 001 §4).
 */
export async function mountMap(
  element: HTMLElement,
  input: Record<string, unknown>,
  page: PageContext,
  signal: AbortSignal,
): Promise<MountedMap> {
  const config = checkedConfig(element, input);
  if (config.provider === 'google' && !config.scriptUrl && !googleMapsKey(config, page)) {
    // Google answers a keyless page with its "for development purposes only" map or an error.
    warnMarkup(
      element,
      'map block: a Google map without a key; set "apiKey" in the block\'s configuration (or websiteSettings.mapsApiKey in the page context)',
      MAP_DOCS,
    );
  }
  const provider = providers[config.provider];
  await provider.load(config, page, signal);
  signal.throwIfAborted();
  let current = config;
  const container = document.createElement('div');
  container.setAttribute('data-part', 'map-canvas');
  container.setAttribute('role', 'region');
  // Named after the place, so that two maps on a page are two distinct regions.
  const name = config.addressTitle;
  container.setAttribute(
    'aria-label',
    name ? `${mapViewMessages.region}: ${name}` : mapViewMessages.region,
  );
  container.style.cssText = 'position:absolute;inset:0';
  element.append(container);
  const openLink = () => {
    if (!shouldOpenOnMarkerClick(current)) return;
    const link = element.querySelector<HTMLAnchorElement>('a[data-part="map-link"]');
    window.open(link?.href || externalMapsUrl(current), '_blank', 'noopener');
  };
  let view: MapView;
  try {
    view = provider.create(container, config, openLink);
  } catch (error) {
    container.remove();
    throw error;
  }
  const release = containFocus({ container });
  return {
    update(next) {
      current = checkedConfig(element, next);
      try {
        view.update(current);
      } catch (error) {
        console.error(mapViewMessages.updateFailed, error, element);
      }
    },
    destroy() {
      release();
      view.destroy();
      container.remove();
    },
  };
}
