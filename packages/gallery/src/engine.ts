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
  type EventBus,
  LIGHTBOX_OPEN_EVENT,
  type LightboxOpenDetail,
} from '@tessera/runtime';
import { applyAccessibility } from './accessibility';
import type { Autoplay } from './autoplay';
import { createClickInput } from './click-input';
import type { Design } from './design-names';
import type { LayoutOptions } from './designs';
import type { createDragHandler } from './drag-handler';
import { createGalleryContext } from './gallery-context';
import { createGalleryHandle } from './gallery-handle';
import { createKeyboardInput } from './keyboard-input';
import { createLayoutWriter } from './layout-writer';
import type { LayoutContainer, LayoutResult, LayoutSlide } from './layouts/types';
import { NO_ELEMENT, UNKNOWN_DESIGN } from './messages';
import { type GalleryOptions, type GalleryOptionsInput, resolveOptions } from './options';
import type { Slide } from './read-slides';
import { watchResize } from './resize-watcher';
import { createSlideChanges } from './slide-changes';
import type { SlideIndex } from './slide-index';
import { createSlideStateWriter } from './slide-state-writer';

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
  emitter: EventBus<GalleryEvents>;
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
  /**
   * Pointer swipes for the designs that navigate (spec 001 §9 Swipe, New-swipe): pass
   * `createDragHandler`. Without it those designs move by keys, clicks and the handle only; an
   * entry whose designs never navigate (the grid's) leaves it out and ships no swipe code.
   */
  swipe?: typeof createDragHandler;
}

/**
 * Wires the engine's parts, as Embla's Engine does: the context plugins see, the layout writer,
 * the slide state writer, the slide index's changes, the inputs, the resize watcher; then lays
 * out, shows the first slide at once and runs the plugins.
 */
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
  const design = kit.designs[options.design];
  if (!design) throw new Error(`${UNKNOWN_DESIGN} ${options.design}`);
  const context = createGalleryContext(element, options, env, design.interactive, {
    layout: () => writer.layout(),
    perRow: () => writer.perRow(),
    updateState: () => updateState(),
    openLightbox(index) {
      const detail = { index, slides: context.slides };
      context.emitter.emit('open-lightbox', detail);
      element.dispatchEvent(
        new CustomEvent<LightboxOpenDetail>(LIGHTBOX_OPEN_EVENT, { detail, bubbles: true }),
      );
    },
  });
  const motion = design.motion?.(context);
  const writer = createLayoutWriter(context, design);
  const updateState = createSlideStateWriter(context, design);
  // Clicks, keys and (for designs that navigate, with slides to go to, when the kit has them)
  // swipes.
  const changes = createSlideChanges(context, design, writer, motion);
  const swallowNextClick = createClickInput(context, design);
  createKeyboardInput(context, design);
  if (kit.swipe && context.interactive && context.slides.length > 1)
    kit.swipe(context, writer, motion, changes, swallowNextClick);
  watchResize(context, writer.relayout);

  context.store.attribute(element, 'data-gallery-design', design.name);
  if (options.accessibility) applyAccessibility(context);
  writer.relayout();
  // The first slide comes without a transition: the server already shows it.
  if (options.currentIndex) context.instantly(() => context.slideIndex.goTo(options.currentIndex));
  for (const plugin of kit.plugins ?? []) plugin(context);
  updateState();
  context.store.attribute(element, 'data-gallery-ready', '');
  return createGalleryHandle(context, design.name, writer);
}
