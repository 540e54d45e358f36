import { readPopupRecord } from './popup-record';
import type { PopupSettings } from './popup-settings';
import { popupAllowedOnPage, popupAllowedOnViewport, shouldShowPopup } from './should-show-popup';

/** The page's popup content: `<template data-popup-overlay>` (docs/markup.md). */
export const POPUP_TEMPLATE_SELECTOR = 'template[data-popup-overlay]';

/** The warning for popup settings with no content to show (one string for both chunks). */
export const NO_POPUP_CONTENT =
  '[tessera] popup overlay: no <template data-popup-overlay> on the page and no formId in its settings';

/**
 * Whether the page has popup content: its `<template data-popup-overlay>`, or a formId in the
 * settings to build the newsletter form from (docs/markup.md). A cheap check: the content itself
 * is built in the overlay chunk, once the popup is due.
 */
export function hasPopupContent(settings: unknown, doc: Document): boolean {
  if (doc.querySelector(POPUP_TEMPLATE_SELECTOR)) return true;
  const formId =
    settings !== null && typeof settings === 'object'
      ? (settings as Record<string, unknown>).formId
      : undefined;
  return typeof formId === 'string' && formId.trim() !== '';
}

/**
 * The popup's schedule on this page now (spec 000 §4 and §6, spec 002 §4 and §6): the stored
 * record, the viewport and the page. Runs in the small popup-feature chunk; the overlay code is
 * fetched only when this answers true.
 */
export function isPopupDue(
  settings: PopupSettings,
  doc: Document,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  now: number,
): boolean {
  const view = doc.defaultView;
  return (
    shouldShowPopup(settings, readPopupRecord(storage), now) &&
    popupAllowedOnViewport(settings, view?.innerWidth ?? Number.POSITIVE_INFINITY) &&
    popupAllowedOnPage(settings, view?.location.pathname ?? '/')
  );
}
