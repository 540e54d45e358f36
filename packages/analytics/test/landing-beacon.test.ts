// @vitest-environment jsdom
import { CONSENT_COOKIE, createEventBus, type TesseraEvents } from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingQuery, sendLandingBeacon } from '../src/landing-beacon';
import { startPageView } from '../src/send-page-view';

const expire = (name: string) => {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};
afterEach(() => {
  for (const name of [CONSENT_COOKIE, 'ss_cvr', 'ss_cvt']) expire(name);
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** The src of every Image the code makes. */
function watchImages() {
  const sources: string[] = [];
  vi.spyOn(window.HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
    sources.push(value);
  });
  return sources;
}

function context(page = {}) {
  const calls: unknown[][] = [];
  const api = {
    post: async (...args: unknown[]) => {
      calls.push(args);
      return {} as never;
    },
  };
  const events = createEventBus<TesseraEvents>();
  return { calls, context: { name: 'analytics', page, api: api as never, events } };
}

describe('the Track landing beacon (spec 000 §7)', () => {
  it('names the landing, referrer, language, screen and the campaign parameters; empty ones left out', () => {
    window.history.replaceState(
      null,
      '',
      '/prints?utm_source=news&utm_medium=email&utm_campaign=autumn&utm_content=hero&utm_term=dunes&rk=r1&variation=b&mkwid=m9',
    );
    const query = Object.fromEntries(landingQuery(document));
    expect(query).toEqual({
      landing: window.location.href,
      lang: navigator.language,
      screen: `${window.screen.width}x${window.screen.height}`,
      rk: 'r1',
      source: 'news',
      campaign: 'autumn',
      subcampaign: 'hero',
      channel: 'email',
      subchannel: 'dunes',
      variation: 'b',
      mkwid: 'm9',
    });
    window.history.replaceState(null, '', '/');
    expect([...landingQuery(document).keys()]).toEqual(['landing', 'lang', 'screen']);
  });

  it('is an image request to /api/track/Track', () => {
    const sources = watchImages();
    const url = sendLandingBeacon(document);
    expect(url.startsWith('/api/track/Track?landing=')).toBe(true);
    expect(sources).toEqual([url]);
  });
});

describe('startPageView', () => {
  it('on a session’s first page: visitor cookies, the beacon, the page view; later pages: no beacon', async () => {
    const sources = watchImages();
    const first = context();
    await expect(startPageView(first.context, document, { page: {} })).resolves.toBe(true);
    expect(document.cookie).toMatch(/ss_cvr=.*ss_cvt=|ss_cvt=.*ss_cvr=/);
    expect(sources).toHaveLength(1);
    expect(first.calls.map((call) => call[0])).toEqual(['/api/census/RecordHit']);
    const second = context();
    await startPageView(second.context, document, { page: {} });
    expect(sources).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });

  it('for an excluded account: no cookie, no beacon, no page view', async () => {
    const sources = watchImages();
    const owner = { authenticatedAccount: { id: 'a' }, websiteRoles: { a: ['admin'] } };
    const { calls, context: ctx } = context(owner);
    await expect(startPageView(ctx, document, { page: owner })).resolves.toBe(false);
    expect([document.cookie, sources, calls]).toEqual(['', [], []]);
  });

  it('on /search sends the site-search hit with what was searched, not a page view', async () => {
    watchImages();
    window.history.replaceState(null, '', '/search?q=dune%20prints');
    const { calls, context: ctx } = context();
    await expect(startPageView(ctx, document, { page: {} })).resolves.toBe(true);
    const [path, body] = calls[0] as [string, { event: string; data: string }];
    expect([path, body.event]).toEqual(['/api/census/RecordHit', 'search']);
    expect(JSON.parse(body.data)).toMatchObject({
      searchQuery: 'dune prints',
      queryString: 'q=dune%20prints',
    });
    window.history.replaceState(null, '', '/search');
    await startPageView(ctx, document, { page: {} });
    expect(JSON.parse((calls[1] as [string, { data: string }])[1].data).searchQuery).toBe('');
  });
});
