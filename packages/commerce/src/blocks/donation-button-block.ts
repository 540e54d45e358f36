/**
 * The donation button block (spec 002 §1, §9; docs/markup.md, "Donation button"): its button
 * goes to the donation checkout (/checkout/donate?donatePageId=…) on a click, Enter (13) or
 * Space (32), so a `<span role="button">` or a link works like a button. A node without its
 * button logs the spec's warning ('donation button not found inside its node') and does nothing.
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  readBlockConfig,
} from '@tessera/runtime';
import { donateCheckoutUrl } from '../checkout-urls';

/** spec 002 §9: the keys that activate the button. */
export const DONATION_BUTTON_KEYS = { ENTER: 13, SPACE: 32 } as const;

const BUTTON_SELECTOR = '[data-donation-button]';

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  let malformed = false;
  const config = readBlockConfig<Record<string, unknown>>(element, (problem) => {
    malformed = true;
    console.warn(`[tessera] ${problem}`, element);
  });
  if (malformed) return () => {};
  const button = element.querySelector<HTMLElement>(BUTTON_SELECTOR);
  if (!button) {
    console.warn('[tessera] donation-button: donation button not found inside its node', element);
    return () => {};
  }
  const pageId = typeof config?.donatePageId === 'string' ? config.donatePageId : '';
  if (!pageId) {
    console.warn(
      '[tessera] donation-button: data-block-config needs "donatePageId", a non-empty string',
      element,
    );
    return () => {};
  }
  const store = createCleanupStore();
  const url = donateCheckoutUrl(pageId);
  const go = (event: Event) => {
    event.preventDefault();
    element.ownerDocument.defaultView?.location.assign(url);
  };
  if (button.tagName !== 'BUTTON' && button.tagName !== 'A') {
    store.attribute(button, 'role', 'button');
    store.attribute(button, 'tabindex', '0');
  }
  store.listen(button, 'click', go);
  store.listen(button, 'keydown', (event: KeyboardEvent) => {
    const code = event.keyCode || (event.key === 'Enter' ? 13 : event.key === ' ' ? 32 : 0);
    if (code === DONATION_BUTTON_KEYS.ENTER || code === DONATION_BUTTON_KEYS.SPACE) go(event);
  });
  return () => store.clear();
}
