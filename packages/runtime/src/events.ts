import { createEventBus, type EventBus } from './event-bus';

/**
 * The page's typed events. The runtime raises its events here (spec 000 §8 error routing) and
 * other packages listen: the overlay kit shows `system-error` and `field-errors`, the account
 * package answers `login-required`. This keeps the runtime free of dependencies on them.
 */

/** What the system error overlay shows (spec 000 §2): one of three forms. */
export type SystemErrorDetail =
  | { kind: 'logged'; message?: string }
  | { kind: 'network'; message: string }
  | { kind: 'format'; url: string; format: string; error: string };

export interface FieldErrorsDetail {
  /** Field id mapped to the message for that field. */
  errors: Record<string, string>;
  url: string;
}

export interface BlockErrorDetail {
  name: string;
  element: Element | null;
  error: unknown;
}

/** What `newsletter-subscribe` carries: the form that signed the visitor up. */
export interface NewsletterSubscribeDetail {
  formId: string;
}

/** The runtime's own events. Packages may emit and observe further names of their own. */
export interface TesseraEvents {
  'system-error': SystemErrorDetail;
  'field-errors': FieldErrorsDetail;
  'login-required': { url: string };
  'block-error': BlockErrorDetail;
  /** A newsletter form reached success (spec 000 §4, Form): raised by the forms block; the
   * popup overlay records its sign-up from it. */
  'newsletter-subscribe': NewsletterSubscribeDetail;
  initialized: { blocks: number };
  destroyed: Record<string, never>;
  /** The name of an event kept for its first handler, because nobody listened yet. */
  buffered: string;
  [name: string]: unknown;
}

/** Events kept for the first handler when nobody listens yet (the overlay kit loads lazily,
 * and an early data-layer failure must still reach it). At most this many of each are kept. */
const BUFFERED_EVENTS = ['system-error', 'field-errors', 'login-required'] as const;
const BUFFER_LIMIT = 10;

/**
 * The page's bus: a plain bus (./event-bus) that also keeps up to 10 of each routed error nobody
 * listens for yet, hands them to the first handler, and announces each kept one as `buffered`
 * (the runtime then loads the page feature that will show it: spec 000 §8, the system error
 * overlay's code comes with the first error).
 */
export function createPageEventBus(
  buffered: readonly string[] = BUFFERED_EVENTS,
): EventBus<TesseraEvents> {
  const waiting = new Map<string, unknown[]>();
  const bus: EventBus<TesseraEvents> = createEventBus((name, detail) => {
    if (!buffered.includes(name)) return;
    const kept = waiting.get(name) ?? [];
    if (kept.length < BUFFER_LIMIT) kept.push(detail);
    waiting.set(name, kept);
    bus.emit('buffered', name);
  }, waiting);
  return bus;
}

/** The page's event bus, shared by every package on the page. */
export const events: EventBus<TesseraEvents> = /* @__PURE__ */ createPageEventBus();
