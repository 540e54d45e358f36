/**
 * The Core Web Vitals' thresholds (the web-vitals library's, in its units: ms, CLS unitless):
 * a value up to `good` is good, above `poor` poor, between them needs improvement.
 */
const WEB_VITAL_THRESHOLDS: Readonly<Record<string, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** The rating of a metric's value; undefined for a metric without thresholds. */
export function rateWebVital(metric: string, value: number): WebVitalRating | undefined {
  const threshold = Object.hasOwn(WEB_VITAL_THRESHOLDS, metric)
    ? WEB_VITAL_THRESHOLDS[metric]
    : undefined;
  if (!threshold) return undefined;
  if (value <= threshold.good) return 'good';
  return value > threshold.poor ? 'poor' : 'needs-improvement';
}
