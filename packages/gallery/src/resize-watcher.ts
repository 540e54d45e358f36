/**
 * Layouts recompute on resize (spec 001 §4 "Static layouts"; the carousel and strip too, since
 * their boxes depend on the width), debounced (spec 001 §9: gallery default 300 ms), and only when
 * the viewport or the window width really changed.
 */
import type { GalleryContext } from './engine';

export function watchResize(context: GalleryContext, relayout: () => void): void {
  let cancelResize = () => {};
  let lastWidth = context.width();
  let lastWindow = context.windowWidth();
  const onResize = () => {
    cancelResize();
    cancelResize = context.store.timeout(() => {
      if (context.width() === lastWidth && context.windowWidth() === lastWindow) return;
      lastWidth = context.width();
      lastWindow = context.windowWidth();
      relayout();
    }, context.options.resizeDebounce);
  };
  const Observer = (context.view as Window & typeof globalThis).ResizeObserver;
  if (typeof Observer === 'function') {
    const observer = new Observer(onResize);
    observer.observe(context.viewport);
    context.store.add(() => observer.disconnect());
  }
  context.store.listen(context.view, 'resize', onResize);
}
