import type { BlockContext } from '@tessera/runtime';
import type { StartGate, StartGuard } from './consent-policy';
import { type ConsentController, createConsentController } from './create-consent-controller';
import type { guardTrackingCookies } from './guard-tracking-cookies';
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
 * The cookie guard for the script build: imported only while tracking is not allowed (an
 * accepting visitor never fetches it); once loaded it starts at once.
 */
function lazyGuard(doc: Document): { start: StartGuard; warm: () => void } {
  let guard: typeof guardTrackingCookies | undefined;
  const load = () =>
    import('./guard-tracking-cookies').then((module) => {
      guard = module.guardTrackingCookies;
      return guard;
    });
  return {
    start: () => (guard ? guard(doc) : load().then((loaded) => loaded(doc))),
    warm: () => {
      if (!guard) load().catch(() => {});
    },
  };
}

/**
 * The consent controller of the script build (imported by the cookie-banner page feature when
 * the policy has work): the cookie guard is imported while tracking is not allowed, script
 * gating when the page holds gated elements, and the banner UI when the banner shows.
 */
export function startCookieConsent(
  doc: Document,
  context: BlockContext,
  consentModeDefaultSent: boolean,
): ConsentController {
  const guard = lazyGuard(doc);
  return createConsentController({
    settings: context.page.cookieSettings,
    document: doc,
    events: context.events,
    api: context.api,
    startGate: gateWhenNeeded(doc),
    startGuard: guard.start,
    consentModeDefaultSent,
    loadBanner: () => {
      // A decline from the banner then guards at once, with no import in between.
      guard.warm();
      return import('./banner/mount-cookie-banner').then((module) => module.mountCookieBanner);
    },
  });
}
