import {
  type BlockContext,
  type Destroy,
  isTrackingAllowed,
  readConsentState,
  readCookie,
  readCookiePolicy,
} from '@tessera/runtime';
import { createPopupOverlay } from './create-popup-overlay';
import { mountPopupOverlay } from './mount-popup-overlay';

/**
 * The popup overlay on the page, once its schedule says it shows (popup-feature imports this
 * module only then): the dialog comes with it; the forms block is imported when it mounts.
 */
export function startPopupOverlay(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  // The runtime's consent rule, not the banner's policy module: that module then travels in the
  // cookie-banner feature's chunk instead of a chunk of its own (issue 13's store.html).
  const policy = readCookiePolicy(context.page.cookieSettings);
  const popup = createPopupOverlay({
    settings: context.page.websiteSettings?.popupOverlaySettings,
    document: doc,
    api: context.api,
    events: context.events,
    // Census events are tracking: they wait for consent under a restrictive policy.
    trackingAllowed: () => isTrackingAllowed(policy, readConsentState(doc).decision),
    readCookie: (name) => readCookie(name, doc),
    loadView: () => Promise.resolve(mountPopupOverlay),
    activateForm: (form) =>
      import('@tessera/forms/block').then((forms) =>
        forms.init(form, { ...context, name: 'form' }),
      ),
  });
  return popup.destroy;
}
