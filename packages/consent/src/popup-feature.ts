import { type BlockContext, type Destroy, readCookie } from '@tessera/runtime';
import { readConsentDecision } from './consent-cookie';
import { isTrackingAllowed } from './consent-decision';
import { normalizeCookieSettings } from './cookie-settings';
import { createPopupOverlay } from './popup/create-popup-overlay';

/**
 * The popup-overlay page feature (packages/script/src/blocks.ts): the schedule runs here; the
 * dialog and the forms block are imported only when the popup shows.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  const cookieSettings = normalizeCookieSettings(context.page.cookieSettings);
  const popup = createPopupOverlay({
    settings: context.page.websiteSettings?.popupOverlaySettings,
    document: doc,
    api: context.api,
    // Census events are tracking: they wait for consent under a restrictive policy.
    trackingAllowed: () => isTrackingAllowed(cookieSettings, readConsentDecision(doc)),
    readCookie: (name) => readCookie(name, doc),
    loadView: () =>
      import('./popup/mount-popup-overlay').then((module) => module.mountPopupOverlay),
    activateForm: (form) =>
      import('@tessera/forms/block').then((forms) =>
        forms.init(form, { ...context, name: 'form' }),
      ),
  });
  return popup.destroy;
}
