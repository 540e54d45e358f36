import type { Api } from '@tessera/runtime';
import { popupContent } from './popup-content';
import type { PopupOverlayProps } from './popup-overlay';
import { closedRecord, readPopupRecord, submittedRecord, writePopupRecord } from './popup-record';
import { normalizePopupSettings, type PopupSettings } from './popup-settings';
import {
  type OverlayCensusEvent,
  overlayCensusPayload,
  recordOverlayCensus,
} from './record-overlay-census';
import { popupAllowedOnPage, popupAllowedOnViewport, shouldShowPopup } from './should-show-popup';

/** The page's popup content: `<template data-popup-overlay>` (docs/markup.md). */
export const POPUP_TEMPLATE_SELECTOR = 'template[data-popup-overlay]';

/** The forms block marks its form with this state (docs/markup.md, "Forms"). */
const FORM_STATE_ATTRIBUTE = 'data-form-state';

export interface PopupOverlayOptions {
  /** The page context's websiteSettings.popupOverlaySettings, raw. */
  settings?: unknown;
  document?: Document;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Clock, ms since the epoch. Default Date.now. */
  now?: () => number;
  /** The data layer, for census overlay events. */
  api?: Pick<Api, 'post'>;
  /** Whether census events may be sent now (consent); default always. */
  trackingAllowed?: () => boolean;
  readCookie?: (name: string) => string | undefined;
  /** Loads the popup UI (lazily). */
  loadView: () => Promise<(props: PopupOverlayProps) => () => void>;
  /** Activates a form block inside the popup (the forms package's block init). */
  activateForm?: (
    element: HTMLElement,
  ) => (() => void) | undefined | Promise<(() => void) | undefined>;
  theme?: 'light' | 'dark';
}

export interface PopupOverlay {
  readonly settings: PopupSettings;
  /** Whether the schedule showed it on this page. */
  readonly shown: boolean;
  destroy(): void;
}

/**
 * The popup overlay controller (spec 000 §4): decides with shouldShowPopup, shows the dialog,
 * updates the local-storage record on close and on sign-up, and sends census events.
 */
export function createPopupOverlay(options: PopupOverlayOptions): PopupOverlay {
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  const settings = normalizePopupSettings(options.settings);
  const content =
    doc.querySelector<HTMLTemplateElement>(POPUP_TEMPLATE_SELECTOR)?.content ??
    popupContent(options.settings, doc);
  const view = doc.defaultView;
  const shown =
    content !== undefined &&
    shouldShowPopup(settings, readPopupRecord(options.storage), now()) &&
    popupAllowedOnViewport(settings, view?.innerWidth ?? Number.POSITIVE_INFINITY) &&
    popupAllowedOnPage(settings, view?.location.pathname ?? '/');
  const cleanups: (() => void)[] = [];
  let destroyed = false;

  const census = (event: OverlayCensusEvent) => {
    if (!options.api || !(options.trackingAllowed?.() ?? true)) return;
    void recordOverlayCensus(
      options.api,
      overlayCensusPayload(event, settings, options.readCookie ?? (() => undefined)),
    );
  };

  const onContent = (container: HTMLElement) => {
    const forms = Array.from(container.querySelectorAll<HTMLElement>('[data-block="form"]'));
    for (const form of forms) {
      Promise.resolve(options.activateForm?.(form)).then(
        (destroy) => {
          if (!destroy) return;
          if (destroyed) destroy();
          else cleanups.push(destroy);
        },
        (error: unknown) => console.error('[tessera] popup overlay: the form failed', error),
      );
    }
    // A sign-up is the forms block reaching its success state.
    const observer = new (doc.defaultView ?? globalThis).MutationObserver(() => {
      if (!container.querySelector(`[${FORM_STATE_ATTRIBUTE}="success"]`)) return;
      observer.disconnect();
      writePopupRecord(submittedRecord(settings.version, now()), options.storage);
      census('submit');
    });
    observer.observe(container, { subtree: true, attributeFilter: [FORM_STATE_ATTRIBUTE] });
    cleanups.push(() => observer.disconnect());
  };

  const show = () =>
    options.loadView().then(
      (mount) => {
        if (destroyed) return;
        let unmount: (() => void) | undefined;
        const onClosed = () => {
          const record = readPopupRecord(options.storage);
          writePopupRecord(closedRecord(record, settings.version, now()), options.storage);
          census('close');
          unmount?.();
          unmount = undefined;
        };
        unmount = mount({
          settings,
          content: content!,
          onContent,
          onClosed,
          theme: options.theme,
          document: doc,
        });
        cleanups.push(() => unmount?.());
        census('render');
      },
      (error: unknown) => console.error('[tessera] the popup overlay failed to load', error),
    );

  if (!content) {
    if (options.settings) {
      console.warn(
        '[tessera] popup overlay: no <template data-popup-overlay> on the page and no formId in its settings',
      );
    }
  } else if (shown && settings.delaySeconds > 0) {
    const delay = setTimeout(show, settings.delaySeconds * 1000);
    cleanups.push(() => clearTimeout(delay));
  } else if (shown) {
    void show();
  }

  return {
    settings,
    shown,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const cleanup of cleanups.reverse()) cleanup();
    },
  };
}
