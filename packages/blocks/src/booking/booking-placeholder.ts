/**
 * The consent placeholder of a booking block waiting for consent: the same markup, class and
 * strings as @tessera/consent's placeholders (so a site styles both at once), with "Load
 * content" (this widget alone, now) and "Accept cookies" (the site-wide decision, asked of the
 * consent feature on the page's bus).
 */
import { bookingMessages } from './booking-messages';

export function createBookingPlaceholder(
  doc: Document,
  purpose: string,
  onLoad: () => void,
  onAcceptAll: () => void,
): HTMLElement {
  const placeholder = doc.createElement('div');
  placeholder.className = 'tessera-consent-placeholder';
  placeholder.setAttribute('data-part', 'consent-placeholder');
  placeholder.setAttribute('data-consent-purpose', purpose);
  const note = doc.createElement('p');
  note.textContent = bookingMessages.placeholderText;
  const button = (text: string, onclick: () => void) => {
    const made = doc.createElement('button');
    made.type = 'button';
    made.textContent = text;
    // The handler goes with the button, which goes with the placeholder: nothing to remove.
    made.onclick = onclick;
    return made;
  };
  placeholder.append(
    note,
    button(bookingMessages.placeholderLoad, onLoad),
    button(bookingMessages.placeholderAcceptAll, onAcceptAll),
  );
  return placeholder;
}
