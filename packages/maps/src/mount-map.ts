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
import { type MapConfig, parseMapConfig } from './map-config';
import type { MapProvider, MapView } from './map-provider';
import { mapViewMessages } from './map-view-messages';
import { mapLibreProvider } from './maplibre-provider';

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

/** The configuration, checked: its problems in one warning naming the block. */
function checkedConfig(element: HTMLElement, input: Record<string, unknown>): MapConfig {
  const { config, problems } = parseMapConfig(input);
  if (problems.length > 0) console.warn(`[tessera] map block: ${problems.join('; ')}`, element);
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
      'map-block',
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
