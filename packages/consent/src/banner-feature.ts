import type { BlockContext, Destroy } from '@tessera/runtime';
import type { StartGate } from './consent-policy';
import { createConsentController } from './create-consent-controller';
import { watchGatedElements } from './watch-gated-elements';

/**
 * Gating for the script build: the gate's code is imported only when the page holds a gated
 * element (a page without one never fetches it).
 */
const gateWhenNeeded =
  (doc: Document): StartGate =>
  (onAcceptAll, use) =>
    watchGatedElements(doc, () => {
      import('./gate-scripts').then(
        (module) => use(module.gateScripts(doc, { onAcceptAll })),
        (error: unknown) => console.error('[tessera] consent script gating failed to load', error),
      );
    });

/**
 * The cookie-banner page feature (packages/script/src/blocks.ts): the consent policy alone
 * (decision, GPC, cookie guard, Consent Mode); the banner UI is imported only when the banner
 * shows (at once, forced, or reopened by a "Cookie settings" link), script gating only when the
 * page holds gated elements.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const consent = createConsentController({
    settings: context.page.cookieSettings,
    document: doc,
    events: context.events,
    api: context.api,
    startGate: gateWhenNeeded(doc),
    loadBanner: () =>
      import('./banner/mount-cookie-banner').then((module) => module.mountCookieBanner),
  });
  return consent.destroy;
}
