import type { Api, EventBus, TesseraEvents } from '@tessera/runtime';
import { createCleanupStore } from '@tessera/runtime';
import { whenNoModalOpen } from '@tessera/ui';
import { activatePopupForms } from './activate-popup-forms';
import { popupContent } from './popup-content';
import type { PopupOverlayProps } from './popup-overlay';
import { readPopupRecord } from './popup-record';
import { isPopupDue, NO_POPUP_CONTENT, POPUP_TEMPLATE_SELECTOR } from './popup-schedule';
import { normalizePopupSettings, type PopupSettings } from './popup-settings';
import {
  type OverlayCensusEvent,
  overlayCensusPayload,
  recordOverlayCensus,
} from './record-overlay-census';
import { closedRecord, submittedRecord, writePopupRecord } from './write-popup-record';

export { POPUP_TEMPLATE_SELECTOR };

export interface PopupOverlayOptions {
  /** The page context's websiteSettings.popupOverlaySettings, raw. */
  settings?: unknown;
  document?: Document;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Clock, ms since the epoch. Default Date.now. */
  now?: () => number;
  /** The data layer, for census overlay events. */
  api?: Pick<Api, 'post'>;
  /** The page's event bus: the forms block raises `newsletter-subscribe` there on a sign-up. */
  events?: Pick<EventBus<TesseraEvents>, 'on'>;
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
  /**
   * Whether the schedule lets it show on this page; it then shows after delaySeconds, once no
   * other modal of the overlay kit is open.
   */
  readonly shown: boolean;
  destroy(): void;
}

/**
 * The popup overlay controller (spec 000 §4): decides with the schedule, shows the dialog,
 * updates the local-storage record on close and on sign-up, and sends census events.
 */
export function createPopupOverlay(options: PopupOverlayOptions): PopupOverlay {
  const doc = options.document ?? document;
  const now = options.now ?? Date.now;
  const settings = normalizePopupSettings(options.settings);
  const content =
    doc.querySelector<HTMLTemplateElement>(POPUP_TEMPLATE_SELECTOR)?.content ??
    popupContent(options.settings, doc);
  const shown = content !== undefined && isPopupDue(settings, doc, options.storage, now());
  const cleanup = createCleanupStore();
  let destroyed = false;

  const census = (event: OverlayCensusEvent) => {
    if (!options.api || !(options.trackingAllowed?.() ?? true)) return;
    void recordOverlayCensus(
      options.api,
      overlayCensusPayload(event, settings, options.readCookie ?? (() => undefined)),
      { document: doc, ...(options.events ? { events: options.events } : {}) },
    );
  };

  // A sign-up that completes after a close still counts: the listener stays until destroy.
  const onContent = (container: HTMLElement) => {
    activatePopupForms(container, {
      activateForm: options.activateForm,
      events: options.events,
      cleanup,
      destroyed: () => destroyed,
      onSignUp: () => {
        writePopupRecord(submittedRecord(settings.version, now()), options.storage);
        census('submit');
      },
    });
  };

  const onClosed = () => {
    const record = readPopupRecord(options.storage);
    writePopupRecord(closedRecord(record, settings.version, now()), options.storage);
    census('close');
  };

  const mountView = (mount: (props: PopupOverlayProps) => () => void) => {
    if (destroyed) return;
    const unmount = cleanup.add(
      mount({
        settings,
        content: content!,
        onContent,
        onClosed: () => {
          onClosed();
          unmount();
        },
        theme: options.theme,
        document: doc,
      }),
    );
    census('render');
  };

  // Never over another modal (the cart drawer, a lightbox, a dialog): it waits until none is
  // open, so the visitor's task is not interrupted; it counts as rendered only once it shows.
  const show = () =>
    options.loadView().then(
      (mount) => {
        if (!destroyed) cleanup.add(whenNoModalOpen(() => mountView(mount), doc));
      },
      (error: unknown) => console.error('[tessera] the popup overlay failed to load', error),
    );

  if (!content) {
    if (options.settings) console.warn(NO_POPUP_CONTENT);
  } else if (shown && settings.delaySeconds > 0) {
    cleanup.timeout(show, settings.delaySeconds * 1000);
  } else if (shown) {
    void show();
  }

  return {
    settings,
    shown,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cleanup.clear();
    },
  };
}
