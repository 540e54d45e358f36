/**
 * Trace batches (spec 001 §3, §7): usage events `{ pageUrl, type, data }` queued on the page and
 * sent every 30 s, and when the page is hidden, as one POST /api/events/Trace with the
 * url-encoded form field `data` holding the JSON list, through the runtime's tracking gate
 * (consent, the exclusions of spec 002 §6, the 2,500 ms time-out). Failures are ignored.
 */
import { events, TRACE_PATH, type TrackOptions, track } from '@tessera/runtime';

/** spec 001 §7: a batch goes every 30 s. */
export const TRACE_INTERVAL_MS = 30_000;
/** At most this many events wait (the server takes 200 a call); later ones are dropped. */
export const TRACE_QUEUE_LIMIT = 200;
/** The page bus event a block emits to trace: `events.emit('trace', { type, data })`. */
export const TRACE_BUS_EVENT = 'trace';

/** One trace event (spec 001 §3): the page, what happened, and its details. */
export interface TraceEvent {
  pageUrl: string;
  type: string;
  data?: unknown;
}

export interface TraceBatches {
  /** Queues one event; false when refused (no type, the queue full, data not JSON). */
  trace(type: string, data?: unknown): boolean;
  /** Sends what waits as one batch now; resolves whether the server took it. */
  flush(): Promise<boolean>;
  /** Stops the timer and the listeners; what waits is dropped. */
  stop(): void;
}

/** Whether `data` can go in a JSON list (no cycle, no BigInt). */
function isJson(data: unknown): boolean {
  try {
    JSON.stringify(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts batching the trace events of this page: `trace()` and the page bus's `trace` events
 * queue, every 30 s and when the page is hidden (`visibilitychange`) what waits is sent.
 * The caller has waited for consent; the gate still drops a batch of an excluded page.
 */
export function startTraceBatches(window: Window, gate: TrackOptions): TraceBatches {
  let queue: TraceEvent[] = [];
  const trace = (type: unknown, data?: unknown): boolean => {
    if (typeof type !== 'string' || type === '' || queue.length >= TRACE_QUEUE_LIMIT) return false;
    if (!isJson(data)) return false;
    // JSON leaves `data` out when undefined.
    queue.push({ pageUrl: window.location.href, type, data });
    return true;
  };
  const flush = (): Promise<boolean> => {
    if (queue.length === 0) return Promise.resolve(false);
    const batch = queue;
    queue = [];
    return track(TRACE_PATH, { data: JSON.stringify(batch) }, { ...gate, form: true });
  };
  // One listener for hiding: visibilitychange to hidden comes before pagehide on unload too,
  // and also when the tab is left (where pagehide may never come on mobile).
  const hidden = new AbortController();
  window.document.addEventListener(
    'visibilitychange',
    () => window.document.visibilityState === 'hidden' && void flush(),
    { signal: hidden.signal },
  );
  const timer = window.setInterval(flush, TRACE_INTERVAL_MS);
  const off = (gate.events ?? events).on(TRACE_BUS_EVENT, (detail) => {
    const { type, data } = (detail ?? {}) as { type?: unknown; data?: unknown };
    trace(type, data);
  });
  return {
    trace,
    flush,
    stop() {
      window.clearInterval(timer);
      hidden.abort();
      off();
      queue = [];
    },
  };
}
