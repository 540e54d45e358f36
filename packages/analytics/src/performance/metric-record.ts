/**
 * One web-vitals metric as a performance record (spec 002 §7: app, data, event, pageLoadId,
 * timestamp). The block is read from the metric's own entries, which the library hands over
 * (its attribution build would do the same for 2.2 kB more): the LCP entry's element, the INP
 * interaction's target, the node of the largest layout shift's first source.
 */
import type { PerformanceRecord } from '@tessera/runtime';
import type { Metric } from 'web-vitals';
import { blockOfNode } from './block-of-node';

/** The `app` of every record this package sends. */
export const PERFORMANCE_APP = 'tessera';

interface EntryWithNode extends PerformanceEntry {
  element?: Element | null;
  target?: Node | null;
  value?: number;
  sources?: { node?: Node | null }[];
}

/** The node that caused the metric, where its entries tell. */
function causeOf(metric: Metric): Node | null | undefined {
  const entries = metric.entries as EntryWithNode[];
  switch (metric.name) {
    case 'LCP':
      return entries.at(-1)?.element;
    case 'INP':
      return entries.find((entry) => entry.target)?.target;
    case 'CLS': {
      const largest = entries.reduce<EntryWithNode | undefined>(
        (max, entry) => ((entry.value ?? 0) > (max?.value ?? -1) ? entry : max),
        undefined,
      );
      return largest?.sources?.find((source) => source.node)?.node;
    }
    default:
      return undefined;
  }
}

/** The navigation timings (ms from the navigation's start), carried by the TTFB record. */
function navigationTimings(metric: Metric): Record<string, number> | undefined {
  const entry = metric.entries[0] as PerformanceNavigationTiming | undefined;
  if (metric.name !== 'TTFB' || !entry || !('domainLookupStart' in entry)) return undefined;
  const round = (value: number) => Math.round(value);
  return {
    dns: round(entry.domainLookupEnd - entry.domainLookupStart),
    connect: round(entry.connectEnd - entry.connectStart),
    request: round(entry.responseStart - entry.requestStart),
    response: round(entry.responseEnd - entry.responseStart),
    domContentLoaded: round(entry.domContentLoadedEventEnd),
    load: round(entry.loadEventEnd),
    transferSize: entry.transferSize,
  };
}

export function metricRecord(
  metric: Metric,
  pageLoadId: string,
  path: string,
  timestamp: number,
): PerformanceRecord {
  const block = blockOfNode(causeOf(metric));
  const timings = navigationTimings(metric);
  return {
    app: PERFORMANCE_APP,
    event: metric.name,
    pageLoadId,
    timestamp,
    data: {
      id: metric.id,
      value: metric.value,
      delta: metric.delta,
      rating: metric.rating,
      navigationType: metric.navigationType,
      path,
      ...(block ? { block } : {}),
      ...(timings ? { timings } : {}),
    },
  };
}
