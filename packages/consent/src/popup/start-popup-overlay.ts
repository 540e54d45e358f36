import { type BlockContext, type Destroy, readCookie } from '@tessera/runtime';
import { isTrackingAllowed, readConsentDecision } from '../consent-decision';
import { normalizeCookiePolicy } from '../cookie-policy';
import { createPopupOverlay } from './create-popup-overlay';
import { mountPopupOverlay } from './mount-popup-overlay';

/**
 * The popup overlay on the page, once its schedule says it shows (popup-feature imports this
 * module only then): the dialog comes with it; the forms block is imported when it mounts.
 */
export function startPopupOverlay(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const policy = normalizeCookiePolicy(context.page.cookieSettings);
  const popup = createPopupOverlay({
    settings: context.page.websiteSettings?.popupOverlaySettings,
    document: doc,
    api: context.api,
    events: context.events,
    // Census events are tracking: they wait for consent under a restrictive policy.
    trackingAllowed: () => isTrackingAllowed(policy, readConsentDecision(doc)),
    readCookie: (name) => readCookie(name, doc),
    loadView: () => Promise.resolve(mountPopupOverlay),
    activateForm: (form) =>
      import('@tessera/forms/block').then((forms) =>
        forms.init(form, { ...context, name: 'form' }),
      ),
  });
  return popup.destroy;
}
