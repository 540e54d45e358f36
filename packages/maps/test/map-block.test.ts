// @vitest-environment jsdom
import { api, type BlockContext, events } from '@tessera/runtime';
import { resetMarkupWarnings } from '@tessera/runtime/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/map-block';

/** The part of google.maps the provider calls, recording what it was asked. */
function fakeGoogleMaps() {
  const calls: unknown[][] = [];
  const markerClicks: (() => void)[] = [];
  class FakeMap {
    constructor(container: HTMLElement, options: Record<string, unknown>) {
      calls.push(['Map', container.getAttribute('data-part'), options]);
      container.innerHTML =
        '<div tabindex="0">surface</div><button>+</button><a href="/t">Terms</a>';
    }
    setOptions(options: Record<string, unknown>) {
      calls.push(['Map.setOptions', options]);
    }
  }
  class FakeMarker {
    constructor(options: Record<string, unknown>) {
      calls.push(['Marker', { ...options, map: options.map instanceof FakeMap }]);
    }
    setOptions(options: Record<string, unknown>) {
      calls.push(['Marker.setOptions', options]);
    }
    addListener(name: string, handler: () => void) {
      if (name === 'click') markerClicks.push(handler);
      return { remove: () => calls.push(['listener.remove', name]) };
    }
    setMap(map: null) {
      calls.push(['Marker.setMap', map]);
    }
  }
  vi.stubGlobal('google', { maps: { Map: FakeMap, Marker: FakeMarker } });
  return { calls, clickMarker: () => markerClicks.at(-1)?.() };
}

// loadScript keeps one promise per URL for the document's life: each test asks for its own
// URL (its own key) so that each sees a request of its own.
let key = '';
let context: BlockContext;
const CONFIG =
  '{"mapLat":51.4545,"mapLng":-2.5879,"mapZoom":14,"addressTitle":"Tessera Studio","load":"interaction"}';

function mount(config = CONFIG) {
  document.body.innerHTML = `<div data-block="map">
  <script type="application/json" data-block-config>${config}</script>
  <address data-part="map-address">Tessera Studio</address>
  <a data-part="map-link" href="https://maps.example/studio">Open in Google Maps</a>
</div>`;
  return document.querySelector<HTMLElement>('[data-block="map"]')!;
}

const mapsScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
const buttons = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].map((button) => button.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers the maps script's request as the browser would (its load event). */
async function answerScript(kind: 'load' | 'error' = 'load') {
  await vi.waitFor(() => expect(mapsScript()).not.toBe(null));
  mapsScript()!.dispatchEvent(new Event(kind));
  await settle();
}

function restrictivePolicy() {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>',
  );
}

