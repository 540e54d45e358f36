/**
 * The gallery engine: the DOM shell around the pure core. It reads the server markup, lays the
 * slides out with the design's layout function, keeps the slide index, routes keyboard, clicks and
 * swipes, and writes state back. What differs per design (track offsets, slide motion, click
 * rules) comes in as a design module, and optional behaviour (autoplay, history) as plugins, so an
 * entry ships only what it uses. Every side effect goes through one cleanup store: `destroy()`
 * leaves the markup as the server sent it.
 */

import {
  type CleanupStore,
  createCleanupStore,
  LIGHTBOX_OPEN_EVENT,
  type LightboxOpenDetail,
} from '@tessera/runtime';
import { applyAccessibility, updateAccessibility } from './accessibility';
import type { Autoplay } from './autoplay';
import type { Design } from './design-names';
import type { LayoutOptions } from './designs';
import { createEmitter, type Emitter } from './emitter';
import type { LayoutContainer, LayoutResult, LayoutSlide } from './layouts/types';
import { NO_ELEMENT, UNKNOWN_DESIGN } from './messages';
import { applyBoundary } from './new-swipe-options';
import { type GalleryOptions, type GalleryOptionsInput, resolveOptions } from './options';
import { readSlides, type Slide } from './read-slides';
import { createSlideIndex, type SlideIndex, type SlideIndexOutcome } from './slide-index';
import { swipeAxis, swipeDirection } from './swipe-gesture';

export interface GalleryEvents {
  /** The shown slide changed (for the carousel, `index` is the group). */
  change: { index: number; previous: number; slide: Slide | undefined };
  'reached-beginning': { index: number };
  'reached-end': { index: number };
  /** A slide was activated with the lightbox on (click, Enter or Space). */
  'open-lightbox': { index: number; slides: readonly Slide[] };
  /** Inside the site editor frame a click-through url fires this instead of navigating. */
  'click-through-bypass': { index: number; url: string };
  autoplay: { running: boolean };
  layout: { layout: LayoutResult };
}

/**
 * The DOM CustomEvent fired on the block element when a slide asks for the lightbox: the
 * runtime's one open event, which @tessera/lightbox answers (the gallery never imports it).
 */
export { LIGHTBOX_OPEN_EVENT as GALLERY_OPEN_EVENT } from '@tessera/runtime';

/** What the shell needs from the page; injectable for tests. */
export interface GalleryEnvironment {
  window: Window;
  navigate(url: string): void;
  random(): number;
}

export interface Gallery {
  readonly element: HTMLElement;
  readonly slides: readonly Slide[];
  readonly options: GalleryOptions;
  readonly design: Design;
  /** The shown slide (for the carousel: the group). */
  readonly index: number;
  readonly slideIndex: SlideIndex;
  readonly layout: LayoutResult | undefined;
  /** Present when the build includes the autoplay plugin. */
  readonly autoplay: Autoplay | undefined;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** Asks for the lightbox at `index` (what Enter, Space and clicks do with the lightbox on). */
  openLightbox(index: number): void;
  relayout(): void;
  on<K extends keyof GalleryEvents>(
    name: K,
    handler: (detail: GalleryEvents[K]) => void,
  ): () => void;
  off<K extends keyof GalleryEvents>(name: K, handler: (detail: GalleryEvents[K]) => void): void;
  destroy(): void;
}

