import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  type TesseraEvents,
} from '@tessera/runtime';
import { readConsentDecision } from './consent-cookie';
import {
  isTrackingAllowed,
  shouldDeclineForPrivacySignal,
  shouldShowCookieBanner,
} from './consent-decision';
import { CONSENT_EVENTS, type ConsentEvents, OPEN_ATTRIBUTE } from './consent-events';
import { sendConsentMode } from './consent-mode';
import { normalizeCookiePolicy } from './cookie-policy';
import type { ConsentCommand, ConsentController } from './create-consent-controller';
import { findGatedElements } from './gated-markup';
import { readGlobalPrivacyControl } from './global-privacy-control';
import { watchGatedElements } from './watch-gated-elements';

const COMMANDS = [
  CONSENT_EVENTS.force,
  CONSENT_EVENTS.update,
  CONSENT_EVENTS.unforce,
  CONSENT_EVENTS.open,
  CONSENT_EVENTS.decide,
] as const satisfies readonly ConsentCommand[];

type HeldCommand = { [K in ConsentCommand]: [K, ConsentEvents[K]] }[ConsentCommand];

/** Whether the policy has work on this page now: a guard, a banner, or a GPC decline to store. */
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
 * The cookie-banner page feature (declared in this package's package.json). While the policy
 * has no work (tracking allowed, no banner due, no GPC decline, no gated element), all it does
 * is send the Consent Mode default and wait: a bus event, a "Cookie settings" click or a gated
 * element added later imports the controller (start-cookie-consent), which answers what was
 * held back. A visitor who accepted loads nothing more.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const waiting = createCleanupStore();
  const held: HeldCommand[] = [];
  let controller: ConsentController | undefined;
  let loading = false;
  let destroyed = false;

  const start = (defaultSent: boolean) => {
    if (loading) return;
    loading = true;
    import('./start-cookie-consent').then(
      (module) => {
        if (destroyed) return;
        waiting.clear();
        controller = module.startCookieConsent(doc, context, defaultSent);
        for (const [name, detail] of held.splice(0)) controller.handle(name, detail as never);
      },
      (error: unknown) => console.error('[tessera] the consent controller failed to load', error),
    );
  };
  const hold = (command: HeldCommand) => {
    held.push(command);
    start(true);
  };

  if (policyHasWork(context.page.cookieSettings, doc) || findGatedElements(doc).length > 0) {
    start(false);
  } else {
    // spec 000 §4: tracking is allowed and no banner asks; the default goes out at once.
    sendConsentMode(doc.defaultView, 'default', true, false);
    for (const name of COMMANDS) {
      waiting.add(
        context.events.on(name as keyof TesseraEvents & string, (detail) =>
          hold([name, detail] as HeldCommand),
        ),
      );
    }
    waiting.listen(doc, 'click', (event) => {
      if (!(event.target as Element | null)?.closest?.(`[${OPEN_ATTRIBUTE}]`)) return;
      event.preventDefault();
      hold([CONSENT_EVENTS.open, undefined]);
    });
    waiting.add(watchGatedElements(doc, () => start(true)));
  }
  return () => {
    destroyed = true;
    waiting.clear();
    controller?.destroy();
  };
}
