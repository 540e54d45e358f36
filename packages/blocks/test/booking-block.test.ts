// @vitest-environment jsdom
import { createEventBus, type PageContext, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_LAYOUT_ATTRIBUTE,
  BOOKING_STATE_ATTRIBUTE,
  BOOKING_TARGET_ATTRIBUTE,
  init,
  PREVIEW_ONLY_ATTRIBUTE,
} from '../src/booking/booking-block';

const alert = vi.fn(async () => 'confirm');
vi.mock('@tessera/ui', () => ({ alert }));

let urlCount = 0;
/** A fresh script URL per test: the runtime loads each URL once per document. */
const freshUrl = () => `https://booking.example/loader-${++urlCount}.js?rid=1234`;

function mount(
  config: object,
  inner = '<a data-part="booking-fallback" href="/reserve">Reserve</a>',
) {
  document.body.innerHTML = `<div data-block="booking" data-block-config='${JSON.stringify(config)}'>${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-block="booking"]')!;
}

const scriptFor = (prefix: string) =>
  document.head.querySelector<HTMLScriptElement>(`script[src^="${prefix}"]`);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const restrictive: PageContext = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

describe('booking block', () => {
  let bus = createEventBus<TesseraEvents>();
  beforeEach(() => {
    bus = createEventBus<TesseraEvents>();
    document.cookie = 'ss_cookieAllowed=; max-age=0; path=/';
    // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
    // false), so without a restrictive policy the third party loads at once (the spec's rule). After
    // <body>, as the tests here reset the head and the body.
    document.documentElement.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
    );
  });
  afterEach(() => {
    document.getElementById('tessera-consent')?.remove();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    vi.restoreAllMocks();
    alert.mockClear();
  });

  it('v1: a logged-in account gets the "Preview Only" alert instead of booking', async () => {
    const element = mount(
      { kind: 'v1' },
      '<form action="/reserve"><button>Find a table</button></form>',
    );
    const destroy = init(element, { page: { authenticatedAccount: { id: 'owner' } }, events: bus });
    expect(element.hasAttribute(PREVIEW_ONLY_ATTRIBUTE)).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await settle();
    expect(alert.mock.calls).toEqual([
      [
        {
          title: 'Preview Only',
          message:
            'You are logged in to your account. Please log out of your account in order to use the reservation block.',
        },
      ],
    ]);
    destroy();
    expect(element.hasAttribute(PREVIEW_ONLY_ATTRIBUTE)).toBe(false);
  });

  it('v1: a visitor (no account) books through the form as the server rendered it', () => {
    for (const page of [{}, { authenticatedAccount: null }]) {
      const element = mount(
        { kind: 'v1' },
        '<form action="/reserve"><button>Find a table</button></form>',
      );
      const destroy = init(element, { page, events: bus });
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      element.querySelector('form')!.dispatchEvent(submit);
      expect([submit.defaultPrevented, element.hasAttribute(PREVIEW_ONLY_ATTRIBUTE)]).toEqual([
        false,
        false,
      ]);
      destroy();
    }
    expect(alert).not.toHaveBeenCalled();
  });

  it('v2: loads the script with iframe, overlay and standard theme; loading, then loaded', async () => {
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url, overlay: true });
    const destroy = init(element, { page: {}, events: bus });
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loading');
    await settle();
    const script = scriptFor(url)!;
    // jsdom lays nothing out: the block is 0 px wide, so standard.
    expect(script.src).toBe(`${url}&iframe=true&overlay=true&theme=standard`);
    const container = element.querySelector<HTMLElement>('[data-part="booking-widget"]')!;
    expect(script.getAttribute(BOOKING_TARGET_ATTRIBUTE)).toBe(container.id);
    // The script renders the widget parts into its target, then its load event fires.
    container.append(document.createElement('iframe'));
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loaded');
    expect(element.querySelector('[data-part="booking-fallback"]')!.hasAttribute('hidden')).toBe(
      true,
    );
    script.dispatchEvent(new Event('load'));
    destroy();
    expect(element.innerHTML).toBe('<a data-part="booking-fallback" href="/reserve">Reserve</a>');
    expect(element.hasAttribute(BOOKING_STATE_ATTRIBUTE)).toBe(false);
  });

  it('v2: wide above 850 px, and reloaded when the block crosses 850 px', async () => {
    let width = 900;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const resize: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: {}, events: bus });
    await settle();
    const wide = scriptFor(url)!;
    expect(wide.src).toBe(`${url}&iframe=true&overlay=false&theme=wide`);
    const container = element.querySelector<HTMLElement>('[data-part="booking-widget"]')!;
    const first = container.appendChild(document.createElement('iframe'));
    wide.dispatchEvent(new Event('load'));
    width = 700;
    for (const callback of resize) callback();
    await settle();
    const standard = scriptFor(`${url}&iframe=true&overlay=false&theme=standard`)!;
    const second = container.appendChild(document.createElement('iframe'));
    standard.dispatchEvent(new Event('load'));
    await settle();
    expect([first.isConnected, second.isConnected]).toEqual([false, true]);
    destroy();
    vi.unstubAllGlobals();
  });

  it('v2: a reload failure logs an error and keeps the widget', async () => {
    let width = 900;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const resize: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: {}, events: bus });
    await settle();
    const container = element.querySelector<HTMLElement>('[data-part="booking-widget"]')!;
    const first = container.appendChild(document.createElement('iframe'));
    scriptFor(url)!.dispatchEvent(new Event('load'));
    width = 800;
    for (const callback of resize) callback();
    await settle();
    scriptFor(`${url}&iframe=true&overlay=false&theme=standard`)!.dispatchEvent(new Event('error'));
    await settle();
    expect(error.mock.calls.map((call) => [call[0], (call[1] as Error).message])).toEqual([
      [
        '[tessera] booking: the booking script could not be reloaded',
        `Script failed to load: ${url}&iframe=true&overlay=false&theme=standard`,
      ],
    ]);
    expect([first.isConnected, element.getAttribute(BOOKING_STATE_ATTRIBUTE)]).toEqual([
      true,
      'loaded',
    ]);
    destroy();
    vi.unstubAllGlobals();
  });

  it('v2: a failed first load is the error state, logged; the fallback stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: {}, events: bus });
    await settle();
    scriptFor(url)!.dispatchEvent(new Event('error'));
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('error');
    expect(error.mock.calls[0]?.[0]).toBe(
      '[tessera] booking: the booking script could not be loaded',
    );
    expect(element.querySelector('[data-part="booking-fallback"]')!.hasAttribute('hidden')).toBe(
      false,
    );
    destroy();
  });

  it('times out cleanly after 30 s', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: {}, events: bus });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('error');
    expect((error.mock.calls[0]![1] as Error).message).toMatch(
      /^Script load timed out after 30000 ms: /,
    );
    expect(scriptFor(url)).toBeNull();
    destroy();
    vi.useRealTimers();
  });

  it('under a restrictive policy: a placeholder, nothing requested, until consent', async () => {
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: restrictive, events: bus });
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('consent');
    expect(scriptFor(url)).toBeNull();
    const placeholder = element.querySelector('[data-part="consent-placeholder"]')!;
    expect(placeholder.className).toBe('tessera-consent-placeholder');
    expect([...placeholder.children].map((child) => child.textContent)).toEqual([
      'This content is blocked until you accept cookies.',
      'Load content',
      'Accept cookies',
    ]);
    const emitted: unknown[] = [];
    bus.on('consent:decide', (decision) => emitted.push(decision));
    placeholder.querySelectorAll('button')[1]!.click();
    expect(emitted).toEqual(['accepted']);
    // The consent feature answers with the decision.
    document.cookie = 'ss_cookieAllowed=true; path=/';
    bus.emit('consent:change', { decision: 'accepted' });
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loading');
    expect(element.querySelector('[data-part="consent-placeholder"]')).toBeNull();
    expect(scriptFor(url)).not.toBeNull();
    destroy();
  });

  it('"Load content" loads this widget alone without a site-wide decision', async () => {
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: restrictive, events: bus });
    element.querySelector<HTMLButtonElement>('[data-part="consent-placeholder"] button')!.click();
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loading');
    expect(scriptFor(url)).not.toBeNull();
    destroy();
  });

  it('a theme change while waiting for consent loads only the newer URL, once', async () => {
    let width = 900;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const resize: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    const destroy = init(element, { page: restrictive, events: bus });
    width = 600;
    for (const callback of resize) callback();
    expect(element.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(1);
    element.querySelector<HTMLButtonElement>('[data-part="consent-placeholder"] button')!.click();
    await settle();
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([
      `${url}&iframe=true&overlay=false&theme=standard`,
    ]);
    destroy();
    vi.unstubAllGlobals();
  });

  it('destroyed while waiting for consent: nothing is requested later', async () => {
    const url = freshUrl();
    const element = mount({ kind: 'v2', scriptUrl: url });
    init(element, { page: restrictive, events: bus })();
    expect(element.querySelector('[data-part="consent-placeholder"]')).toBeNull();
    document.cookie = 'ss_cookieAllowed=true; path=/';
    bus.emit('consent:change', { decision: 'accepted' });
    await settle();
    expect(scriptFor(url)).toBeNull();
  });

  it('tock: queues init for the platform script, column layout at 750 px or less', async () => {
    let width = 750;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const resize: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resize.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const url = freshUrl();
    const element = mount(
      { kind: 'tock', scriptUrl: url, business: 'tessera-cafe' },
      '<a data-part="booking-fallback" href="/tock">Book</a><div id="Tock_widget_container" data-part="booking-widget"></div>',
    );
    const destroy = init(element, { page: {}, events: bus });
    const tock = (window as unknown as { tock: { queue: unknown[][] } }).tock;
    expect(tock.queue).toEqual([['init', 'tessera-cafe']]);
    expect(element.getAttribute(BOOKING_LAYOUT_ATTRIBUTE)).toBe('column');
    width = 751;
    for (const callback of resize) callback();
    expect(element.getAttribute(BOOKING_LAYOUT_ATTRIBUTE)).toBe('row');
    await settle();
    expect(scriptFor(url)!.src).toBe(url);
    document.getElementById('Tock_widget_container')!.append(document.createElement('button'));
    await settle();
    expect(element.getAttribute(BOOKING_STATE_ATTRIBUTE)).toBe('loaded');
    destroy();
    expect(element.hasAttribute(BOOKING_LAYOUT_ATTRIBUTE)).toBe(false);
    vi.unstubAllGlobals();
  });

  it('refuses a bad configuration with one warning naming the block and the fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = mount({ kind: 'v2', scriptUrl: 'ftp://x', iframe: 'no' });
    const before = element.outerHTML;
    init(element, { page: {}, events: bus })();
    expect(element.outerHTML).toBe(before);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[tessera] booking: scriptUrl must be an http or https URL, got "ftp://x"; iframe must be true or false, got "no"',
    ]);
  });
});
