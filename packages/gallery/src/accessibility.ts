/**
 * The WAI-ARIA Authoring Practices carousel pattern (on by default): a region with
 * aria-roledescription "carousel", slides as groups with aria-roledescription "slide" and 'n of m'
 * labels, hidden slides out of the accessibility tree and the tab order, and a polite live region
 * only while not rotating (spec: issue 6; WCAG 2.2.2 for the pause control in gallery.ts).
 */
import type { CleanupStore } from '@tessera/runtime';
import { positionLabel } from './messages';
import type { GalleryOptions } from './options';
import type { Slide } from './read-slides';

interface Parts {
  element: HTMLElement;
  track: HTMLElement;
  slides: readonly Slide[];
  interactive: boolean;
  options: GalleryOptions;
  store: CleanupStore;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function applyAccessibility({ element, slides, interactive, options, store }: Parts): void {
  const { labels } = options;
  if (interactive) {
    store.attribute(element, 'role', 'region');
    store.attribute(element, 'aria-roledescription', labels.carousel);
    // APG carousel pattern: the region has a name; the markup's (aria-labelledby its heading is
    // best), else ours.
    if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
      store.attribute(element, 'aria-label', labels.gallery);
    for (const slide of slides) {
      store.attribute(slide.element, 'role', 'group');
      store.attribute(slide.element, 'aria-roledescription', labels.slide);
      store.attribute(
        slide.element,
        'aria-label',
        positionLabel(labels, slide.index, slides.length),
      );
    }
    // Arrow keys need focus inside: without any control to focus, the viewport takes it.
    const viewport = element.querySelector('[data-part="viewport"]');
    if (viewport && !element.querySelector(FOCUSABLE)) {
      store.attribute(viewport, 'tabindex', '0');
    }
    for (const part of ['previous', 'next'] as const) {
      const control = element.querySelector(`[data-part="${part}"]`);
      if (control && !control.hasAttribute('aria-label'))
        store.attribute(control, 'aria-label', labels[part]);
    }
  }
  // A slide that opens the lightbox is a button for keyboard and screen reader users; the strip's
  // slides take Enter and Space as a click (spec 001 §4), so they are focusable too.
  if (options.lightbox || options.design === 'slider') {
    for (const slide of slides) {
      if (slide.element.matches(FOCUSABLE) || slide.element.querySelector('a[href], button'))
        continue;
      // A figure with a figcaption may take no role but its own (ARIA in HTML): its image is the
      // button then (Enter and Space on it reach the slide's key handler).
      const button = slide.element.matches('figure:has(figcaption)')
        ? slide.element.querySelector('img')
        : slide.element;
      store.attribute(button ?? slide.element, 'tabindex', '0');
      if (!interactive && button) {
        store.attribute(button, 'role', 'button');
        store.attribute(
          button,
          'aria-label',
          slide.alt || positionLabel(labels, slide.index, slides.length),
        );
      }
    }
  }
}

export function updateAccessibility(
  { track, slides, interactive, options, store }: Parts,
  shown: ReadonlySet<number>,
  rotating: boolean,
): void {
  if (!interactive) return;
  // Announce changes politely, except while rotating, where announcements would never stop.
  store.attribute(track, 'aria-live', rotating ? 'off' : 'polite');
  store.attribute(track, 'aria-atomic', 'false');
  // The strip shows its neighbours and selects them on click, so they stay reachable.
  if (options.design === 'slider') return;
  for (const slide of slides) {
    const visible = shown.has(slide.index);
    // inert keeps hidden slides' links out of the tab order and the accessibility tree.
    store.attribute(slide.element, 'aria-hidden', visible ? null : 'true');
    store.attribute(slide.element, 'inert', visible ? null : '');
  }
}
