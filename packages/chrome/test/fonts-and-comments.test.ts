// @vitest-environment jsdom
import {
  createApi,
  createEventBus,
  type EventBus,
  type PageContext,
  type TesseraEvents,
} from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/site-chrome';

/** The parts' chunk has loaded and run (it is cached after the first import): what init starts
 * has started, so that "nothing happened" is checked after it could have happened. */
async function settled(): Promise<void> {
  await import('../src/start-parts');
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

const GOOGLE =
  'https://fonts.googleapis.com/css2?family=Lora%3Awght%40400%3B700&family=Work+Sans&display=swap';
const KIT = 'https://use.typekit.net/abc1xyz.css';
const RESTRICTIVE = { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true };

function start(page: PageContext, events: EventBus<TesseraEvents> = createEventBus()) {
  return init(document.body, {
    name: 'site-chrome',
    page,
    api: createApi({ fetch: async () => new Response('{}') }),
    events,
  });
}

const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => link.href,
  );
const scripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((script) => [
    script.id,
    script.src,
  ]);
const fonts = {
  googleFonts: [{ includeName: 'Lora:wght@400;700' }, { includeName: 'Work Sans' }],
  website: { typekitId: 'abc1xyz' },
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.cookie = 'ss_cookieAllowed=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.restoreAllMocks();
});

describe('fonts', () => {
  it('one Google Fonts stylesheet with a family per font, and the Typekit kit, removed on destroy', async () => {
    const destroy = start(fonts);
    await vi.waitFor(() => expect(stylesheets()).toEqual([GOOGLE, KIT]));
    destroy();
    expect(stylesheets()).toEqual([]);
  });

  it('warns once per requested font the loaded kit no longer holds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const faces = [{ family: '"proxima-nova"' }, { family: 'museo-sans' }];
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { forEach: (each: (face: { family: string }) => void) => faces.forEach(each) },
    });
    start({
      website: { typekitId: 'abc1xyz' },
      typekitFonts: [{ id: 'proxima-nova' }, { id: 'brandon-grotesque' }, { id: 'museo-sans' }],
    });
    await vi.waitFor(() => expect(stylesheets()).toEqual([KIT]));
    expect(warn).not.toHaveBeenCalled();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(warn.mock.calls).toEqual([['Requested font no longer in Typekit', 'brandon-grotesque']]);
    Reflect.deleteProperty(document, 'fonts');
  });

  it('logs a stylesheet that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start({ googleFonts: [{ includeName: 'Lora' }] });
    await vi.waitFor(() => expect(stylesheets()).toHaveLength(1));
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(error.mock.calls).toEqual([
      [
        '[tessera] site-chrome: the font stylesheet failed to load: https://fonts.googleapis.com/css2?family=Lora&display=swap',
      ],
    ]);
  });

  it('under a restrictive policy, waits for consent when the site says so', async () => {
    const events = createEventBus<TesseraEvents>();
    start(
      { ...fonts, cookieSettings: RESTRICTIVE, websiteSettings: { fontsRequireConsent: true } },
      events,
    );
    await settled();
    expect(stylesheets()).toEqual([]);
    events.emit('consent:change', { decision: 'accepted' } as TesseraEvents['consent:change']);
    await vi.waitFor(() => expect(stylesheets()).toEqual([GOOGLE, KIT]));
  });

  it('under a restrictive policy, loads at once when the site does not ask for consent', async () => {
    start({ ...fonts, cookieSettings: RESTRICTIVE });
    await vi.waitFor(() => expect(stylesheets()).toEqual([GOOGLE, KIT]));
  });

  it('never loads after a destroy during the wait for consent', async () => {
    const events = createEventBus<TesseraEvents>();
    const destroy = start(
      { ...fonts, cookieSettings: RESTRICTIVE, websiteSettings: { fontsRequireConsent: true } },
      events,
    );
    await settled();
    destroy();
    events.emit('consent:change', { decision: 'accepted' } as TesseraEvents['consent:change']);
    await settled();
    expect(stylesheets()).toEqual([]);
  });
});

describe('comment counts', () => {
  // About the block, not the wait for a choice: the site opts out of waiting (waitForConsent
  // false), so without a restrictive policy the third party loads at once (the spec's rule). After
  // <body>, as the tests here reset the head and the body.
  beforeEach(() =>
    document.documentElement.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="tessera-consent">{"waitForConsent":false}</script>',
    ),
  );
  afterEach(() => document.getElementById('tessera-consent')?.remove());
  const comments = { websiteSettings: { disqusShortname: 'tessera', commentsEnabled: true } };

  it('loads the count script once when a short name is set and comments are enabled', async () => {
    start(comments);
    await vi.waitFor(() =>
      expect(scripts()).toEqual([['dsq-count-scr', 'https://tessera.disqus.com/count.js']]),
    );
  });

  it('does not load it with comments disabled', async () => {
    start({ websiteSettings: { disqusShortname: 'tessera', commentsEnabled: false } });
    await settled();
    expect(scripts()).toEqual([]);
  });

  it('waits for consent under a restrictive policy', async () => {
    const events = createEventBus<TesseraEvents>();
    // Another short name: the runtime loads each URL once per document.
    const settings = { disqusShortname: 'studio', commentsEnabled: true };
    start({ websiteSettings: settings, cookieSettings: RESTRICTIVE }, events);
    await settled();
    expect(scripts()).toEqual([]);
    events.emit('consent:change', { decision: 'accepted' } as TesseraEvents['consent:change']);
    await vi.waitFor(() =>
      expect(scripts()).toEqual([['dsq-count-scr', 'https://studio.disqus.com/count.js']]),
    );
  });
});
