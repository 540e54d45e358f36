/**
 * The browser tests' script: the real runtime with the two consent page features registered
 * exactly as packages/script/src/blocks.ts registers them, bundled like the script-tag build
 * (react aliased to preact/compat, minified, lazy chunks).
 */
import { events } from '@tessera/runtime';
import { createRuntime } from '@tessera/runtime/page';

const runtime = createRuntime({
  blocks: [
    {
      name: 'cookie-banner',
      when: (page) =>
        page.cookieSettings != null ||
        document.querySelector('[data-consent],[data-consent-open]') != null,
      load: () => import('../../src/banner-feature'),
    },
    {
      name: 'popup-overlay',
      when: (page) => Boolean(page.websiteSettings?.popupOverlaySettings),
      load: () => import('../../src/popup-feature'),
    },
  ],
});
Object.assign(window, { tesseraEvents: events });
void runtime.init();
