// @vitest-environment jsdom
import { createApi, createEventBus, type PageContext, type TesseraEvents } from '@tessera/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../src/site-chrome';

/** The parts' chunk has loaded and run (it is cached after the first import): what init starts
 * has started, so that "nothing happened" is checked after it could have happened. */
async function settled(): Promise<void> {
  await import('../src/start-parts');
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}

const ANNOUNCEMENT = `<div data-chrome="announcement-bar" data-announcement-id="spring" role="region" aria-label="Announcement"><p>Prints 20 % off</p></div>`;
const MOBILE = `<nav data-chrome="mobile-info-bar" aria-label="Contact" hidden><a href="tel:+441234567890">Call</a></nav>`;

/** A matchMedia whose answer the test flips, firing `change`. */
function stubMatchMedia(matches: boolean) {
  const query = new EventTarget() as EventTarget & { matches: boolean; media: string };
  query.matches = matches;
  const matchMedia = vi.fn((media: string) => {
    query.media = media;
    return query;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(value: boolean) {
      query.matches = value;
      query.dispatchEvent(new Event('change'));
    },
  };
}

function start(page: PageContext, markup = ANNOUNCEMENT) {
  document.body.innerHTML = markup;
  return init(document.body, {
    name: 'site-chrome',
    page,
    api: createApi({ fetch: async () => new Response('{}') }),
    events: createEventBus<TesseraEvents>(),
  });
}

const bar = () => document.querySelector<HTMLElement>('[data-chrome="announcement-bar"]')!;
const closeButton = () => bar().querySelector<HTMLButtonElement>('button');
const mobileBar = () => document.querySelector<HTMLElement>('[data-chrome="mobile-info-bar"]')!;

beforeEach(() => {
  document.cookie = 'tessera-announcement-dismissed=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the announcement bar', () => {
  it('shows with a close button when showAnnouncementBar is on', async () => {
    start({ showAnnouncementBar: true });
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    expect(bar().hidden).toBe(false);
    expect(closeButton()!.outerHTML).toBe(
      '<button type="button" data-announcement-dismiss="" aria-label="Close the announcement">×</button>',
    );
  });

  it('hides and remembers the bar’s id for 30 days when closed', async () => {
    const now = Date.UTC(2026, 10, 23, 12);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const cookies: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      cookies.push(value);
    });
    start({ showAnnouncementBar: true });
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    closeButton()!.click();
    expect(bar().hidden).toBe(true);
    expect(cookies).toEqual([
      `tessera-announcement-dismissed=spring; path=/; expires=${new Date(now + 30 * 864e5).toUTCString()}; SameSite=Lax`,
    ]);
    cookie.mockRestore();
    vi.restoreAllMocks();
  });

  it('moves the focus of a keyboard close to what follows the bar', async () => {
    start(
      { showAnnouncementBar: true },
      `<a href="#top">Top</a>${ANNOUNCEMENT}<span tabindex="-1">x</span><a href="/" id="next">Home</a>`,
    );
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    closeButton()!.focus();
    closeButton()!.click();
    expect(document.activeElement?.id).toBe('next');
  });

  it('leaves the focus alone when the close was not focused', async () => {
    start({ showAnnouncementBar: true }, `${ANNOUNCEMENT}<a href="/" id="next">Home</a>`);
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    closeButton()!.click();
    expect(document.activeElement).toBe(document.body);
  });

  it('stays hidden for a visitor who closed it, and shows a bar with another id', async () => {
    document.cookie = 'tessera-announcement-dismissed=spring';
    start({ showAnnouncementBar: true });
    await vi.waitFor(() => expect(bar().hidden).toBe(true));
    expect(closeButton()).toBeNull();
    start({ showAnnouncementBar: true }, ANNOUNCEMENT.replace('spring', 'summer'));
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    expect(bar().hidden).toBe(false);
  });

  it('shows for a logged-in account who closed it, and does not remember a close', async () => {
    document.cookie = 'tessera-announcement-dismissed=spring';
    start({ showAnnouncementBar: true, authenticatedAccount: { id: 'a1' } });
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    document.cookie = 'tessera-announcement-dismissed=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    closeButton()!.click();
    expect([bar().hidden, document.cookie]).toEqual([true, '']);
  });

  it('is hidden when showAnnouncementBar is off or not a boolean', async () => {
    for (const page of [
      {},
      { showAnnouncementBar: false },
      { authenticatedAccount: { id: 'a' } },
    ]) {
      const destroy = start(page as PageContext);
      await vi.waitFor(() => expect(bar().hidden).toBe(true));
      destroy();
      expect(bar().hidden).toBe(false);
    }
  });

  it('gives the server’s markup back on destroy, closed or not', async () => {
    const destroy = start({ showAnnouncementBar: true });
    await vi.waitFor(() => expect(closeButton()).not.toBeNull());
    closeButton()!.click();
    destroy();
    expect(document.body.innerHTML).toBe(ANNOUNCEMENT);
  });
});

