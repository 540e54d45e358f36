/**
 * The map block (spec 001 §3-§9, 002 §1, §3, §9). The server renders a static placeholder (the
 * address as text, a link to the external maps page) that is the whole map with no script, no
 * key and no consent. The block lays the interactive map over it when it comes into view, or
 * when the visitor asks (`"load": "interaction"`), and, where gated elements wait for a choice
 * (the markup default, or a restrictive cookie policy: mayLoadThirdParty), only after consent (or "Load content" for this map). Configuration changes (an editor rewriting
 * the data-block-config attribute) reach the map 60 ms after the last one.
 *
 *   <div data-block="map" class="map">
 *     <script type="application/json" data-block-config>{"mapLat": 51.4545, "mapLng": -2.5879}</script>
 *     <address data-part="map-address">Tessera Studio<br>12 Orchard Lane</address>
 *     <a data-part="map-link" href="https://maps.google.com/maps?q=…">Open in Google Maps</a>
 *   </div>
 */
import {
  type BlockContext,
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  mayLoadThirdParty,
  readBlockConfig,
  storeObserver,
  whenThirdPartyMayLoad,
} from '@tessera/runtime';
import { MAP_OPTION_DEBOUNCE_MS } from './map-messages';
import { showMapPanel } from './map-panel';
import type { MountedMap } from './mount-map';

/**
 * What a third-party map is for, as the consent gate asks: 'functional', as it is content the
 * visitor came for (where a place is), though its provider sets cookies.
 */
const PURPOSE = 'functional';

export function init(element: HTMLElement, context: BlockContext): Destroy {
  let refused = false;
  const read = () =>
    readBlockConfig(element, (problem) => {
      refused = true;
      console.warn(`[tessera] ${problem}`, element);
    }) ?? {};
  let config = read();
  if (refused) return () => {};
  const store = createCleanupStore();
  const aborter = new AbortController();
  store.add(() => aborter.abort());
  let view: MountedMap | undefined;
  let loading = false;
  let hidePanel = () => {};
  store.add(() => view?.destroy());
  if (getComputedStyle(element).position === 'static') store.style(element, 'position', 'relative');

  // The configuration is checked (and its problems warned about) with the map's own code.
  const start = () => {
    if (loading || view) return;
    loading = true;
    import('./mount-map')
      .then(({ mountMap }) => mountMap(element, config, context.page, aborter.signal))
      .then(
        (shown) => {
          view = shown;
          hidePanel();
        },
        (error: Error) => {
          loading = false;
          // The error names the script and why (failed, timed out): the placeholder stays.
          if (!aborter.signal.aborted) console.warn('[tessera]', error.message, element);
        },
      );
  };
  const offer = () => {
    if (config.load === 'interaction') hidePanel = showMapPanel(element, store, { show: start });
    else if (typeof IntersectionObserver !== 'function') start();
    else {
      const observer = storeObserver(
        store,
        new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        }),
      );
      observer.observe(element);
    }
  };

  if (mayLoadThirdParty(PURPOSE)) offer();
  else {
    hidePanel = showMapPanel(element, store, {
      show: start,
      acceptAll: () => context.events.emit('consent:decide', 'accepted'),
    });
    whenThirdPartyMayLoad(PURPOSE, aborter.signal).then(
      () => {
        hidePanel();
        if (!view && !loading) offer();
      },
      () => {},
    );
  }
  watchConfig(element, store, () => {
    refused = false;
    const next = read();
    if (refused) return;
    config = next;
    view?.update(config);
  });
  return () => store.clear();
}

/**
 * spec 002 §9: a configuration change is applied 60 ms after the last one. An editing frame
 * writes the `data-block-config` attribute (which wins over a configuration script element).
 */
function watchConfig(element: HTMLElement, store: CleanupStore, apply: () => void): void {
  let cancel = () => {};
  storeObserver(
    store,
    new MutationObserver(() => {
      cancel();
      cancel = store.timeout(apply, MAP_OPTION_DEBOUNCE_MS);
    }),
  ).observe(element, { attributeFilter: ['data-block-config'] });
}
