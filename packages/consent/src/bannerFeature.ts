import type { BlockContext, Destroy } from '@tessera/runtime';
import { createCookieConsent } from './createCookieConsent';

/**
 * The cookie-banner page feature (packages/script/src/blocks.ts): runs the consent controller
 * on the page and imports the banner UI only when the banner has to show.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const consent = createCookieConsent({
    settings: context.page.cookieSettings,
    document: element.ownerDocument,
    events: context.events,
    api: context.api,
    loadBanner: () =>
      import('./banner/mountCookieBanner').then((module) => module.mountCookieBanner),
  });
  return consent.destroy;
}
