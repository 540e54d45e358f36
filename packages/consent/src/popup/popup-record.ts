/**
 * What the popup remembers in local storage (spec 002 §3: keys date-closed, version,
 * submitted), as one JSON entry under POPUP_STORAGE_KEY, and its reading: what the schedule
 * check needs (the popup-overlay feature's small chunk). The writing is write-popup-record.ts,
 * in the overlay's chunk.
 */
export interface PopupRecord {
  /** When the visitor closed it (ms since the epoch); undefined when never closed. */
  'date-closed'?: number;
  /** The settings version the visitor saw. */
  version: number;
  /** Whether the visitor signed up through it. */
  submitted: boolean;
}

/** The local-storage key (the spec gives only the record's keys, README: choices). */
export const POPUP_STORAGE_KEY = 'tessera-popup-overlay';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or undefined where reaching it throws. */
export function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access itself throws when storage is blocked (sandboxed iframes, some privacy modes).
    return undefined;
  }
}

/** Parses a stored record; anything malformed counts as no record. */
export function parsePopupRecord(text: string | null | undefined): PopupRecord | undefined {
  // Stryker disable next-line ConditionalExpression: equivalent, JSON.parse('') throws, null parses to null
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const version = Number(raw.version);
  const closed = Number(raw['date-closed']);
  return {
    ...(Number.isFinite(closed) ? { 'date-closed': closed } : {}),
    version: Number.isFinite(version) ? version : 0,
    submitted: raw.submitted === true,
  };
}

export function readPopupRecord(
  storage: StorageLike | undefined = defaultStorage(),
): PopupRecord | undefined {
  try {
    // Stryker disable next-line OptionalChaining: equivalent, the catch answers undefined for both
    return parsePopupRecord(storage?.getItem(POPUP_STORAGE_KEY));
  } catch {
    return undefined;
  }
}
