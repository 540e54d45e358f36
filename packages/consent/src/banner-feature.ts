import type { BlockContext, Destroy } from '@tessera/runtime';
import { createCookieConsent } from './create-cookie-consent';

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
      import('./banner/mount-cookie-banner').then((module) => module.mountCookieBanner),
  });
  return consent.destroy;
}
