/**
 * What the small entry does at the click, before the core has arrived (PhotoSwipe v5's
 * preloadFirstSlide, and a step further): it puts the overlay's backdrop in the page at once,
 * fading in as the spec says (0.3 s to 0.95), and starts fetching the first picture, so neither
 * waits for the dynamic import. The core's dialog then opens over the backdrop, which leaves
 * once the dialog's own overlay has faded in.
 */
import { buildSrcset, siteImageUrlBuilder } from '@tessera/media';
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

/**
 * Pictures warmed ahead of the view, by key: held until the view has its own <img> for them.
 * At most WARMED_LIMIT are kept, and only one may still be downloading: warming another stops
 * it, so a pointer or focus moving along a grid never queues up pictures.
 */
const WARMED_LIMIT = 4;
const warmed = new Map<string, HTMLImageElement>();

function keyOf(item: LightboxItem, sizeFormat: LightboxOptions['sizeFormat']): string {
  return `${sizeFormat} ${item.width ?? ''}x${item.height ?? ''} ${item.src}`;
}

/** Stops a download that is still under way (a finished one stays in the page's image list). */
function stop(image: HTMLImageElement): void {
  if (image.complete) return;
  image.removeAttribute('srcset');
  image.removeAttribute('src');
}

/**
 * Starts fetching and decoding a slide's picture with the same srcset and sizes the view will
 * use, so the view's <img> finds it in the document's image list (or joins its download). A
 * second call for one returns the same element and starts nothing.
 */
export function warmImage(
  item: LightboxItem | undefined,
  sizeFormat: LightboxOptions['sizeFormat'] = 'queryString',
): HTMLImageElement | undefined {
  if (!item?.src || item.type === 'video') return undefined;
  const key = keyOf(item, sizeFormat);
  const known = warmed.get(key);
  if (known) {
    // Most recently used last: the oldest is the one let go.
    warmed.delete(key);
    warmed.set(key, known);
    return known;
  }
  for (const [other, image] of warmed) {
    if (!image.complete) {
      stop(image);
      warmed.delete(other);
    }
  }
  const image = new Image();
  image.fetchPriority = 'high';
  const url = siteImageUrlBuilder(sizeFormat);
  if (url) {
    image.sizes = sizesFor(item);
    image.srcset = buildSrcset(item.src, item.width ?? 2500, url);
  }
  image.src = item.src;
  // Decoded ahead rather than while the dialog paints; a broken picture is the view's to report.
  image.decode?.().catch(() => {});
  warmed.set(key, image);
  if (warmed.size > WARMED_LIMIT) {
    const [oldest, image] = warmed.entries().next().value as [string, HTMLImageElement];
    stop(image);
    warmed.delete(oldest);
  }
  return image;
}

/**
 * Lets a warmed picture go: `stop` for one nobody will show (a touch that became a scroll)
 * ends its download; otherwise it only leaves the cache (the view holds it now).
 */
export function releaseWarmImage(
  item: LightboxItem | undefined,
  sizeFormat: LightboxOptions['sizeFormat'] = 'queryString',
  { stop: stopDownload = false } = {},
): void {
  if (!item?.src) return;
  const key = keyOf(item, sizeFormat);
  const image = warmed.get(key);
  if (!image) return;
  if (stopDownload) stop(image);
  warmed.delete(key);
}
