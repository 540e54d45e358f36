/** A database timestamp (pg gives a Date, PGlite a Date or text) as ISO 8601 text in UTC. */
export const isoTime = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();
