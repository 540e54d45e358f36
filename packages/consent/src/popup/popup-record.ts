/**
 * What the popup remembers in local storage (spec 002 §3: keys date-closed, version,
 * submitted), as one JSON entry under POPUP_STORAGE_KEY.
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

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): StorageLike | undefined {
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

/** Stores the record; a failed write only warns (spec 000 §8, spec 002 §4). */
export function writePopupRecord(
  record: PopupRecord,
  storage: StorageLike | undefined = defaultStorage(),
): boolean {
  try {
    if (!storage) throw new Error('local storage is unavailable');
    storage.setItem(POPUP_STORAGE_KEY, JSON.stringify(record));
    return true;
  } catch (error) {
    console.warn('[tessera] popup overlay: could not save to local storage', error);
    return false;
  }
}

/** The record after a close at `now` of the popup at `version`. */
export function closedRecord(
  previous: PopupRecord | undefined,
  version: number,
  now: number,
): PopupRecord {
  const submitted = previous?.version === version && previous.submitted;
  return { 'date-closed': now, version, submitted };
}

/** The record after a sign-up at `now` (a sign-up also counts as a close). */
export function submittedRecord(version: number, now: number): PopupRecord {
  return { 'date-closed': now, version, submitted: true };
}
