import { type BlockContext, type Destroy, readConsentSettings } from '@tessera/runtime';
import { type ConsentCommandCall, listenForConsentCommands } from './consent-commands';
import {
  isTrackingAllowed,
  readConsentDecision,
  readGlobalPrivacyControl,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import { sendConsentMode } from './consent-mode';
import { normalizeCookiePolicy } from './cookie-policy';
import type { ConsentController } from './create-consent-controller';
import { watchGatedElements } from './gated-markup';

/**
 * Whether the policy has work on this page now: a guard (tracking not allowed), a banner, or a
 * GPC decline to store. Gated elements are found by watchGatedElements below (at once when the
 * page holds one), so their selector is not run twice.
 */
function policyHasWork(settings: unknown, doc: Document): boolean {
  const policy = normalizeCookiePolicy(settings);
  const decision = readConsentDecision(doc);
  const signal = readGlobalPrivacyControl(doc.defaultView?.navigator);
  return (
    !isTrackingAllowed(policy, decision) ||
    shouldShowCookieBanner(policy, decision) ||
    shouldDeclineForPrivacySignal(policy, decision, signal)
  );
}

/**
 * Consent Mode's default while the policy has no work (an acceptance of everything, or no
 * choice with tracking allowed and no banner): granted only after the acceptance or when the
 * settings opt out of waiting (waitForConsent false), as the policy would send it.
 */
function grantedWithoutWork(settings: unknown, doc: Document): boolean {
  return readConsentDecision(doc) === 'accepted' || !normalizeCookiePolicy(settings).waitForConsent;
}

/**
 * The cookie-banner page feature (declared in this package's package.json). It listens for the
 * consent commands (bus events, "Cookie settings" clicks) and imports the controller
 * (start-cookie-consent) when the policy has work. Until then, as for a visitor who accepted,
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

  const start = (defaultSent: boolean) => {
    if (loading) return;
    loading = true;
    stopWatching();
    import('./start-cookie-consent').then(
      (module) => {
        if (destroyed) return;
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
  if (policyHasWork(settings, doc)) {
    start(false);
  } else {
    // spec 000 §4: tracking is allowed and no banner asks; the default goes out at once (the
    // values the policy would send), also before a gated element found now starts it.
    sendConsentMode(doc.defaultView, 'default', grantedWithoutWork(settings, doc));
    stopWatching = watchGatedElements(doc, () => start(true));
  }
  return () => {
    destroyed = true;
    stopListening();
    stopWatching();
    controller?.destroy();
  };
}