let tests = 0;
beforeEach(() => {
  // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
  // false), so without a restrictive policy the third party loads at once (the spec's rule).
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
  );
  key = `test-key-${++tests}`;
  const page = { website: { language: 'en-GB' }, websiteSettings: { mapsApiKey: btoa(key) } };
  context = { name: 'map', page, api, events } as BlockContext;
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.cookie = 'ss_cookieAllowed=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('map block (spec 001 §3-§9)', () => {
  it('on interaction: a button, nothing requested until it is pressed, then the map over the placeholder', async () => {
    const { calls, clickMarker } = fakeGoogleMaps();
    const element = mount();
    const server = element.innerHTML;
    const destroy = init(element, context);
    expect(buttons(element)).toEqual(['Show the interactive map']);
    await settle();
    expect(mapsScript()).toBe(null);
    element.querySelector('button')!.click();
    await answerScript();
    expect(mapsScript()!.src).toBe(
      `https://maps.googleapis.com/maps/api/js?key=${key}&language=en&region=GB&loading=async`,
    );
    expect(calls[0]).toEqual([
      'Map',
      'map-canvas',
      expect.objectContaining({ center: { lat: 51.4545, lng: -2.5879 }, zoom: 14 }),
    ]);
    expect(calls[1]).toEqual([
      'Marker',
      {
        position: { lat: 51.4545, lng: -2.5879 },
        draggable: false,
        title: 'Tessera Studio',
        map: true,
      },
    ]);
    const canvas = element.querySelector('[data-part="map-canvas"]')!;
    expect([canvas.getAttribute('role'), canvas.getAttribute('aria-label')]).toEqual([
      'region',
      'Interactive map: Tessera Studio',
    ]);
    // One tab stop: the surface stays, the provider's controls leave the tab order.
    expect(
      [...canvas.querySelectorAll('div,button,a')].map((e) => e.getAttribute('tabindex')),
    ).toEqual(['0', '-1', '-1']);
    expect(buttons(element)).toEqual(['+']);
    expect(element.querySelector('address')!.textContent).toBe('Tessera Studio');
    clickMarker();
    expect(vi.mocked(window.open).mock.calls).toEqual([
      ['https://maps.example/studio', '_blank', 'noopener'],
    ]);
    destroy();
    expect(element.innerHTML).toBe(server);
    expect(element.getAttribute('style')).toBe(null);
    expect(calls.slice(-2)).toEqual([
      ['listener.remove', 'click'],
      ['Marker.setMap', null],
    ]);
  });

  it('the classes come through importLibrary (loading=async) before the map is drawn', async () => {
    const { calls } = fakeGoogleMaps();
    const google = (globalThis as unknown as { google: { maps: Record<string, unknown> } }).google;
    google.maps.importLibrary = (name: string) => {
      calls.push(['importLibrary', name]);
      return Promise.resolve({});
    };
    const element = mount();
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    expect(
      calls.slice(0, 3).map(([name, detail]) => (name === 'importLibrary' ? detail : name)),
    ).toEqual(['maps', 'marker', 'Map']);
    destroy();
  });

  it('a marker click opens nothing when linkOnClick or draggable is off', async () => {
    for (const off of ['"linkOnClick":false', '"draggable":false']) {
      const { clickMarker } = fakeGoogleMaps();
      const element = mount(`{"load":"interaction",${off}}`);
      const destroy = init(element, context);
      element.querySelector('button')!.click();
      await answerScript();
      clickMarker();
      destroy();
    }
    expect(window.open).not.toHaveBeenCalled();
  });

  it('when visible (the default): loads once the block intersects', async () => {
    fakeGoogleMaps();
    let callback: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(given: IntersectionObserverCallback) {
          callback = given;
        }
        observe() {}
        disconnect() {}
      },
    );
    const element = mount('{"addressTitle":"Tessera Studio"}');
    const destroy = init(element, context);
    expect(buttons(element)).toEqual([]);
    callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    await settle();
    expect(mapsScript()).toBe(null);
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await answerScript();
    expect(element.querySelector('[data-part="map-canvas"]')).not.toBe(null);
    destroy();
  });

  it('a script that fails leaves the placeholder and the button, logs why, and can be tried again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount();
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript('error');
    expect(element.querySelector('[data-part="map-canvas"]')).toBe(null);
    expect(buttons(element)).toEqual(['Show the interactive map']);
    expect(warn.mock.calls).toEqual([
      [
        '[tessera]',
        `Script failed to load: https://maps.googleapis.com/maps/api/js?key=${key}&language=en&region=GB&loading=async`,
        element,
      ],
    ]);
    fakeGoogleMaps();
    element.querySelector('button')!.click();
    await answerScript();
    expect(element.querySelector('[data-part="map-canvas"]')).not.toBe(null);
    destroy();
  });

  it('"Load content" loads this map without a site-wide acceptance', async () => {
    restrictivePolicy();
    fakeGoogleMaps();
    const element = mount('{"load":"interaction"}');
    const destroy = init(element, context);
    element.querySelector<HTMLButtonElement>('[data-part="consent-placeholder"] button')!.click();
    await answerScript();
    expect(element.querySelector('[data-part="map-canvas"]')).not.toBe(null);
    expect(element.querySelector('[data-part="consent-placeholder"]')).toBe(null);
    destroy();
  });

  // The bus remembers an acceptance it heard (the runtime's gate): the tests after this one run
  // with consent given.
  it('under a restrictive policy: the consent placeholder, nothing requested, then the map after acceptance', async () => {
    restrictivePolicy();
    fakeGoogleMaps();
    const element = mount('{}');
    const destroy = init(element, context);
    const panel = element.querySelector('[data-part="consent-placeholder"]')!;
    expect([
      panel.className,
      panel.getAttribute('data-consent-purpose'),
      panel.textContent,
    ]).toEqual([
      'tessera-consent-placeholder',
      'functional',
      'This content is blocked until you accept cookies.Load contentAccept cookies',
    ]);
    const decided: unknown[] = [];
    const off = events.on('consent:decide', (decision) => decided.push(decision));
    [...panel.querySelectorAll('button')][1]!.click();
    off();
    expect(decided).toEqual(['accepted']);
    await settle();
    expect(mapsScript()).toBe(null);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    // jsdom has no IntersectionObserver: a visible-mode map loads at once.
    await answerScript();
    expect(element.querySelector('[data-part="consent-placeholder"]')).toBe(null);
    expect(element.querySelector('[data-part="map-canvas"]')).not.toBe(null);
    destroy();
  });

  it('configuration changes reach the map 60 ms after the last one (spec 002 §9)', async () => {
    const { calls } = fakeGoogleMaps();
    const element = mount();
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    vi.useFakeTimers();
    element.setAttribute('data-block-config', '{"mapZoom":3,"load":"interaction"}');
    await Promise.resolve();
    vi.advanceTimersByTime(40);
    element.setAttribute('data-block-config', '{"mapZoom":5,"style":1,"load":"interaction"}');
    await Promise.resolve();
    vi.advanceTimersByTime(59);
    expect(calls.filter(([name]) => name === 'Map.setOptions')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls.filter(([name]) => name === 'Map.setOptions')).toEqual([
      ['Map.setOptions', expect.objectContaining({ zoom: 5, styles: [] })],
    ]);
    destroy();
  });

  it('a failing update is logged (spec 002 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeGoogleMaps();
    const element = mount();
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    const google = (globalThis as unknown as { google: { maps: { Map: { prototype: object } } } })
      .google;
    const failure = new Error('quota');
    Object.assign(google.maps.Map.prototype, {
      setOptions() {
        throw failure;
      },
    });
    vi.useFakeTimers();
    element.setAttribute('data-block-config', '{"mapZoom":4}');
    await Promise.resolve();
    vi.advanceTimersByTime(60);
    expect(error.mock.calls).toEqual([
      ['[tessera] The map could not be updated:', failure, element],
    ]);
    destroy();
  });

  it('wrong-typed fields: one warning naming them when the map loads, the defaults apply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = fakeGoogleMaps();
    const element = mount('{"mapZoom":"twelve","load":"interaction"}');
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    expect(warn.mock.calls).toEqual([
      ['[tessera] map block: mapZoom must be a zoom from 0 to 22, got "twelve"', element],
    ]);
    expect(calls[0]).toEqual(['Map', 'map-canvas', expect.objectContaining({ zoom: 12 })]);
    destroy();
  });
});

