// @vitest-environment jsdom
/**
 * The proof-of-consent record (POST /api/consent/record) goes only to a Tessera backend: a page
 * with a page context (the reference server renders one) sends it on each decision; a static
 * page without one (markup only) sends nothing, and so logs no failed record (issue 20).
 */
import {
  type BlockContext,
  createEventBus,
  expireCookie,
  hasTesseraBackend,
  type TesseraEvents,
} from '@tessera/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init as initBanner } from '../src/banner-feature';

vi.mock('../src/banner/mount-cookie-banner', () => ({ mountCookieBanner: () => () => {} }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function decideOn(page: BlockContext['page']) {
  const post = vi.fn((_path: string, _body?: unknown, _options?: unknown) => Promise.resolve({}));
  const events = createEventBus<TesseraEvents>();
  const context = {
    name: 'cookie-banner',
    page,
    api: { post } as unknown as BlockContext['api'],
    events,
  } as BlockContext;
  const destroy = initBanner(document.body, context);
  await settle();
  events.emit('consent:decide', 'accepted');
  await vi.waitFor(() => expect(document.cookie).toContain('ss_cookieAllowed=true'));
  await settle();
  destroy();
  return post.mock.calls.map(([path]) => path);
}

afterEach(() => {
  expireCookie('ss_cookieAllowed');
  document.body.innerHTML = '';
});

describe('the proof-of-consent record and the Tessera backend', () => {
  it('hasTesseraBackend: a page context with any field, the rule the forms follow too', () => {
    expect([hasTesseraBackend({}), hasTesseraBackend({ website: {} })]).toEqual([false, true]);
  });

  it('a page with a page context records the decision', async () => {
    const page = { website: { id: 'w1' }, cookieSettings: { isCookieBannerEnabled: true } };
    expect(await decideOn(page)).toEqual(['/api/consent/record']);
  });

  it('a static page without a page context stores the decision and sends no record', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="tessera-consent">{"cookieBannerTheme": "LIGHT"}</script>';
    expect(await decideOn({})).toEqual([]);
  });
});
