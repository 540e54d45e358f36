/**
 * Timesince nodes (spec 001 §4, 002 §5): `<time data-timesince data-date="<ms since 1970>">`
 * shows the relative time, refreshed every 5 s. A date that is not a number logs a warning and
 * the node is skipped (its server text stays).
 */
import { type CleanupStore, storeInterval } from '@tessera/runtime';
import { parseTimesinceDate, RELATIVE_TIME_REFRESH_MS, relativeTime } from './relative-time';

/** The effect on one node; one 5 s timer refreshes every node, running while there is one. */
export function timesince(store: CleanupStore) {
  const nodes = new Map<HTMLElement, number>();
  let stop: (() => void) | undefined;
  const show = (element: HTMLElement, date: number, now = Date.now()) => {
    const text = relativeTime(date, now, document.documentElement.lang || undefined);
    // A node is rewritten only when its text changes.
    if (element.textContent !== text) element.textContent = text;
  };
  const update = () => {
    const now = Date.now();
    for (const [element, date] of nodes) show(element, date, now);
  };
  return (element: HTMLElement) => {
    const value = element.getAttribute('data-date');
    const date = parseTimesinceDate(value);
    if (date === undefined) {
      console.warn(
        `[tessera] timesince: invalid date "${value}" on a node (data-date: ms since 1970)`,
        element,
      );
      return undefined;
    }
    // The server's text comes back on destroy.
    const text = element.textContent ?? '';
    const restore = store.add(() => {
      element.textContent = text;
    });
    nodes.set(element, date);
    show(element, date);
    stop ??= storeInterval(store, update, RELATIVE_TIME_REFRESH_MS);
    return () => {
      nodes.delete(element);
      restore();
      if (nodes.size === 0) {
        stop?.();
        stop = undefined;
      }
    };
  };
}
