/**
 * What the small entry does at the click, before the core has arrived (PhotoSwipe v5's
 * preloadFirstSlide, and a step further): it puts the overlay's backdrop in the page at once,
 * fading in as the spec says (0.3 s to 0.95), and starts fetching the first picture, so neither
 * waits for the dynamic import. The core's dialog then opens over the backdrop, which leaves
 * once the dialog's own overlay has faded in.
 */
import { buildSrcset } from '@tessera/media';
import { adoptStyles, getOverlayHost } from '@tessera/ui';
import type { LightboxItem } from './items';
import {
  LIGHTBOX_OVERLAY_FADE_MS,
  LIGHTBOX_OVERLAY_OPACITY,
  type LightboxOptions,
  resolveLightboxTheme,
} from './options';
import { sizesFor } from './sizes';

const shellStyles = `.lightbox-backdrop{position:fixed;inset:0;background:var(--tessera-lightbox-bg,#000);opacity:${LIGHTBOX_OVERLAY_OPACITY};transition:opacity ${LIGHTBOX_OVERLAY_FADE_MS}ms ease;pointer-events:none}
.lightbox-backdrop[data-theme=light]{background:var(--tessera-lightbox-bg,#fff)}
@starting-style{.lightbox-backdrop{opacity:0}}
@media (prefers-reduced-motion:reduce){.lightbox-backdrop{transition:none}}`;

/** Shows the backdrop; returns the function that removes it (safe to call twice). */
export function showBackdrop(options: Partial<LightboxOptions> = {}): () => void {
  const { container } = getOverlayHost();
  adoptStyles('lightbox-backdrop', shellStyles);
  const backdrop = container.ownerDocument.createElement('div');
  backdrop.className = 'lightbox-backdrop';
  backdrop.setAttribute('aria-hidden', 'true');
  backdrop.setAttribute('data-theme', resolveLightboxTheme(options.theme));
  container.append(backdrop);
  return () => backdrop.remove();
}

/** Pictures warmed ahead of the view: held so neither the fetch nor its decode is collected. */
const WARMED_LIMIT = 4;
const warmed = new Map<string, HTMLImageElement>();

/**
 * Starts fetching and decoding a slide's picture with the same srcset and sizes the view will
 * use, so the view's <img> finds it in the document's image list. The last few are kept (a
 * second call for one returns the same element, and starts nothing).
 */
export function warmImage(
  item: LightboxItem | undefined,
  sizeFormat: LightboxOptions['sizeFormat'] = 'queryString',
): HTMLImageElement | undefined {
  if (!item?.src || item.type === 'video') return undefined;
  const key = `${sizeFormat} ${item.width ?? ''}x${item.height ?? ''} ${item.src}`;
  const known = warmed.get(key);
  if (known) {
    // Most recently used last: the oldest is the one let go.
    warmed.delete(key);
    warmed.set(key, known);
    return known;
  }
  const image = new Image();
  image.fetchPriority = 'high';
  if (sizeFormat !== 'none') {
    image.sizes = sizesFor(item);
    image.srcset = buildSrcset(item.src, item.width ?? 2500, sizeFormat);
  }
  image.src = item.src;
  // Decoded off the main thread now rather than while the dialog paints; a broken picture
  // is the view's to report.
  image.decode?.().catch(() => {});
  warmed.set(key, image);
  if (warmed.size > WARMED_LIMIT) warmed.delete(warmed.keys().next().value as string);
  return image;
}
