import { type BlockContext, type Destroy, readConsentSettings } from '@tessera/runtime';
import { type ConsentCommandCall, listenForConsentCommands } from './consent-commands';
import {
  allowsTracking,
  grantsPurpose,
  isTrackingAllowed,
  readConsentDecision,
  readConsentState,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import { sendConsentMode } from './consent-mode';
import { normalizeCookiePolicy } from './cookie-policy';
import type { ConsentController } from './create-consent-controller';
import { watchGatedElements } from './gated-markup';

/**
 * What the policy has to do on this page now: 'all' (a banner, a GPC decline to store, or a
 * choice the controller must read), 'guard' (tracking not allowed and nothing else: a visitor who
 * declined under a restrictive policy, whose only work is keeping the tracking cookies away), or
 * 'none'. Gated elements are found by watchGatedElements below (at once when the page holds
 * one), so their selector is not run twice.
 */
function policyWork(settings: unknown, doc: Document): 'all' | 'guard' | 'none' {
  const policy = normalizeCookiePolicy(settings);
  const decision = readConsentDecision(doc);
  const signal = readGlobalPrivacyControl(doc.defaultView?.navigator);
  if (
    shouldShowCookieBanner(policy, decision) ||
    shouldDeclineForPrivacySignal(policy, decision, signal)
  ) {
    return 'all';
  }
  if (isTrackingAllowed(policy, decision)) return 'none';
  // A declined choice that still grants 'analytics' (per purpose) needs no guard: the controller.
  return allowsTracking(policy, readConsentState(doc)) ? 'all' : 'guard';
}

/**
 * Consent Mode's default while no banner asks, as the policy would send it: each purpose as the
 * stored choice grants it (an acceptance of everything grants all, a decline none but what it
 * kept), and before a choice only where the settings opt out of waiting (waitForConsent false).
 */
function grantedByChoice(settings: unknown, doc: Document) {
  const policy = normalizeCookiePolicy(settings);
  const state = readConsentState(doc);
  return (purpose: string) => grantsPurpose(policy, state, purpose);
}

/**
 * The cookie-banner page feature (declared in this package's package.json). It listens for the
 * consent commands (bus events, "Cookie settings" clicks) and imports the controller
 * (start-cookie-consent) when the policy has work; when its only work is the cookie guard (a
 * visitor who declined under a restrictive policy), the guard's chunk alone (issue 13). Until then, as for a visitor who accepted,
 * all it does is send the Consent Mode default and wait: a command or a gated element added
 * later imports the controller, which answers the commands held back.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const held: ConsentCommandCall[] = [];
  let controller: ConsentController | undefined;
  let loading = false;
  let destroyed = false;
  let stopWatching = () => {};
  // The cookie guard alone (a visitor who declined): the controller takes it over when it starts.
  let stopGuard = () => {};

  const start = (defaultSent: boolean) => {
    if (loading) return;
    loading = true;
    stopWatching();
    import('./start-cookie-consent').then(
      (module) => {
        if (destroyed) return;
        stopGuard();
        controller = module.startCookieConsent(doc, context, defaultSent);
        for (const call of held.splice(0)) controller.handle(call);
      },
      (error: unknown) => console.error('[tessera] the consent controller failed to load', error),
    );
  };

  const stopListening = listenForConsentCommands(context.events, doc, (call) => {
    if (controller) return controller.handle(call);
    held.push(call);
    start(true);
  });
  // The page context's cookieSettings, or the markup configuration (#tessera-consent).
  const settings = readConsentSettings(context.page.cookieSettings, doc);
  const work = policyWork(settings, doc);
  if (work === 'all') {
    start(false);
  } else {
    // spec 000 §4: no banner asks; the default goes out at once (the values the policy would
    // send), also before a gated element found now starts the controller.
    sendConsentMode(doc.defaultView, 'default', grantedByChoice(settings, doc));
    if (work === 'guard') {
      import('./guard-tracking-cookies').then(
        (module) => {
          if (!destroyed && !loading) stopGuard = module.guardTrackingCookies(doc);
        },
        (error: unknown) => console.error('[tessera] the cookie guard failed to load', error),
      );
    }
    stopWatching = watchGatedElements(doc, () => start(true));
  }
  return () => {
    destroyed = true;
    stopListening();
    stopWatching();
    stopGuard();
    controller?.destroy();
  };
}
