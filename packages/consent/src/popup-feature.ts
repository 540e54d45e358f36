import type { BlockContext, Destroy } from '@tessera/runtime';
import { hasPopupContent, isPopupDue, NO_POPUP_CONTENT } from './popup/popup-schedule';
import { normalizePopupSettings } from './popup/popup-settings';

/**
 * The popup-overlay page feature (declared in this package's package.json): only the schedule
 * runs here (spec 000 §6, spec 002 §6); the overlay code is imported when the popup is due on
 * this page.
 */
export function init(element: HTMLElement, context: BlockContext): Destroy {
  const doc = element.ownerDocument;
  // Read unchecked (the loader does not check field shapes): optional chaining on any JSON value
  // gives the settings object or undefined, and the settings are normalised before use.
  const raw = context.page.websiteSettings?.popupOverlaySettings;
  // A logged-in account loads this feature too (spec 000 §6); without settings it has no work.
  if (!raw) return () => {};
  if (!hasPopupContent(raw, doc)) {
    console.warn(NO_POPUP_CONTENT);
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
