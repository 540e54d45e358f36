import { type CleanupStore, type PageContext, readCookie, writeCookie } from '@tessera/runtime';
import {
  ANNOUNCEMENT_DISMISSAL_DAYS,
  ANNOUNCEMENT_DISMISSED_COOKIE,
  DEFAULT_ANNOUNCEMENT_ID,
  isAnnouncementBarShown,
  remembersDismissal,
} from './announcement-bar';
import { type ChromeMessages, chromeMessages } from './messages';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/** The first focusable element after `bar` in document order (not inside it), if any. */
function nextFocusable(bar: HTMLElement): HTMLElement | undefined {
  for (const element of bar.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const after = bar.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (after && !bar.contains(element) && element.tabIndex >= 0) return element;
  }
  return undefined;
}

/**
 * The announcement bar's DOM shell: the server renders the bar in flow (its space is there
 * before the script runs); this hides it when it must not show, and otherwise adds the close
 * button (a real button, after the bar's content in reading order), which hides the bar and
 * remembers the dismissal. Hiding on a click is a shift that follows input, which CLS excludes.
 */
export function startAnnouncementBar(
  bar: HTMLElement,
  page: PageContext,
  store: CleanupStore,
  messages: ChromeMessages = chromeMessages,
): void {
  const doc = bar.ownerDocument;
  const loggedIn = !!page.authenticatedAccount;
  const barId = bar.getAttribute('data-announcement-id') || DEFAULT_ANNOUNCEMENT_ID;
  const shown = isAnnouncementBarShown({
    showAnnouncementBar: page.showAnnouncementBar,
    loggedIn,
    barId,
    dismissedId: readCookie(ANNOUNCEMENT_DISMISSED_COOKIE, doc),
  });
  store.attribute(bar, 'hidden', shown ? null : '');
  if (!shown) return;
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('data-announcement-dismiss', '');
  button.setAttribute('aria-label', messages.closeAnnouncement);
  button.textContent = '×';
  bar.append(button);
  store.add(() => button.remove());
  store.listen(button, 'click', () => {
    const focused = doc.activeElement === button;
    store.attribute(bar, 'hidden', '');
    // Focus would fall to the body with the hidden button: it goes on to what follows the bar.
    if (focused) nextFocusable(bar)?.focus();
    if (remembersDismissal(loggedIn)) {
      writeCookie(ANNOUNCEMENT_DISMISSED_COOKIE, barId, { days: ANNOUNCEMENT_DISMISSAL_DAYS }, doc);
    }
  });
}