/** What design modules and plugins see of a running gallery. */
export interface GalleryContext {
  element: HTMLElement;
  /** The design shows one slide or group at a time and navigates. */
  interactive: boolean;
  view: Window;
  options: GalleryOptions;
  slides: readonly Slide[];
  track: HTMLElement;
  viewport: HTMLElement;
  store: CleanupStore;
  emitter: Emitter<GalleryEvents>;
  slideIndex: SlideIndex;
  environment: GalleryEnvironment;
  /** The current layout (set before plugins run). */
  layout(): LayoutResult | undefined;
  /** Slides per group: the carousel's, else 1. */
  perRow(): number;
  width(): number;
  windowWidth(): number;
  /** Moves without animating (the first slide, history). */
  instantly(move: () => void): void;
  /** True while `instantly` runs. */
  isInstant(): boolean;
  updateState(): void;
  openLightbox(index: number): void;
  /** Set by the autoplay plugin; `fromAutoplay` is true while autoplay moves. */
  autoplay?: Autoplay;
  fromAutoplay?: boolean;
  /** Hooks plugins add to. */
  onChange: Set<(change: { from: number; to: number }) => void>;
  onState: Set<() => void>;
}

/** How a design whose slides move themselves (stacked, slideshow) animates a change. */
export interface SlideMotion {
  /** Starts the change; returns its duration in ms. */
  animate(from: number, to: number, direction: 1 | -1, dragged: number): number;
  /** Shows `to` at once. */
  jump(from: number, to: number): void;
  /** The current slide follows a finger. */
  follow(offset: number): void;
  snapBack(): void;
  /** Whether slides follow the finger while dragging. */
  draggable: boolean;
}

export interface DesignModule {
  name: Design;
  layout(
    slides: readonly LayoutSlide[],
    container: LayoutContainer,
    options: LayoutOptions,
  ): LayoutResult;
  interactive: boolean;
  /** Slides per group for a window width (the carousel). Default 1. */
  perRow?(options: GalleryOptions, windowWidth: number): number;
  /** Track offset to show `index` (carousel, strip); without it the track never moves. */
  offset?(layout: LayoutResult, index: number, context: GalleryContext): number;
  /** Duration of a track move in ms. Default the speed option. */
  duration?(context: GalleryContext): number;
  /** Slide motion for designs without a track offset (stacked, slideshow). */
  motion?(context: GalleryContext): SlideMotion;
  /** A click, Enter or Space on a slide; return true when handled. */
  activate?(context: GalleryContext, slide: Slide, event: MouseEvent | KeyboardEvent): boolean;
  /** Extra state written after each change (controls, inactive videos). */
  update?(context: GalleryContext, shown: ReadonlySet<number>): void;
  /** Whether Enter and Space act on slides even without the lightbox. */
  keyActivates?: boolean;
}

export type GalleryPlugin = (context: GalleryContext) => void;

export interface GalleryKit {
  designs: Partial<Record<Design, DesignModule>>;
  plugins?: readonly GalleryPlugin[];
}

const KEY_CODES: Record<string, number> = {
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
};

