/**
 * The lightbox in the address (spec 001 §2 "Gallery history hash mode"): with the history
 * option on, the current slide's id (or url) is written as an itemId value in the hash; a
 * lightbox opens a slide by item id taken from the hash or the path; the back button closes
 * the lightbox (one history entry is pushed on open, whatever the option).
 */
import { isJsonObject } from '@tessera/runtime';
import type { LightboxItem } from './items';

export const ITEM_ID_PARAMETER = 'itemId';

/** Percent-decoding that keeps a malformed sequence (`%zz`, a hostile link) as it is. */
function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The item id in `#itemId=...` (or a bare `#id`), else the last segment of the path. */
export function itemIdFromLocation(location: Pick<Location, 'hash' | 'pathname'>): string[] {
  const candidates: string[] = [];
  const hash = location.hash.replace(/^#/, '');
  if (hash) {
    const value = new URLSearchParams(hash).get(ITEM_ID_PARAMETER);
    if (value) candidates.push(value);
    else if (!hash.includes('=')) candidates.push(decodeSafely(hash));
  }
  const segments = location.pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (last) candidates.push(decodeSafely(last));
  return candidates;
}

/** The index of the slide whose id or url matches the item id, or -1. */
export function findItemIndex(items: readonly LightboxItem[], itemId: string): number {
  const trimmed = itemId.replace(/\/+$/, '');
  return items.findIndex((item) => {
    if (item.id && item.id === itemId) return true;
    if (!item.url) return false;
    const url = item.url.replace(/\/+$/, '');
    return url === trimmed || url.endsWith(`/${trimmed}`);
  });
}

/** The first slide named by the address, or -1. */
export function indexFromLocation(
  items: readonly LightboxItem[],
  location: Pick<Location, 'hash' | 'pathname'>,
): number {
  for (const itemId of itemIdFromLocation(location)) {
    const index = findItemIndex(items, itemId);
    if (index >= 0) return index;
  }
  return -1;
}

/** The id written for a slide: its id, else its url, else its 1-based position. */
function itemIdOf(item: LightboxItem, index: number): string {
  return item.id ?? item.url ?? String(index + 1);
}

/** The hash for a slide, keeping other hash parameters. */
export function hashFor(currentHash: string, itemId: string): string {
  const parameters = new URLSearchParams(currentHash.replace(/^#/, ''));
  parameters.set(ITEM_ID_PARAMETER, itemId);
  return `#${parameters.toString()}`;
}

/** The hash without the item id (on close). */
export function hashWithout(currentHash: string): string {
  const parameters = new URLSearchParams(currentHash.replace(/^#/, ''));
  parameters.delete(ITEM_ID_PARAMETER);
  const rest = parameters.toString();
  return rest ? `#${rest}` : '';
}

/** The history marker on the entry the lightbox pushed. */
const HISTORY_STATE_KEY = 'tesseraLightbox';

export interface HistoryBinding {
  /** The shown slide changed. */
  update(index: number): void;
  /** The lightbox closed through its own controls: pop the entry it pushed. */
  release(): void;
  /** Another lightbox takes over the entry: stop listening, leave the entry in place. */
  handOver(): void;
}

/**
 * Pushes one entry on open (so Back closes), writes the slide's item id while the history
 * option is on, and calls `onBack` on popstate. Returns the binding and its cleanup. On an
 * entry a lightbox pushed already (one lightbox replacing another), that entry is reused: a
 * pop then would be asynchronous and, in Chromium, land after the new push and close the new
 * lightbox.
 */
export function bindHistory(
  items: readonly LightboxItem[],
  index: number,
  writeHash: boolean,
  onBack: () => void,
  view: Window = window,
): HistoryBinding {
  const { history, location } = view;
  const urlFor = (slide: number) => {
    const hash = writeHash
      ? hashFor(location.hash, itemIdOf(items[slide] ?? { src: '' }, slide))
      : location.hash;
    return `${location.pathname}${location.search}${hash}`;
  };
  const base = `${location.pathname}${location.search}${location.hash}`;
  const cleanHash = hashWithout(location.hash);
  const baseUrl = writeHash ? `${location.pathname}${location.search}${cleanHash}` : base;
  let pushed = true;
  // The site's own state is carried over when it is an object; a string or a number would be
  // spread into characters and digits.
  const state = {
    ...(isJsonObject(history.state) ? history.state : {}),
    [HISTORY_STATE_KEY]: true,
  };
  if (isLightboxEntry(history.state)) history.replaceState(state, '', urlFor(index));
  else history.pushState(state, '', urlFor(index));
  const onPopState = () => {
    if (!pushed) return;
    pushed = false;
    view.removeEventListener('popstate', onPopState);
    onBack();
  };
  view.addEventListener('popstate', onPopState);
  return {
    update(slide) {
      if (pushed && writeHash) history.replaceState(history.state, '', urlFor(slide));
    },
    release() {
      view.removeEventListener('popstate', onPopState);
      if (!pushed) return;
      pushed = false;
      if (isLightboxEntry(history.state)) history.back();
      else history.replaceState(history.state, '', baseUrl);
    },
    handOver() {
      view.removeEventListener('popstate', onPopState);
      pushed = false;
    },
  };
}

function isLightboxEntry(state: unknown): boolean {
  return !!(state as Record<string, unknown> | null)?.[HISTORY_STATE_KEY];
}
