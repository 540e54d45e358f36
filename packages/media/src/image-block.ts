/**
 * The image block (spec 002 §2): one responsive image, flagged narrow under 415 px, with an
 * optional lightbox: a click, Enter or Space asks for it with @tessera/runtime's one open event,
 * which the lightbox block (@tessera/lightbox, registered for image blocks with a lightbox)
 * answers. The image block never imports the lightbox.
 *
 *   <figure data-block="image" data-block-config='{"lightbox":true}'>
 *     <img data-src="/images/dunes.jpg" data-image-dimensions="1600x1067" alt="Dunes">
 *     <figcaption>Dunes at dawn</figcaption>
 *   </figure>
 */
import {
  type BlockContext,
  type CleanupStore,
  createCleanupStore,
  type Destroy,
  findConfigMistakes,
  LIGHTBOX_OPEN_EVENT,
  type LightboxOpenDetail,
  type MarkupMistake,
  readBlockConfig,
} from '@tessera/runtime';
import { IMAGE_BLOCK_DOCS, imageBlockConfigKeys } from './image-block-keys';
import { type ImageBlockConfig, imageLightboxItem } from './image-lightbox-item';
import { isPriorityImage, loadImage } from './load-image';
import { loadWhenNear } from './load-when-near';
import { mediaMessages } from './messages';
import { NARROW_ATTRIBUTE, watchNarrow } from './narrow-flag';
import { readImageConfig } from './read-image-config';
import { waitForImageNode } from './wait-for-image-node';

export type { ImageBlockConfig } from './image-lightbox-item';

export function init(element: HTMLElement, _context?: BlockContext): Destroy {
  let malformed = false;
  const block =
    readBlockConfig<ImageBlockConfig>(element, (problem) => {
      malformed = true;
      console.warn(`[tessera] ${problem}`, element);
    }) ?? {};
  // A configuration that is no JSON object is named in the one warning; the markup is left as
  // the server sent it (the block kit's rule), so the image keeps its noscript form.
  if (malformed) return () => {};
  report(element, findConfigMistakes(block as Record<string, unknown>, imageBlockConfigKeys));
  const { lightbox, lightboxTheme: _theme, ...imageOptions } = block;
  const store = createCleanupStore();
  const aborter = new AbortController();
  store.add(() => aborter.abort());
  let image: HTMLImageElement | undefined;
  let loading = false;
  let resizedWhileLoading = false;

  // One load at a time: a resize while one is in flight is answered once it has settled,
  // so a block that grew meanwhile still gets its larger source (spec 001 §4: upgrade only).
  const load = (img: HTMLImageElement) => {
    image = img;
    if (loading) {
      resizedWhileLoading = true;
      return;
    }
    loading = true;
    void loadImage(img, { config: imageOptions }).then(() => {
      loading = false;
      if (!resizedWhileLoading || aborter.signal.aborted) return;
      resizedWhileLoading = false;
      load(img);
    });
  };

  // The narrow flag is the block's: the server's value (none) comes back on destroy.
  store.attribute(element, NARROW_ATTRIBUTE, element.getAttribute(NARROW_ATTRIBUTE));
  store.add(
    watchNarrow(element, () => {
      if (image) load(image);
    }),
  );

  waitForImageNode(() => element.querySelector('img'), { signal: aborter.signal })
    .then((img) => {
      // Destroyed before the node was found (or in the same task): bind nothing.
      if (aborter.signal.aborted) return;
      const { config } = readImageConfig(img, imageOptions);
      // A priority image (LCP) is the browser's from the HTML: its state at once, never lazily.
      if (config.load === true || isPriorityImage(img)) load(img);
      else if (config.load === 'viewport') store.add(loadWhenNear([img], () => load(img)));
      if (lightbox === true) bindOpener(element, img, store);
    })
    .catch(() => {
      // A required part: spec 001 §8's 'No image', with the element and the docs section.
      if (!aborter.signal.aborted) {
        report(element, [{ kind: 'missing-part', part: `an <img> (${mediaMessages.noImage})` }]);
      }
    });

  return () => store.clear();
}

/** Words the block's markup mistakes (once each per page), with code fetched only for them. */
function report(element: HTMLElement, mistakes: MarkupMistake[]): void {
  if (mistakes.length === 0) return;
  const context = { block: 'image', anchor: IMAGE_BLOCK_DOCS, known: imageBlockConfigKeys };
  void import('@tessera/runtime/report-markup').then(({ reportMarkupMistakes }) =>
    reportMarkupMistakes(element, mistakes, context),
  );
}

/**
 * The image opens the lightbox: a click, Enter or Space dispatches the one open event on the
 * block element with the image as the only slide; focus returns to the image on close.
 */
function bindOpener(element: HTMLElement, img: HTMLImageElement, store: CleanupStore): void {
  makeButton(img, store);
  const open = (event: Event) => {
    event.preventDefault();
    const detail = { index: 0, slides: [imageLightboxItem(element, img)], opener: img };
    element.dispatchEvent(
      new CustomEvent<LightboxOpenDetail>(LIGHTBOX_OPEN_EVENT, { detail, bubbles: true }),
    );
  };
  store.listen(img, 'click', open);
  store.listen(img, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') open(event);
  });
}

/**
 * The image becomes a button for the keyboard and assistive technology (WAI-ARIA button
 * pattern): focusable, role button, opening a dialog. Attributes the markup set are kept; the
 * store restores the markup's own on destroy.
 */
function makeButton(img: HTMLImageElement, store: CleanupStore): void {
  if (!img.hasAttribute('tabindex')) store.attribute(img, 'tabindex', '0');
  if (!img.hasAttribute('role')) store.attribute(img, 'role', 'button');
  store.attribute(img, 'aria-haspopup', 'dialog');
}