export function createEngine(
  element: HTMLElement,
  given: GalleryOptionsInput,
  environment: Partial<GalleryEnvironment>,
  kit: GalleryKit,
): Gallery {
  if (!element || typeof element.querySelectorAll !== 'function') throw new TypeError(NO_ELEMENT);
  const view = environment.window ?? element.ownerDocument.defaultView ?? window;
  const env: GalleryEnvironment = {
    window: view,
    navigate: environment.navigate ?? ((url: string) => view.location.assign(url)),
    random: environment.random ?? Math.random,
  };
  const options = resolveOptions({ inEditor: view.top !== view.self, ...given });
  const found = kit.designs[options.design];
  if (!found) throw new Error(`${UNKNOWN_DESIGN} ${options.design}`);
  const design: DesignModule = found;
  const slides = readSlides(element);
  const store = createCleanupStore();
  const emitter = createEmitter<GalleryEvents>();
  const interactive = design.interactive;
  const track = (slides[0]?.element.parentElement ?? element) as HTMLElement;
  const viewport = (element.querySelector<HTMLElement>('[data-part="viewport"]') ??
    track.parentElement ??
    element) as HTMLElement;

  let layout: LayoutResult | undefined;
  let perRow = 1;
  let instant = false;
  let dragged = 0;
  const slideIndex = createSlideIndex({ count: slides.length, loop: options.loop });
  const groups = () => Math.max(1, Math.ceil(slides.length / perRow));
  const width = () => viewport.clientWidth || viewport.getBoundingClientRect().width;
  const windowWidth = () => view.innerWidth;

  const context: GalleryContext = {
    element,
    interactive,
    view,
    options,
    slides,
    track,
    viewport,
    store,
    emitter,
    slideIndex,
    environment: env,
    layout: () => layout,
    perRow: () => perRow,
    width,
    windowWidth,
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
    updateState,
    openLightbox,
    onChange: new Set(),
    onState: new Set(),
  };
  const motion = design.motion?.(context);

  // --- layout -----------------------------------------------------------------------------
  const offset = (index: number) =>
    layout && design.offset ? design.offset(layout, index, context) : 0;

  function placeTrack(to: number, duration: number): void {
    if (!design.offset) return;
    store.style(track, 'transition', duration > 0 ? `transform ${duration}ms ease` : 'none');
    store.style(track, 'transform', to ? `translate3d(${-to}px, 0, 0)` : 'none');
  }

  function relayout(): void {
    // Nothing to lay out: leave the block as it is (never collapse it to a zero height).
    if (!slides.length) return;
    const container = { width: width(), windowWidth: windowWidth() };
    const groupSize = design.perRow?.(options, container.windowWidth) ?? 1;
    if (groupSize !== perRow) {
      // Keep the first shown slide in view when the group size changes.
      const firstShown = slideIndex.index * perRow;
      perRow = groupSize;
      slideIndex.setCount(groups());
      slideIndex.follow(Math.floor(firstShown / perRow));
    }
    layout = design.layout(slides, container, options);
    store.style(track, 'position', 'relative');
    store.style(track, 'height', `${layout.height}px`);
    if (design.offset) store.style(track, 'width', `${container.width}px`);
    layout.boxes.forEach((box, index) => {
      const slide = slides[index]?.element;
      if (!slide) return;
      store.style(slide, 'position', 'absolute');
      store.style(slide, 'left', `${box.x}px`);
      store.style(slide, 'top', `${box.y}px`);
      store.style(slide, 'width', `${box.width}px`);
      store.style(slide, 'height', `${box.height}px`);
      store.style(slide, 'margin', '0');
    });
    placeTrack(offset(slideIndex.index), 0);
    updateState();
    emitter.emit('layout', { layout });
  }

  // --- state written to the DOM -------------------------------------------------------------
  function updateState(): void {
    // The carousel's last group sits flush with the right edge, so it shows the last `perRow`
    // slides: those are the ones to mark shown (and to keep out of inert).
    const first = Math.max(0, Math.min(slideIndex.index * perRow, slides.length - perRow));
    const shown = new Set(
      slides
        .map((slide) => slide.index)
        .filter((index) => index >= first && index < first + perRow),
    );
    for (const slide of slides) {
      store.attribute(
        slide.element,
        'data-active',
        !interactive || shown.has(slide.index) ? '' : null,
      );
    }
    design.update?.(context, shown);
    if (options.accessibility) {
      updateAccessibility({
        element,
        track,
        slides,
        shown,
        interactive,
        options,
        rotating: context.autoplay?.running ?? false,
        store,
      });
    }
    for (const hook of context.onState) hook();
  }

  // --- changes ------------------------------------------------------------------------------
  slideIndex.on('change', ({ from, to, direction }) => {
    if (instant) {
      placeTrack(offset(to), 0);
      motion?.jump(from, to);
    } else {
      const duration = motion
        ? motion.animate(from, to, direction, dragged)
        : (design.duration?.(context) ?? options.speed);
      slideIndex.setAnimating(true);
      store.timeout(() => slideIndex.setAnimating(false), duration);
      placeTrack(offset(to), duration);
    }
    dragged = 0;
    updateState();
    emitter.emit('change', { index: to, previous: from, slide: slides[to * perRow] });
    for (const hook of context.onChange) hook({ from, to });
  });
  const snapBack = () => {
    if (motion) motion.snapBack();
    else placeTrack(offset(slideIndex.index), options.speed / 2);
  };
  slideIndex.on('reached-beginning', (detail) => {
    snapBack();
    emitter.emit('reached-beginning', detail);
  });
  slideIndex.on('reached-end', (detail) => {
    snapBack();
    emitter.emit('reached-end', detail);
  });

  // --- lightbox ------------------------------------------------------------------------------
  function openLightbox(index: number): void {
    const detail = { index, slides };
    emitter.emit('open-lightbox', detail);
    element.dispatchEvent(
      new CustomEvent<LightboxOpenDetail>(LIGHTBOX_OPEN_EVENT, { detail, bubbles: true }),
    );
  }

  // --- interaction ----------------------------------------------------------------------------
  const slideOf = (target: EventTarget | null): Slide | undefined => {
    const node = target instanceof Element ? target.closest<HTMLElement>('[data-slide]') : null;
    return slides.find((slide) => slide.element === node);
  };
  const move = (direction: 1 | -1): SlideIndexOutcome =>
    direction > 0 ? slideIndex.next() : slideIndex.previous();

  function activate(slide: Slide, event: MouseEvent | KeyboardEvent): void {
    // Links inside a slide do their own thing (spec 001 §4).
    if (event.target instanceof Element && event.target.closest('a[href]')) return;
    if (design?.activate?.(context, slide, event)) return;
    if (options.lightbox && slide.type === 'image' && !slide.clickThroughUrl) {
      openLightbox(slide.index);
    } else if (slide.clickThroughUrl) {
      if (options.inEditor)
        emitter.emit('click-through-bypass', { index: slide.index, url: slide.clickThroughUrl });
      else env.navigate(slide.clickThroughUrl);
    }
  }

  let suppressClick = false;
  const swallowNextClick = () => {
    suppressClick = true;
    store.timeout(() => {
      suppressClick = false;
    }, 0);
  };
  store.listen(element, 'click', (event: MouseEvent) => {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return;
    }
    const target = event.target as Element | null;
    if (target?.closest('[data-part="previous"]')) return void slideIndex.previous();
    if (target?.closest('[data-part="next"]')) return void slideIndex.next();
    const slide = slideOf(target);
    if (slide) activate(slide, event);
  });

  store.listen(element, 'keydown', (event: KeyboardEvent) => {
    const target = event.target as Element | null;
    const code = event.keyCode || KEY_CODES[event.key] || 0;
    if (options.keyboard && interactive && !target?.closest('input, textarea, select')) {
      // spec 001 §2: left and right arrows (37, 39) by default.
      const direction = code === options.keys.previous ? -1 : code === options.keys.next ? 1 : 0;
      if (direction) {
        event.preventDefault();
        move(direction);
        return;
      }
    }
    // spec 001 §2: Enter and Space open the lightbox from a slide (§4: a click on the strip).
    if ((event.key === 'Enter' || event.key === ' ') && target) {
      const slide = slideOf(target);
      if (!slide || (target !== slide.element && target.closest('a[href], button'))) return;
      if (options.lightbox || design.keyActivates) {
        event.preventDefault();
        activate(slide, event);
      }
    }
  });

  // Swipe with pointer events (spec 001 §9 Swipe, New-swipe).
  if (interactive && slides.length > 1) {
    let start: { x: number; y: number; time: number; id: number } | undefined;
    let axis: 'x' | 'y' | undefined;
    let dx = 0;
    let moved = false;
    let dragging = false;
    const follow = (by: number) => {
      const atStart = !slideIndex.loop && slideIndex.index === 0 && by > 0;
      const atEnd = !slideIndex.loop && slideIndex.index === slideIndex.count - 1 && by < 0;
      const { start: first, end: last } = options.newSwipe.boundaries;
      const bounded = atStart ? applyBoundary(by, first) : atEnd ? applyBoundary(by, last) : by;
      if (motion) {
        if (motion.draggable) motion.follow(bounded);
      } else placeTrack(offset(slideIndex.index) - bounded, 0);
    };
    store.listen(viewport, 'pointerdown', (event: PointerEvent) => {
      if (event.button !== 0 || !event.isPrimary || slideIndex.animating) return;
      start = { x: event.clientX, y: event.clientY, time: event.timeStamp, id: event.pointerId };
      axis = undefined;
      dx = 0;
    });
    store.listen(viewport, 'pointermove', (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      dx = event.clientX - start.x;
      axis ??= swipeAxis(dx, event.clientY - start.y);
      if (axis === 'y') {
        // A scroll, not a swipe; and not a click either once the pointer comes up.
        start = undefined;
        moved = true;
        return;
      }
      if (axis !== 'x') return;
      if (!dragging) {
        dragging = true;
        viewport.setPointerCapture?.(event.pointerId);
        store.attribute(element, 'data-dragging', '');
      }
      follow(dx);
    });
    const finish = (event: PointerEvent) => {
      if (moved) {
        moved = false;
        swallowNextClick();
      }
      if (!start || event.pointerId !== start.id) return;
      const release = {
        dx,
        dy: event.clientY - start.y,
        elapsed: event.timeStamp - start.time,
        width: width(),
      };
      start = undefined;
      if (!dragging) return;
      dragging = false;
      swallowNextClick();
      store.attribute(element, 'data-dragging', null);
      const snapPoints = options.transition === 'new-swipe' ? options.newSwipe.snapPoints : [];
      const direction =
        event.type === 'pointercancel' ? 0 : swipeDirection(release, { snapPoints });
      dragged = motion && !motion.draggable ? 0 : release.dx;
      const outcome = direction ? move(direction) : undefined;
      if (outcome?.kind !== 'change') {
        dragged = 0;
        snapBack();
      }
    };
    // A native image drag would cancel the pointer stream.
    store.listen(viewport, 'dragstart', (event: DragEvent) => event.preventDefault());
    store.listen(viewport, 'pointerup', finish);
    store.listen(viewport, 'pointercancel', finish);
  }

  // Layouts recompute on resize (spec 001 §4 "Static layouts"; the carousel and strip too, since
  // their boxes depend on the width), debounced (spec 001 §9: gallery default 300 ms).
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
    }, options.resizeDebounce);
  };
  const Observer = (view as Window & typeof globalThis).ResizeObserver;
  if (typeof Observer === 'function') {
    const observer = new Observer(onResize);
    observer.observe(viewport);
    store.add(() => observer.disconnect());
  }
  store.listen(view, 'resize', onResize);

  // --- start ----------------------------------------------------------------------------------
  store.attribute(element, 'data-gallery-design', design.name);
  if (options.accessibility)
    applyAccessibility({ element, track, slides, interactive, options, store });
  relayout();
  // The first slide comes without a transition: the server already shows it.
  if (options.currentIndex) context.instantly(() => slideIndex.goTo(options.currentIndex));
  for (const plugin of kit.plugins ?? []) plugin(context);
  updateState();
  store.attribute(element, 'data-gallery-ready', '');

  return {
    element,
    slides,
    options,
    design: design.name,
    get index() {
      return slideIndex.index;
    },
    slideIndex,
    get layout() {
      return layout;
    },
    get autoplay() {
      return context.autoplay;
    },
    next: () => void slideIndex.next(),
    previous: () => void slideIndex.previous(),
    goTo: (index) => void slideIndex.goTo(index),
    openLightbox,
    relayout,
    on: emitter.on,
    off: emitter.off,
    destroy() {
      context.autoplay?.stop();
      store.clear();
      slideIndex.destroy();
      emitter.clear();
    },
  };
}
