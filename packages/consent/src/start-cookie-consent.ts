import {
  type BlockContext,
  CONSENT_CONFIG_ELEMENT_ID,
  hasTesseraBackend,
  readConsentConfig,
  readConsentSettings,
} from '@tessera/runtime';
import type { StartGate } from './consent-policy';
import { cookieSettingsKeys, cookieSettingsMistakes } from './cookie-settings-keys';
import { type ConsentController, createConsentController } from './create-consent-controller';
import { watchGatedElements } from './gated-markup';

/**
 * Gating starts when the page holds a gated element (now, or one added later); its code is
 * imported then, so a banner on a page without gated elements never fetches it.
 */
const gateWhenNeeded =
  (doc: Document): StartGate =>
  (onAcceptAll, use) =>
    watchGatedElements(doc, () => {
      import('./gate-scripts').then(
        (module) => use(module.gateScripts(doc, { onAcceptAll })),
        (error: unknown) => console.error('[tessera] the consent gate failed to load', error),
      );
    });

/**
 * Warns once per page of each unknown key or value in the markup configuration
 * (`#tessera-consent`); the report's code is imported only when there is one.
 */
function reportConfigMistakes(doc: Document): void {
  const element = doc.getElementById(CONSENT_CONFIG_ELEMENT_ID);
  const mistakes = cookieSettingsMistakes(readConsentConfig(doc));
  if (!element || mistakes.length === 0) return;
  void import('@tessera/runtime/report-markup').then(({ reportMarkupMistakes }) =>
    reportMarkupMistakes(element, mistakes, {
      block: 'cookie-banner',
      anchor: 'consent-configuration',
      known: cookieSettingsKeys,
    }),
  );
}

/**
 * The consent controller of the script build, with the cookie guard: imported by the
 * cookie-banner page feature only when the policy has work (a guard, a banner, a GPC decline, a
 * gated element) or something asks for it. Gating and the banner UI are imported when needed.
 */
export function startCookieConsent(
  doc: Document,
  context: BlockContext,
  consentModeDefaultSent: boolean,
): ConsentController {
  reportConfigMistakes(doc);
  return createConsentController({
    settings: readConsentSettings(context.page.cookieSettings, doc),
    document: doc,
    events: context.events,
    // The proof-of-consent record goes only to a Tessera backend (a static host has none).
    api: hasTesseraBackend(context.page) ? context.api : undefined,
    startGate: gateWhenNeeded(doc),
    consentModeDefaultSent,
    loadBanner: () =>
      import('./banner/mount-cookie-banner').then((module) => module.mountCookieBanner),
    loadPreferences: () =>
      import('./preferences/mount-consent-preferences').then(
        (module) => module.mountConsentPreferences,
      ),
  });
}
