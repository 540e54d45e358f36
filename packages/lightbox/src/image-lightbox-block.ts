/**
 * The lightbox on an image block (spec 002 §2, `"lightbox": true`), the small block the script
 * build loads there: @tessera/media's image block makes the image a button and asks with the one
 * open event; this answers the event and watches for open intent (a pointer resting on the image,
 * a press, focus staying on it), and fetches the rest (the item, the warm-up and the opening:
 * image-lightbox-binding.ts) with the first intent or open, as wave 1's image block did. A page
 * with an image block pays for the lightbox's code only once a visitor reaches for the image.
 *
 * The rest comes as the lightbox block's chunk (lightbox-block.ts re-exports the binding), not
 * as a chunk of its own: the open code both need would otherwise be split out of the lightbox
 * block into small chunks of their own, and every chunk costs its own brotli (about 600 B more
 * on a gallery page for four chunks instead of one, measured with bench/page-bytes).
 */
import {
  type BlockContext,
  createCleanupStore,
  type Destroy,
  LIGHTBOX_OPEN_EVENT,
  type LightboxOpenDetail,
  readBlockConfig,
} from '@tessera/runtime';
import type { LightboxItem } from './items';
import { watchOpenIntent } from './watch-open-intent';

type Binding = typeof import('./lightbox-block');

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  // The image block reports its own configuration; only a JSON true turns its lightbox on.
  const config = readBlockConfig(element, () => {});
  if (config?.lightbox !== true) return () => {};
  const { lightboxTheme } = config;
  const store = createCleanupStore();
  let destroyed = false;
  store.add(() => {
    destroyed = true;
  });
  const withBinding = (use: (binding: Binding) => void) => {
    import('./lightbox-block').then(
      (binding) => {
        if (!destroyed) use(binding);
      },
      (error: Error) => console.warn('[tessera/lightbox]', error.message),
    );
  };
  // The item warmed by a press, so that a press that becomes a scroll stops its picture.
  let pressed: LightboxItem | undefined;
  store.add(
    watchOpenIntent(element, {
      onIntent: (target, kind) =>
        withBinding((binding) => {
          const item = binding.warmImageLightbox(element, target);
          pressed = kind === 'press' ? item : undefined;
        }),
      onCancel: () =>
        withBinding((binding) => {
          binding.cancelWarmLightbox(pressed);
          pressed = undefined;
        }),
    }),
  );
  store.listen(element, LIGHTBOX_OPEN_EVENT, (event) => {
    const { detail } = event as CustomEvent<LightboxOpenDetail | undefined>;
    const active = element.ownerDocument.activeElement;
    withBinding((binding) =>
      binding.openImageLightbox(element, detail, lightboxTheme, active, () => destroyed),
    );
  });
  return () => store.clear();
}
