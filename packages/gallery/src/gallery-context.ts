/**
 * What design modules and plugins see of a running gallery, built in one place: the parts found
 * in the markup, the shared state (cleanup store, events, slide index), the functions the engine
 * wires in, and the instant-move switch.
 */
import { createCleanupStore, createEventBus } from '@tessera/runtime';
import type { GalleryContext, GalleryEnvironment, GalleryEvents } from './engine';
import type { LayoutResult } from './layouts/types';
import type { GalleryOptions } from './options';
import { readSlides } from './read-slides';
import { createSlideIndex } from './slide-index';

/** The engine's own functions, bound late because they need the context themselves. */
interface GalleryWiring {
  layout(): LayoutResult | undefined;
  perRow(): number;
  updateState(): void;
  openLightbox(index: number): void;
}

export function createGalleryContext(
  element: HTMLElement,
  options: GalleryOptions,
  environment: GalleryEnvironment,
  interactive: boolean,
  wiring: GalleryWiring,
): GalleryContext {
  const view = environment.window;
  const slides = readSlides(element);
  const track = (slides[0]?.element.parentElement ?? element) as HTMLElement;
  const viewport = (element.querySelector<HTMLElement>('[data-part="viewport"]') ??
    track.parentElement ??
    element) as HTMLElement;
  const slideIndex = createSlideIndex({ count: slides.length, loop: options.loop });
  let instant = false;
  return {
    ...wiring,
    element,
    interactive,
    view,
    options,
    slides,
    track,
    viewport,
    store: createCleanupStore(),
    emitter: createEventBus<GalleryEvents>(),
    slideIndex,
    environment,
    width: () => viewport.clientWidth || viewport.getBoundingClientRect().width,
    windowWidth: () => view.innerWidth,
    instantly(move) {
      const was = instant;
      instant = true;
      // An instant move interrupts a running transition rather than being refused by it.
      slideIndex.setAnimating(false);
      try {
        move();
      } finally {
        instant = was;
      }
    },
    isInstant: () => instant,
    onChange: new Set(),
    onState: new Set(),
  };
}
