// @vitest-environment jsdom
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect, vi } from 'vitest';

const markup = `<div data-chrome="announcement-bar" data-announcement-id="spring" role="region" aria-label="Announcement"><p>Prints 20 % off</p></div>
<main><h1>Blocks</h1></main>
<nav data-chrome="mobile-info-bar" aria-label="Contact" hidden><a href="tel:+441234567890">Call</a></nav>`;

describeBlockConformance({
  name: 'site-chrome',
  variant: 'announcement and mobile bars',
  pageFeature: true,
  load: () => import('../src/site-chrome'),
  markup,
  page: {
    showAnnouncementBar: true,
    websiteSettings: { mobileInfoBarSettings: { style: 2 } },
  },
  configAttribute: false,
  setup() {
    const query = Object.assign(new EventTarget(), { matches: true, media: '' });
    vi.stubGlobal('matchMedia', () => query);
    return () => vi.unstubAllGlobals();
  },
  initialized: () =>
    vi.waitFor(() => {
      expect(document.querySelector('[data-announcement-dismiss]')).not.toBeNull();
      expect(
        document.querySelector('[data-chrome="mobile-info-bar"]')?.hasAttribute('hidden'),
      ).toBe(false);
    }),
});

describeBlockConformance({
  name: 'site-chrome',
  variant: 'fonts',
  pageFeature: true,
  load: () => import('../src/site-chrome'),
  markup: '<main><h1>Blocks</h1></main>',
  page: { googleFonts: [{ includeName: 'Lora' }], website: { typekitId: 'abc1xyz' } },
  configAttribute: false,
  initialized: () =>
    vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2),
    ),
});

describeBlockConformance({
  name: 'site-chrome',
  variant: 'licensed-assets bar (logged in) and badge',
  pageFeature: true,
  load: () => import('../src/site-chrome'),
  markup: `<div data-chrome="licensed-assets" hidden><p><span data-licensed-count>0</span> licensed images</p></div>
<main><img data-licensed-asset alt="Dunes"></main>
<nav data-chrome="mobile-info-bar" aria-label="Contact" hidden><a href="tel:+441234567890">Call</a></nav>
<a data-chrome="badge" href="/">Made with Tessera</a>`,
  page: {
    authenticatedAccount: { id: 'a1' },
    websiteSettings: { mobileInfoBarSettings: { style: 3 } },
  },
  configAttribute: false,
  setup() {
    const query = Object.assign(new EventTarget(), { matches: true, media: '' });
    vi.stubGlobal('matchMedia', () => query);
    return () => vi.unstubAllGlobals();
  },
  initialized: () =>
    vi.waitFor(() => {
      expect(document.querySelector('[data-licensed-count]')?.textContent).toBe('1');
      expect(document.querySelector('[data-chrome="badge"]')?.hasAttribute('hidden')).toBe(true);
    }),
});
