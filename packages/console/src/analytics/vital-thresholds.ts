import type { VitalRating } from './analytics-types';

/**
 * The web-vitals thresholds (good at or under the first, poor above the second): LCP
 * 2500/4000 ms, INP 200/500 ms, CLS 0.1/0.25, FCP 1800/3000 ms, TTFB 800/1800 ms.
 */
export const VITAL_THRESHOLDS: Readonly<Record<string, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const VITAL_RATING_LABELS: Readonly<Record<VitalRating, string>> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** The rating of a 75th percentile; null for a metric without thresholds. */
export function vitalRating(metric: string, p75: number): VitalRating | null {
  const limits = VITAL_THRESHOLDS[metric];
  if (!limits) return null;
  if (p75 <= limits[0]) return 'good';
  return p75 <= limits[1] ? 'needs-improvement' : 'poor';
}

/** CLS has no unit; the others are milliseconds, shown whole. */
export function formatVital(metric: string, value: number): string {
  return metric === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-US')} ms`;
}
