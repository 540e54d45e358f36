// @vitest-environment jsdom
/**
 * The two consent page features run the runtime's block conformance suite. The overlay kit's
 * own rendering (its shared host and React roots) is stood in for by a plain element, so that
 * what is checked here is consent's own cleanup: bus handlers, click listeners, the cookie
 * guard's timer or CookieStore listener, the gate's observer and placeholders, the popup's
 * delay, its form and its sign-up listener.
 */
import { expireCookie, writeCookie } from '@tessera/runtime';
import { describeBlockConformance } from '@tessera/runtime/testing';
import { expect, vi } from 'vitest';
import type { PopupOverlayProps } from '../src/popup/popup-overlay';

function standIn(name: string): { element: HTMLElement; unmount: () => void } {
  const element = document.createElement('div');
  element.setAttribute('data-overlay', name);
  document.body.append(element);
  return { element, unmount: () => element.remove() };
}

vi.mock('../src/banner/mount-cookie-banner', () => ({
  mountCookieBanner: () => standIn('cookie-banner').unmount,
}));
vi.mock('../src/popup/mount-popup-overlay', () => ({
  mountPopupOverlay: (props: PopupOverlayProps) => {
    const { element, unmount } = standIn('popup-overlay');
    element.append(props.content.cloneNode(true));
    props.onContent?.(element);
    return unmount;
  },
}));

const overlay = (name: string) => document.querySelector(`[data-overlay="${name}"]`);
const decided = (value: string) => () => {
  writeCookie('ss_cookieAllowed', value, { days: 1 });
  return () => expireCookie('ss_cookieAllowed');
};

describeBlockConformance({
  name: 'cookie-banner',
  variant: 'banner due',
  pageFeature: true,
  load: () => import('../src/banner-feature'),
  markup: '<main><p>Welcome.</p><a href="#cookies" data-consent-open>Cookie settings</a></main>',
  page: { cookieSettings: { isCookieBannerEnabled: true } },
  configAttribute: false,
  initialized: () => vi.waitFor(() => expect(overlay('cookie-banner')).not.toBeNull()),
});

describeBlockConformance({
  name: 'cookie-banner',
  variant: 'declined, restrictive, a gated iframe',
  pageFeature: true,
  load: () => import('../src/banner-feature'),
  markup:
    '<main><iframe data-consent="video" data-src="https://video.example/embed/1" title="Video"></iframe></main>',
  page: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } },
  configAttribute: false,
  setup: decided('false'),
  initialized: () =>
    vi.waitFor(() =>
      expect(document.querySelectorAll('[data-part="consent-placeholder"]')).toHaveLength(1),
    ),
});

describeBlockConformance({
  name: 'cookie-banner',
  variant: 'accepted, waiting',
  pageFeature: true,
  load: () => import('../src/banner-feature'),
  markup: '<main><a href="#cookies" data-consent-open>Cookie settings</a></main>',
  page: { cookieSettings: { isCookieBannerEnabled: true } },
  configAttribute: false,
  setup: decided('true'),
});

describeBlockConformance({
  name: 'popup-overlay',
  pageFeature: true,
  load: () => import('../src/popup-feature'),
  markup: '<main><p>Welcome.</p></main>',
  page: {
    websiteSettings: { popupOverlaySettings: { formId: 'newsletter', title: 'Letters' } },
  },
  configAttribute: false,
  setup: () => () => localStorage.clear(),
  initialized: () =>
    vi.waitFor(() =>
      expect(overlay('popup-overlay')?.querySelector('h2')?.textContent).toBe('Letters'),
    ),
});
