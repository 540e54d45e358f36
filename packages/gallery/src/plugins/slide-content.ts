/**
 * Slide images and captions as a plugin whose work comes in a chunk of its own
 * (../slide-content.ts): only a gallery with a slide to load (`data-src` on the slide or its img)
 * or a caption (`figcaption`, `[data-slide-meta]`) fetches it, so a gallery of server-loaded
 * images ships none of it, and the grid and carousel entries carry none of it.
 */
import type { GalleryPlugin } from '../engine';

const NEEDS_CONTENT =
  '[data-slide][data-src],[data-slide] :is([data-src],figcaption,[data-slide-meta])';

export const slideContentPlugin: GalleryPlugin = (context) => {
  if (!context.element.querySelector(NEEDS_CONTENT)) return;
  let live = true;
  context.store.add(() => {
    live = false;
  });
  import('../slide-content').then(
    (module) => live && module.startSlideContent(context),
    (error: unknown) => console.warn('[tessera] gallery:', error),
  );
};
