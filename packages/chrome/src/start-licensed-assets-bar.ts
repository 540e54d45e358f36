import type { CleanupStore, PageContext } from '@tessera/runtime';
import { isLicensedAssetsBarShown, LICENSED_ASSET_SELECTOR } from './licensed-assets';
import { type ChromeMessages, chromeMessages } from './messages';

/**
 * The licensed-assets bar's DOM shell: the server renders the bar hidden (fixed to the bottom
 * edge by its stylesheet, so showing it moves nothing); for a logged-in account on a page with
 * licensed assets this writes their number into `[data-licensed-count]`, shows the bar and adds
 * its close button, which hides it for this page view.
 */
export function startLicensedAssetsBar(
  bar: HTMLElement,
  page: PageContext,
  store: CleanupStore,
  messages: ChromeMessages = chromeMessages,
): void {
  const doc = bar.ownerDocument;
  const count = doc.querySelectorAll(LICENSED_ASSET_SELECTOR).length;
  const shown = isLicensedAssetsBarShown(!!page.authenticatedAccount, count);
  store.attribute(bar, 'hidden', shown ? null : '');
  if (!shown) return;
  const counter = bar.querySelector('[data-licensed-count]');
  if (counter) {
    const text = counter.textContent;
    counter.textContent = String(count);
    store.add(() => {
      counter.textContent = text;
    });
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('data-licensed-assets-dismiss', '');
  button.setAttribute('aria-label', messages.closeLicensedAssets);
  button.textContent = '×';
  bar.append(button);
  store.add(() => button.remove());
  store.listen(button, 'click', () => store.attribute(bar, 'hidden', ''));
}
