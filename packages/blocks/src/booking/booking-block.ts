/**
 * The table-booking blocks (spec 002 §2, §4, §6, §7, §8, §9), one block with a `kind`:
 *
 * - 'v1': the server's reservation form; a logged-in account gets the "Preview Only" alert
 *   instead of a booking (spec 002 §6).
 * - 'v2': the booking script from `scriptUrl` with `iframe`, `overlay` and `theme` (wide above
 *   850 px, else standard), reloaded when the block crosses 850 px; loading, then loaded once
 *   the widget parts are rendered; a reload failure logs an error.
 * - 'tock': the reservation platform's script, `tock('init', business)`; `data-booking-layout`
 *   'column' at 750 px or less, else 'row'.
 *
 *   <div data-block="booking" data-block-config='{"kind":"v2","scriptUrl":"https://…/loader?rid=1"}'>
 *     <a data-part="booking-fallback" href="https://…/restaurant/1">Reserve a table</a>
 *   </div>
 */
import {
  type BlockContext,
  type CleanupStore,
  checkPageContext,
  createCleanupStore,
  type Destroy,
  readBlockConfig,
  storeObserver,
} from '@tessera/runtime';
import { bookingMessages } from './booking-messages';
import { type BookingOptions, parseBookingOptions } from './booking-options';
import { bookingScriptUrl, bookingTheme, tockLayout } from './booking-rules';
import { createBookingWidget } from './booking-widget';

export { BOOKING_STATE_ATTRIBUTE, BOOKING_TARGET_ATTRIBUTE } from './booking-widget';
/** `data-booking-layout` on a Tock block: 'column' at 750 px or less, else 'row'. */
export const BOOKING_LAYOUT_ATTRIBUTE = 'data-booking-layout';
/** `data-booking-preview-only` on a version 1 block seen by a logged-in account. */
export const PREVIEW_ONLY_ATTRIBUTE = 'data-booking-preview-only';

type TockCall = (...args: unknown[]) => void;
type TockStub = TockCall & { queue?: unknown[][]; callMethod?: TockCall };

export function init(element: HTMLElement, context: Partial<BlockContext> = {}): Destroy {
  const warn = (problem: string) => console.warn(`[tessera] booking: ${problem}`, element);
  let refused = false;
  const config = readBlockConfig(element, (problem) => {
    refused = true;
    warn(problem);
  });
  if (refused) return () => {};
  const { options, problems } = parseBookingOptions(config, element.ownerDocument.baseURI);
  if (!options) {
    warn(problems.join('; '));
    return () => {};
  }
  const store = createCleanupStore();
  if (options.kind === 'v1') previewOnly(element, context, store);
  else if (options.kind === 'v2') bookingV2(element, options, context, store);
  else tock(element, options, context, store);
  return () => store.clear();
}

/** Spec 002 §6: a logged-in account's booking is stopped by the "Preview Only" alert. */
function previewOnly(element: HTMLElement, context: Partial<BlockContext>, store: CleanupStore) {
  const page = context.page ? checkPageContext(context.page) : {};
  if (!page.authenticatedAccount) return;
  store.attribute(element, PREVIEW_ONLY_ATTRIBUTE, '');
  store.listen(element, 'submit', (event) => {
    event.preventDefault();
    void import('@tessera/ui').then(({ alert }) =>
      alert({
        title: bookingMessages.previewOnlyTitle,
        message: bookingMessages.previewOnlyMessage,
      }),
    );
  });
}

/** Calls `watch(width)` now and whenever the block's width changes. */
function watchWidth(element: HTMLElement, store: CleanupStore, watch: (width: number) => void) {
  let width = element.clientWidth;
  watch(width);
  if (typeof ResizeObserver !== 'function') return;
  storeObserver(
    store,
    new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      watch(width);
    }),
  ).observe(element);
}

function bookingV2(
  element: HTMLElement,
  options: BookingOptions,
  context: Partial<BlockContext>,
  store: CleanupStore,
) {
  const widget = createBookingWidget(element, options, context, store);
  const base = element.ownerDocument.baseURI;
  let theme: string | undefined;
  watchWidth(element, store, (width) => {
    const next = bookingTheme(width);
    if (next === theme) return;
    const url = bookingScriptUrl(options.scriptUrl, { ...options, theme: next }, base);
    widget.load(url, { reload: theme !== undefined });
    theme = next;
  });
}

function tock(
  element: HTMLElement,
  options: BookingOptions,
  context: Partial<BlockContext>,
  store: CleanupStore,
) {
  watchWidth(element, store, (width) => {
    store.attribute(element, BOOKING_LAYOUT_ATTRIBUTE, tockLayout(width));
  });
  const win = element.ownerDocument.defaultView as (Window & { tock?: TockStub }) | null;
  // The platform's own snippet: a stub that queues calls until its script takes them.
  if (win && !win.tock) {
    const stub: TockStub = (...args) => {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue?.push(args);
    };
    stub.queue = [];
    win.tock = stub;
  }
  win?.tock?.('init', options.business);
  createBookingWidget(element, options, context, store).load(options.scriptUrl);
}