describe('the mobile info bar', () => {
  const settings = (style: unknown) => ({
    websiteSettings: { mobileInfoBarSettings: { style } },
  });

  it('shows at 1024 px or less with its look, and follows the viewport', async () => {
    const media = stubMatchMedia(true);
    start(settings(3), MOBILE);
    await vi.waitFor(() => expect(mobileBar().hidden).toBe(false));
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 1024px)');
    expect(mobileBar().getAttribute('data-style')).toBe('dark');
    media.set(false);
    expect(mobileBar().hidden).toBe(true);
    media.set(true);
    expect(mobileBar().hidden).toBe(false);
  });

  it('stays hidden above 1024 px, with the light look', async () => {
    stubMatchMedia(false);
    start(settings(2), MOBILE);
    await vi.waitFor(() => expect(mobileBar().getAttribute('data-style')).toBe('light'));
    expect(mobileBar().hidden).toBe(true);
  });

  it('stays hidden with style none or no settings, even when the server showed it', async () => {
    const media = stubMatchMedia(true);
    for (const page of [settings(1), settings(undefined), {}]) {
      start(page, MOBILE.replace(' hidden', ''));
      expect(mobileBar().hidden).toBe(true);
    }
    await Promise.resolve();
    expect(media.matchMedia).not.toHaveBeenCalled();
  });

  it('stops following the viewport on destroy', async () => {
    const media = stubMatchMedia(true);
    const destroy = start(settings(2), MOBILE);
    await vi.waitFor(() => expect(mobileBar().hidden).toBe(false));
    destroy();
    media.set(true);
    expect(document.body.innerHTML).toBe(MOBILE.replace(' hidden', ' hidden=""'));
  });
});

describe('the licensed-assets bar', () => {
  const LICENSED = `<div data-chrome="licensed-assets" role="region" aria-label="Licensed assets" hidden=""><p>This page shows <span data-licensed-count="">some</span> licensed images.</p></div><img data-licensed-asset="" alt="a"><img data-licensed-asset="" alt="b">`;
  const licensedBar = () => document.querySelector<HTMLElement>('[data-chrome="licensed-assets"]')!;

  it('shows for a logged-in account with the number of licensed assets, and closes', async () => {
    const destroy = start({ authenticatedAccount: { id: 'a1' } }, LICENSED);
    await vi.waitFor(() => expect(licensedBar().hidden).toBe(false));
    expect(licensedBar().querySelector('[data-licensed-count]')!.textContent).toBe('2');
    const close = licensedBar().querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Close the licensed-assets notice');
    close.click();
    expect(licensedBar().hidden).toBe(true);
    destroy();
    expect(document.body.innerHTML).toBe(LICENSED);
  });

  it('stays hidden for a visitor, and on a page without licensed assets', async () => {
    start({}, LICENSED);
    await settled();
    expect(licensedBar().hidden).toBe(true);
    start({ authenticatedAccount: { id: 'a1' } }, LICENSED.replace(/<img[^>]*>/g, ''));
    await settled();
    expect([licensedBar().hidden, licensedBar().querySelector('button')]).toEqual([true, null]);
  });
});

describe('the badge', () => {
  it('is hidden while the mobile info bar shows (they share the bottom edge)', async () => {
    const media = stubMatchMedia(true);
    start(
      { websiteSettings: { mobileInfoBarSettings: { style: 2 } } },
      `${MOBILE}<a data-chrome="badge" href="/">Made with Tessera</a>`,
    );
    const badge = () => document.querySelector<HTMLElement>('[data-chrome="badge"]')!;
    await vi.waitFor(() => expect(badge().hidden).toBe(true));
    media.set(false);
    expect([badge().hidden, mobileBar().hidden]).toEqual([false, true]);
  });
});
