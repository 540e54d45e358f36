import type { BlockContext } from '@tessera/runtime';
import type { StartGate } from './consent-policy';
import { type ConsentController, createConsentController } from './create-consent-controller';
import { gateScripts } from './gate-scripts';
import { watchGatedElements } from './watch-gated-elements';

/** Gating starts when the page holds a gated element (now, or one added later). */
const gateWhenNeeded =
  (doc: Document): StartGate =>
  (onAcceptAll, use) =>
    watchGatedElements(doc, () => use(gateScripts(doc, { onAcceptAll })));

/**
 * The consent controller of the script build, with the cookie guard and script gating: imported
 * by the cookie-banner page feature only when the policy has work (a guard, a banner, a GPC
 * decline, a gated element) or something asks for it. The banner UI is imported when it shows.
 */
export function startCookieConsent(
  doc: Document,
  context: BlockContext,
  consentModeDefaultSent: boolean,
): ConsentController {
  return createConsentController({
    settings: context.page.cookieSettings,
    document: doc,
    events: context.events,
    api: context.api,
    startGate: gateWhenNeeded(doc),
    consentModeDefaultSent,
    loadBanner: () =>
      import('./banner/mount-cookie-banner').then((module) => module.mountCookieBanner),
  });
}
