// @vitest-environment jsdom
import { events } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_SCRIPT_TIMEOUT_MS, init } from '../src/follow-block';

let urls = 0;
function mount(script = `https://platform.example/widgets-${++urls}.js`) {
  document.body.innerHTML = `<a data-block="follow" href="https://x.com/tessera" data-block-config='{"script":"${script}"}'>Follow @tessera</a>`;
  return { element: document.querySelector<HTMLElement>('[data-block="follow"]')!, script };
}
const requested = (url: string) => document.head.querySelector(`script[src="${url}"]`);

afterEach(() => {
  document.getElementById('tessera-consent')?.remove();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
// false), so without a restrictive policy the third party loads at once (the spec's rule). After
// <body>, as the tests here reset the head and the body.
beforeEach(() =>
  document.documentElement.insertAdjacentHTML(
    'beforeend',
    '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
  ),
);

describe('the social follow button (spec 001 §7, §9)', () => {
  it('loads the platform script at once with no restrictive policy, with a 10 s time-out', async () => {
    expect(FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { element, script } = mount();
    const server = element.outerHTML;
    init(element);
    await vi.advanceTimersByTimeAsync(0);
    expect(requested(script)).not.toBe(null);
    await vi.advanceTimersByTimeAsync(FOLLOW_SCRIPT_TIMEOUT_MS - 1);
    expect(requested(script)).not.toBe(null);
    await vi.advanceTimersByTimeAsync(1);
    // Timed out: the element is gone (a later button tries again), and nothing else happens.
    expect(requested(script)).toBe(null);
    expect(element.outerHTML).toBe(server);
    expect([warn.mock.calls, error.mock.calls]).toEqual([[], []]);
  });

  it('on failure nothing happens: the link stays a link, nothing logged', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { element, script } = mount();
    const server = element.outerHTML;
    init(element);
    await vi.waitFor(() => expect(requested(script)).not.toBe(null));
    requested(script)!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.outerHTML).toBe(server);
    expect(warn).not.toHaveBeenCalled();
  });

  it('under a restrictive policy, requests nothing until consent', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-context">{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}</script>',
    );
    const { element, script } = mount();
    const destroy = init(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested(script)).toBe(null);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    events.emit('consent:change', {
      decision: 'accepted',
      source: 'banner',
      trackingAllowed: true,
    });
    await vi.waitFor(() => expect(requested(script)).not.toBe(null));
    document.cookie = 'ss_cookieAllowed=; max-age=0; path=/';
    destroy();
  });

  it('a script that is not an https URL is one warning, and nothing is loaded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // jsdom's page is http://localhost:3000/: a protocol-relative address is http too.
    for (const script of ['http://platform.example/w.js', '//platform.example/w.js', '']) {
      const { element } = mount(script);
      init(element)();
    }
    document.body.innerHTML = '<a data-block="follow" href="/">Follow</a>';
    init(document.querySelector<HTMLElement>('a')!)();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[tessera] follow block: "script" must be an https URL or a path on this site',
      '[tessera] follow block: "script" must be an https URL or a path on this site',
      '[tessera] follow block: "script" must be an https URL or a path on this site',
      '[tessera] follow block: "script" must be an https URL or a path on this site',
    ]);
    expect(document.head.querySelectorAll('script').length).toBe(0);
  });

  it("a script on the page's own origin is accepted", async () => {
    const { element } = mount('/js/follow-demo.js');
    const destroy = init(element);
    await vi.waitFor(() => expect(requested('/js/follow-demo.js')).not.toBe(null));
    destroy();
  });
});
