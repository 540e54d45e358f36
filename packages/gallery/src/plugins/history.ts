/**
 * History hash mode as a plugin (spec 001 §2): the current slide's url (else id) written as
 * itemId on the collection's full url, or in the hash without one; on load an itemId in the
 * address selects its slide; back and forward move between slides; skipped in the editor frame.
 * Autoplay replaces the entry instead of pushing, so back does not step through every rotation.
 */
import type { GalleryPlugin } from '../engine';
import { findSlideByItemId, historyUrl, itemIdOf, readItemId } from '../history-hash';

export const historyPlugin: GalleryPlugin = (context) => {
  const { options, view, slides, slideIndex, store } = context;
  const on =
    options.historyHash &&
    !options.inEditor &&
    ['stacked', 'slideshow', 'slider'].includes(options.design);
  if (!on) return;
  let reading = false;

  const read = () => {
    const state = view.history.state as { itemId?: unknown } | null;
    const itemId =
      typeof state?.itemId === 'string'
        ? state.itemId
        : readItemId(view.location.href, options.collectionUrl);
    const index = findSlideByItemId(slides, itemId);
    reading = true;
    try {
      context.instantly(() => slideIndex.goTo(index >= 0 ? index : options.currentIndex));
    } finally {
      reading = false;
    }
  };

  context.onChange.add(({ to }) => {
    if (reading) return;
    const slide = slides[to];
    const itemId = slide && itemIdOf(slide);
    if (!itemId) return;
    const url = historyUrl(itemId, view.location, options.collectionUrl);
    const state = { ...(view.history.state ?? {}), itemId };
    if (context.fromAutoplay) view.history.replaceState(state, '', url);
    else view.history.pushState(state, '', url);
  });
  store.listen(view, 'popstate', read);
  read();
};
