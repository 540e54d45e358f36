/**
 * Timesince nodes (spec 001 §4, 002 §5): `<time data-timesince data-date="<ms since 1970>">`
 * shows the relative time, refreshed every 5 s. A date that is not a number logs a warning and
 * the node is skipped (its server text stays).
 */
import { type CleanupStore, storeInterval } from '@tessera/runtime';
import { parseTimesinceDate, RELATIVE_TIME_REFRESH_MS, relativeTime } from './relative-time';

export function watchTimesince(elements: HTMLElement[], store: CleanupStore): void {
  const nodes: [HTMLElement, number][] = [];
  for (const element of elements) {
    const value = element.getAttribute('data-date');
    const date = parseTimesinceDate(value);
    if (date === undefined) {
      console.warn(
        `[tessera] timesince: invalid date "${value}" on a node (data-date: ms since 1970)`,
        element,
      );
    } else nodes.push([element, date]);
  }
  if (nodes.length === 0) return;
  const locale = document.documentElement.lang || undefined;
  // The server's text comes back on destroy; a node is rewritten only when its text changes.
  const texts = nodes.map(([element]) => element.textContent ?? '');
  store.add(() => {
    nodes.forEach(([element], index) => {
      element.textContent = texts[index]!;
    });
  });
  const update = () => {
    const now = Date.now();
    for (const [element, date] of nodes) {
      const text = relativeTime(date, now, locale);
      if (element.textContent !== text) element.textContent = text;
    }
  };
  update();
  storeInterval(store, update, RELATIVE_TIME_REFRESH_MS);
}
