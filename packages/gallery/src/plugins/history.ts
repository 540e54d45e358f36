/**
 * History hash mode as a plugin (spec 001 §2): the current slide's url (else id) written as
 * itemId on the collection's full url, or in the hash without one; on load an itemId in the
 * address selects its slide; back and forward move between slides; skipped in the editor frame.
 * Autoplay replaces the entry instead of pushing, so back does not step through every rotation.
 */
import type { GalleryPlugin } from '../engine';
import { findSlideByItemId, historyUrl, itemIdOf, readItemId } from '../history-hash';

export const historyPlugin: GalleryPlugin = (context) => {
  const on =
    context.options.historyHash &&
    !context.options.inEditor &&
    ['stacked', 'slideshow', 'slider'].includes(context.options.design);
  if (!on) return;
  let reading = false;

  const read = () => {
    const state = context.view.history.state as { itemId?: unknown } | null;
    const itemId =
      typeof state?.itemId === 'string'
        ? state.itemId
        : readItemId(context.view.location.href, context.options.collectionUrl);
    const index = findSlideByItemId(context.slides, itemId);
    reading = true;
    try {
      context.instantly(() =>
        context.slideIndex.goTo(index >= 0 ? index : context.options.currentIndex),
      );
    } finally {
      reading = false;
    }
  };

  context.onChange.add(({ to }) => {
    if (reading) return;
    const slide = context.slides[to];
    const itemId = slide && itemIdOf(slide);
    if (!itemId) return;
    const url = historyUrl(itemId, context.view.location, context.options.collectionUrl);
    const state = { ...(context.view.history.state ?? {}), itemId };
    if (context.fromAutoplay) context.view.history.replaceState(state, '', url);
    else context.view.history.pushState(state, '', url);
  });
  context.store.listen(context.view, 'popstate', read);
  read();
};
