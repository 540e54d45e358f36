import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrafficDay } from './analytics-types';

const HEIGHT = 240;

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: true, live: false },
    cursor: { show: true, points: { show: false } },
    scales: { x: { time: true } },
    axes: [{ stroke: '#333' }, { stroke: '#333' }],
    series: [
      {},
      { label: 'Page views', stroke: '#1a56db', width: 2 },
      // Dashed as well as coloured, so the two lines differ without colour vision.
      { label: 'Visitors', stroke: '#b42318', width: 2, dash: [6, 4] },
    ],
  };
}

/**
 * Draws page views and visitors per day into `element` with uPlot, sized to it and redrawn
 * when it resizes; returns the cleanup. Loaded on the Analytics screen only (its own chunk).
 */
export function drawTrafficChart(element: HTMLElement, days: TrafficDay[]): () => void {
  const width = () => element.clientWidth || 320;
  const data: uPlot.AlignedData = [
    days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    days.map((day) => day.pageViews),
    days.map((day) => day.visitors),
  ];
  const plot = new uPlot(chartOptions(width()), data, element);
  const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
  observer.observe(element);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
