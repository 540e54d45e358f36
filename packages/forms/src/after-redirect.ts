import type { CleanupStore } from '@tessera/runtime';

/**
 * The page a success redirect leaves behind (spec 000 §4: "if a success-redirect url is
 * configured the visitor is sent there instead"). The redirect does not always replace the
 * page: a `#…` URL stays in the document, and the back button may restore the page from the
 * back/forward cache. Either way the visitor then sees this form again, and it must show the
 * success, not a button stuck on the in-progress text that ignores every click.
 */

/**
 * True when navigating to `url` from `current` only changes the fragment (no new page). Both
 * are absolute, normalised hrefs (URL#href and location.href).
 */
export function isSameDocument(url: string, current: string): boolean {
  const [target = '', fragment] = url.split('#');
  return fragment !== undefined && target === current.split('#')[0];
}

/** Runs `show` once when the page is restored from the back/forward cache; `store.clear()`
 * stops waiting. */
export function onReturnFromCache(view: Window | null, show: () => void, store: CleanupStore) {
  if (!view) return;
  const stop = store.listen(view, 'pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    stop();
    show();
  });
}
