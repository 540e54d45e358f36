/**
 * Layouts recompute on resize (spec 001 §4 "Static layouts"; the carousel and strip too, since
 * their boxes depend on the width), debounced (spec 001 §9: gallery default 300 ms), and only when
 * the viewport or the window width really changed.
 */
import type { GalleryContext } from './engine';

export function watchResize(context: GalleryContext, relayout: () => void): void {
  const { store, view, viewport, width, windowWidth } = context;
  let cancelResize = () => {};
  let lastWidth = width();
  let lastWindow = windowWidth();
  const onResize = () => {
    cancelResize();
    cancelResize = store.timeout(() => {
      if (width() === lastWidth && windowWidth() === lastWindow) return;
      lastWidth = width();
      lastWindow = windowWidth();
      relayout();
    }, context.options.resizeDebounce);
  };
  const Observer = (view as Window & typeof globalThis).ResizeObserver;
  if (typeof Observer === 'function') {
    const observer = new Observer(onResize);
    observer.observe(viewport);
    store.add(() => observer.disconnect());
  }
  store.listen(view, 'resize', onResize);
}
