import { type BlockContext, checkPageContext, type Destroy } from '@tessera/runtime';
import { hasPopupContent, isPopupDue } from './popup/popup-schedule';
import { normalizePopupSettings } from './popup/popup-settings';

/**
 * The popup-overlay page feature (declared in this package's package.json): only the schedule runs here
 * (spec 000 §6, spec 002 §6); the overlay code is imported when the popup is due on this page.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  // The loader does not check the page context's field shapes; the features that read it do.
  const raw = checkPageContext(context.page).websiteSettings?.popupOverlaySettings;
  // A logged-in account loads this feature too (spec 000 §6); without settings it has no work.
  if (!raw) return () => {};
  if (!hasPopupContent(raw, doc)) {
    console.warn(
      '[tessera] popup overlay: no <template data-popup-overlay> on the page and no formId in its settings',
    );
    return () => {};
  }
  if (!isPopupDue(normalizePopupSettings(raw), doc, undefined, Date.now())) return () => {};
  let destroyed = false;
  let destroy: Destroy | undefined;
  import('./popup/start-popup-overlay').then(
    (module) => {
      if (!destroyed) destroy = module.startPopupOverlay(element, context);
    },
    (error: unknown) => console.error('[tessera] the popup overlay failed to load', error),
  );
  return () => {
    destroyed = true;
    destroy?.();
  };
}
