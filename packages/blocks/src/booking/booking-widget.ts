/**
 * The script-driven booking blocks (spec 002 §2, §4, §7, §8): version 2 (the booking script
 * from the configured URL, with iframe, overlay and theme parameters) and the Tock block (the
 * platform's script). Each script goes through the runtime's loadScript with the block's consent
 * purpose: under a restrictive policy nothing is requested before consent and a placeholder
 * shows meanwhile. The block is `loading`, then `loaded` once the widget parts are rendered in
 * its widget element; a failed or timed-out load leaves the server's fallback and logs an error.
 */
import {
  type BlockContext,
  type CleanupStore,
  loadScript,
  mayLoadThirdParty,
  storeObserver,
  whenThirdPartyMayLoad,
} from '@tessera/runtime';
import type { BookingOptions } from './booking-options';
import { createBookingPlaceholder } from './booking-placeholder';

/** `data-booking-state` on the block: 'consent', 'loading', 'loaded' or 'error'. */
export const BOOKING_STATE_ATTRIBUTE = 'data-booking-state';
/** Set on the booking script element: the id of the element the widget renders into. */
export const BOOKING_TARGET_ATTRIBUTE = 'data-booking-target';

export interface BookingWidget {
  /** Where the script renders the widget parts. */
  container: HTMLElement;
  /** Loads `url` (gated by consent unless the visitor asked for this widget alone). */
  load(url: string, options?: { reload?: boolean }): void;
}

let widgetCount = 0;

/** The widget element: the server's `[data-part="booking-widget"]`, or one added at the end. */
function widgetContainer(element: HTMLElement, store: CleanupStore): HTMLElement {
  let container = element.querySelector<HTMLElement>('[data-part="booking-widget"]');
  if (!container) {
    container = element.ownerDocument.createElement('div');
    container.setAttribute('data-part', 'booking-widget');
    element.append(container);
    const added = container;
    store.add(() => added.remove());
  }
  if (!container.id) store.attribute(container, 'id', `tessera-booking-${++widgetCount}`);
  return container;
}

export function createBookingWidget(
  element: HTMLElement,
  options: BookingOptions,
  context: Partial<BlockContext>,
  store: CleanupStore,
): BookingWidget {
  const container = widgetContainer(element, store);
  const fallback = element.querySelector('[data-part="booking-fallback"]');
  const purpose = options.consentPurpose;
  const gate = { page: context.page, events: context.events };
  const aborter = new AbortController();
  store.add(() => aborter.abort());
  const setState = (state: string) => store.attribute(element, BOOKING_STATE_ATTRIBUTE, state);
  let placeholder: HTMLElement | undefined;
  let pendingUrl = '';
  const dropPlaceholder = () => {
    placeholder?.remove();
    placeholder = undefined;
  };
  store.add(dropPlaceholder);

  // Spec 002 §4: loaded once the widget parts are rendered (the script adds them).
  storeObserver(
    store,
    new MutationObserver(() => {
      if (container.childElementCount === 0) return;
      setState('loaded');
      if (fallback) store.attribute(fallback, 'hidden', '');
    }),
  ).observe(container, { childList: true });

  const request = (url: string, gated: boolean, reload: boolean, signal: AbortSignal) => {
    const before = [...container.children];
    loadScript(url, {
      purpose: gated ? purpose : undefined,
      signal,
      attributes: { [BOOKING_TARGET_ATTRIBUTE]: container.id },
      gate,
    }).then(
      () => {
        // A reload whose script rendered anew replaces the parts of the last one.
        if (reload && container.childElementCount > before.length) {
          for (const part of before) part.remove();
        }
      },
      (error: Error) => {
        if (signal.aborted) return;
        if (!reload) setState('error');
        console.error(
          `[tessera] booking: the booking script could not be ${reload ? 'reloaded' : 'loaded'}`,
          error,
        );
      },
    );
  };

  return {
    container,
    load(url, { reload = false } = {}) {
      // Still waiting for consent: the newer URL (another theme) is the one to load then.
      pendingUrl = url;
      if (placeholder) return;
      if (reload || mayLoadThirdParty(purpose, gate)) {
        if (!reload) setState('loading');
        request(url, true, reload, aborter.signal);
        return;
      }
      setState('consent');
      const waiting = new AbortController();
      const stopWaiting = () => waiting.abort();
      aborter.signal.addEventListener('abort', stopWaiting, { once: true });
      const start = (gated: boolean) => {
        dropPlaceholder();
        setState('loading');
        if (!gated) stopWaiting();
        request(pendingUrl, gated, false, gated ? waiting.signal : aborter.signal);
      };
      placeholder = createBookingPlaceholder(
        element.ownerDocument,
        purpose,
        () => start(false),
        () => context.events?.emit('consent:decide', 'accepted'),
      );
      // At the end: the server's content above it does not move.
      element.append(placeholder);
      whenThirdPartyMayLoad(purpose, waiting.signal, gate).then(
        () => start(true),
        () => {},
      );
    },
  };
}
