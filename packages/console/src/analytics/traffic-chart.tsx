import { useEffect, useRef } from 'react';
import type { TrafficDay } from './analytics-types';

/**
 * The traffic chart's figure. uPlot is fetched when the chart first shows (the other screens
 * never load it). A canvas says nothing to a screen reader: the figure has an accessible name
 * and the same numbers are in the table that follows it; where the chart cannot be drawn (no
 * canvas), the table is all there is.
 */
export function TrafficChart({ days, label }: { days: TrafficDay[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./draw-traffic-chart')
      .then(({ drawTrafficChart }) => {
        if (!cancelled && container.current) cleanup = drawTrafficChart(container.current, days);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [days]);
  return <div ref={container} role="img" aria-label={label} className="chart" />;
}
