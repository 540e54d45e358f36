import {
  defaultStorage,
  POPUP_STORAGE_KEY,
  type PopupRecord,
  type StorageLike,
} from './popup-record';

// Apart from the reading (popup-record.ts): the schedule check runs on every page with popup
// settings, the writing only once the overlay shows (issue 13: the schedule's chunk stays small).

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
