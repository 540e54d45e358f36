/**
 * Performance records (spec 002 §7, §9; issue 16): Core Web Vitals and the navigation timings,
 * collected by the web-vitals library, sent as records to POST /api/1/performance/records by
 * `sendBeacon`, else by a text/plain request kept alive. The page load's id comes from the
 * settings call (30 s time-out); records are flushed 30 s after load and whenever the page is
 * hidden, and metrics are collected for up to 60 s after load (a last flush then). Each flush
 * sends the metrics whose value changed since the last one, and only while the tracking gate
 * allows (consent 'analytics', the exclusions of 002 §6).
 */
import {
  type Api,
  type ConsentGateOptions,
  mayTrack,
  PERFORMANCE_RECORDS_PATH,
} from '@tessera/runtime';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { metricRecord } from './metric-record';
import { requestPageLoadId } from './performance-settings';

/** spec 002 §9: performance data is flushed 30 s after load. */
export const PERFORMANCE_FLUSH_DELAY_MS = 30_000;
/** spec 002 §9: metrics wait up to 60 s. */
export const PERFORMANCE_METRICS_WAIT_MS = 60_000;

export type ReportMetric = (metric: Metric) => void;

export interface PerformanceRecordsOptions extends ConsentGateOptions {
  /** The data layer, for the settings call. */
  api: Pick<Api, 'get'>;
  /** Registers the metric callbacks; default the web-vitals library's five, every change. */
  observe?: (report: ReportMetric) => void;
}

export interface PerformanceRecords {
  /** Sends the changed metrics now; false when nothing went (no id yet, refused, unchanged). */
  flush(): boolean;
  /** Stops the timers and listeners; later metrics are ignored. */
  stop(): void;
}

function observeWebVitals(report: ReportMetric): void {
  const options = { reportAllChanges: true };
  for (const on of [onLCP, onCLS, onINP, onFCP, onTTFB]) on(report, options);
}

/** Sends the records by beacon, or by a text/plain request when the beacon is refused. */
function sendRecords(view: Window, body: string): void {
  const url = new URL(PERFORMANCE_RECORDS_PATH, view.location.href).href;
  // A string body goes as text/plain, which needs no preflight.
  if (view.navigator.sendBeacon?.(url, body)) return;
  view
    .fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'same-origin',
    })
    .catch(() => {});
}

export function startPerformanceRecords(
  view: Window,
  options: PerformanceRecordsOptions,
): PerformanceRecords {
  const { api, observe = observeWebVitals, ...gate } = options;
  const latest = new Map<string, Metric>();
  const sent = new Map<string, string>();
  let collecting = true;
  let pageLoadId: string | undefined;
  const settings = requestPageLoadId(api).then((id) => {
    pageLoadId = id;
  });
  observe((metric) => {
    if (collecting) latest.set(metric.name, metric);
  });

  const flush = (): boolean => {
    if (!pageLoadId || !mayTrack({ ...gate, document: view.document })) return false;
    const changed = [...latest.values()].filter(
      (metric) => sent.get(metric.name) !== `${metric.id}:${metric.value}`,
    );
    if (changed.length === 0) return false;
    const now = Date.now();
    const records = changed.map((metric) => {
      sent.set(metric.name, `${metric.id}:${metric.value}`);
      return metricRecord(metric, pageLoadId as string, view.location.pathname, now);
    });
    sendRecords(view, JSON.stringify(records));
    return true;
  };

  const timers: number[] = [];
  const listeners = new AbortController();
  const afterLoad = () => {
    timers.push(
      view.setTimeout(() => void settings.then(flush), PERFORMANCE_FLUSH_DELAY_MS),
      view.setTimeout(() => {
        void settings.then(() => {
          flush();
          collecting = false;
        });
      }, PERFORMANCE_METRICS_WAIT_MS),
    );
  };
  if (view.document.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true, signal: listeners.signal });
  view.document.addEventListener(
    'visibilitychange',
    // A page hidden before the settings answered still sends its records once they have.
    () => view.document.visibilityState === 'hidden' && void settings.then(flush),
    { signal: listeners.signal },
  );
  return {
    flush,
    stop() {
      collecting = false;
      listeners.abort();
      for (const timer of timers) view.clearTimeout(timer);
    },
  };
}
