/**
 * The script-tag build's block registry: every block and page feature the one-line install
 * brings to life. Each `load` is a dynamic import, so rollup makes it a lazy chunk that is
 * fetched only when a block of that kind is on the page (and near the viewport).
 *
 * Add one entry per block; keep the list sorted by name.
 */
import type { BlockDefinition } from '@tessera/runtime';

export const blocks: BlockDefinition[] = [
  {
    name: 'cookie-banner',
    // The consent chunk decides the rest; it is needed wherever the page has consent settings or
    // consent-gated markup.
    when: (page) =>
      page.cookieSettings != null ||
      document.querySelector('[data-consent],[data-consent-open]') != null,
    load: () => import('@tessera/consent/banner-feature'),
  },
  { name: 'form', selector: '[data-block="form"]', load: () => import('@tessera/forms/block') },
  {
    name: 'gallery',
    selector: '[data-block="gallery"]',
    load: () => import('@tessera/gallery/block'),
  },
  {
    name: 'image',
    selector: '[data-block="image"]',
    load: () => import('@tessera/media/image-block'),
  },
  {
    name: 'lightbox',
    selector: '[data-block="lightbox"],[data-block="gallery"]',
    load: () => import('@tessera/gallery/lightbox-block'),
  },
  {
    name: 'popup-overlay',
    // spec 000 §6 and 002 §6: a logged-in state also loads the popup overlay module.
    when: (page) =>
      Boolean(page.websiteSettings?.popupOverlaySettings || page.authenticatedAccount),
    load: () => import('@tessera/consent/popup-feature'),
  },
  // No selector and no condition: a page feature on every page.
  { name: 'system-error-overlay', load: () => import('@tessera/ui/system-error') },
];
