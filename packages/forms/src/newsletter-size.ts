/**
 * spec 002 §9: the newsletter small-container threshold, 320 px. A newsletter form narrower
 * than that gets `tessera-newsletter--small`, so the site's CSS can stack its email field and
 * button (the spec gives the threshold, not the layout). Watched with a ResizeObserver.
 */
import { classNames } from './form-anatomy';

/** spec 002 §9: newsletter small-container threshold. */
export const NEWSLETTER_SMALL_BELOW_PX = 320;

/** Small below 320 px; 0 (not laid out, hidden) is not small, as for the captcha. */
export function isSmallNewsletter(width: number): boolean {
  return width > 0 && width < NEWSLETTER_SMALL_BELOW_PX;
}

/** Keeps the small class of `element` in step with its width. Returns the cleanup. */
export function watchNewsletterSize(
  element: HTMLElement,
  Observer: typeof ResizeObserver | undefined = globalThis.ResizeObserver,
): () => void {
  const apply = (width: number) =>
    element.classList.toggle(classNames.newsletterSmall, isSmallNewsletter(width));
  apply(element.getBoundingClientRect().width);
  const observer = Observer
    ? new Observer((entries) => {
        for (const entry of entries) apply(entry.contentRect.width);
      })
    : undefined;
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    element.classList.remove(classNames.newsletterSmall);
  };
}
