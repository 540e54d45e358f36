/**
 * Relative times of timesince nodes (spec 001 §4, 002 §5): 'just now' at 0 s, 'about N seconds
 * ago' under 60 s, word for word; anything beyond in the page's language through
 * Intl.RelativeTimeFormat ('3 minutes ago', 'yesterday', 'in 2 hours').
 */

/** spec 001 §4, §9: the texts are refreshed every 5 s. */
export const RELATIVE_TIME_REFRESH_MS = 5_000;

/** The spec's strings (spec 001 §4); `{count}` is the number of seconds. */
export const relativeTimeMessages = {
  justNow: 'just now',
  secondsAgo: 'about {count} seconds ago',
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** The text for a date (ms since 1970) seen at `now` (ms), in `locale` beyond the spec's range. */
export function relativeTime(date: number, now: number, locale?: string): string {
  const seconds = Math.floor((now - date) / 1000);
  if (seconds === 0) return relativeTimeMessages.justNow;
  if (seconds > 0 && seconds < 60) {
    return relativeTimeMessages.secondsAgo.replace('{count}', String(seconds));
  }
  const size = Math.abs(seconds);
  const [unit, unitSeconds] = UNITS.find(([, length]) => size >= length) ?? ['second', 1];
  const count = Math.trunc(size / unitSeconds) * Math.sign(-seconds);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(count, unit);
}

/** The date attribute's value as ms since 1970, or undefined when it is not a number (the node
 * is then skipped with a warning, spec 002 §5). */
export function parseTimesinceDate(value: string | null): number | undefined {
  if (value === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}
