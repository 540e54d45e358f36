/**
 * The analytics id (spec 002 §7, §9): one random id per browser, sent with every analytics
 * event, kept 390 days in local storage. Storage failures only warn, with the spec's messages
 * (002 §8), and the event goes with an id for this page alone.
 */

/** spec 002 §9: the analytics id is stored for 390 days. */
export const ANALYTICS_ID_DAYS = 390;
/** The local-storage key: `{ id, expires }` (expires in epoch ms). */
export const ANALYTICS_ID_KEY = 'tessera-analytics-id';
/** spec 002 §8, word for word. */
export const STORAGE_MESSAGES = {
  store: 'Unable to store analyticsId',
  access: 'Unable access local/session storage',
} as const;

const DAY_MS = 86_400_000;

function storageOf(view: Window): Storage | undefined {
  try {
    return view.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(storage: Storage, now: number): string | undefined {
  const text = storage.getItem(ANALYTICS_ID_KEY);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as { id?: unknown; expires?: unknown };
    const fresh = typeof stored.expires === 'number' && stored.expires > now;
    return fresh && typeof stored.id === 'string' && stored.id !== '' ? stored.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored id, or a new one stored for 390 days (`created` true). A stored id is kept until it
 * expires (not renewed on each visit: 390 days from the first event).
 */
export function readAnalyticsId(view: Window, now = Date.now()): { id: string; created: boolean } {
  const storage = storageOf(view);
  let existing: string | undefined;
  try {
    existing = storage ? readStored(storage, now) : undefined;
  } catch {
    console.warn(STORAGE_MESSAGES.access);
  }
  if (existing) return { id: existing, created: false };
  const id = view.crypto.randomUUID();
  try {
    if (!storage) throw new Error('no local storage');
    storage.setItem(
      ANALYTICS_ID_KEY,
      JSON.stringify({ id, expires: now + ANALYTICS_ID_DAYS * DAY_MS }),
    );
  } catch {
    console.warn(STORAGE_MESSAGES.store);
  }
  return { id, created: true };
}