describe('map block: unknown configuration keys', () => {
  it('warns once per unknown key, with the nearest known key, the path and the docs section', async () => {
    resetMarkupWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeGoogleMaps();
    // spec 002 §3's view-config names (controls, location) are known; mapZom and colour are not.
    const element = mount(
      '{"mapZom":4,"colour":"red","controls":false,"location":{"mapLat":1},"load":"interaction","apiKey":"k"}',
    );
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls).toEqual([
      [
        '[tessera] Unknown key "mapZom" in the configuration of block "map": did you mean "mapZoom"? (at body > div[data-block="map"]; see docs/markup.md#map-block)',
        element,
      ],
      [
        '[tessera] Unknown key "colour" in the configuration of block "map" (at body > div[data-block="map"]; see docs/markup.md#map-block)',
        element,
      ],
    ]);
    destroy();
  });
});

describe('map block: the Google key on a static host', () => {
  const noKeyWarning =
    '[tessera] map block: a Google map without a key; set "apiKey" in the block\'s configuration (or websiteSettings.mapsApiKey in the page context) (at body > div[data-block="map"]; see docs/markup.md#map-block)';

  it("warns once, naming the block, when a Google map has no key anywhere; the block's key is used", async () => {
    resetMarkupWarnings();
    fakeGoogleMaps();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    context = { ...context, page: {} };
    const element = mount();
    const destroy = init(element, context);
    element.querySelector('button')!.click();
    await answerScript();
    expect(mapsScript()!.src).toBe('https://maps.googleapis.com/maps/api/js?loading=async');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([noKeyWarning]);
    destroy();
    for (const script of document.head.querySelectorAll('script[src*="maps.googleapis.com"]'))
      script.remove();
    warn.mockClear();
    const keyed = mount(CONFIG.replace('}', ',"apiKey":"AIza-static"}'));
    const again = init(keyed, context);
    keyed.querySelector('button')!.click();
    await answerScript();
    expect(mapsScript()!.src).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza-static&loading=async',
    );
    expect(warn.mock.calls).toEqual([]);
    again();
  });
});
