/**
 * Lays the slides out with the design's layout function and writes the boxes and the track
 * position as inline styles through the cleanup store, so destroy restores the server's styles.
 */
import type { DesignModule, GalleryContext } from './engine';
import type { LayoutResult } from './layouts/types';

export interface LayoutWriter {
  /** The current layout; undefined until the first `relayout` with slides. */
  layout(): LayoutResult | undefined;
  /** Slides per group: the carousel's, else 1. */
  perRow(): number;
  /**
   * Moves the track over `duration` ms to where it shows group `index`, less `by` px (a finger
   * dragging it); only designs with a track offset have a track that moves.
   */
  placeTrack(index: number, duration: number, by?: number): void;
  relayout(): void;
}

export function createLayoutWriter(context: GalleryContext, design: DesignModule): LayoutWriter {
  let layout: LayoutResult | undefined;
  let perRow = 1;

  function placeTrack(index: number, duration: number, by = 0): void {
    if (!design.offset) return;
    const to = (layout ? design.offset(layout, index, context) : 0) - by;
    context.store.style(
      context.track,
      'transition',
      duration > 0 ? `transform ${duration}ms ease` : 'none',
    );
    context.store.style(context.track, 'transform', to ? `translate3d(${-to}px, 0, 0)` : 'none');
  }

  function relayout(): void {
    // Nothing to lay out: leave the block as it is (never collapse it to a zero height).
    if (!context.slides.length) return;
    const container = { width: context.width(), windowWidth: context.windowWidth() };
    const groupSize = design.perRow?.(context.options, container.windowWidth) ?? 1;
    if (groupSize !== perRow) {
      // Keep the first shown slide in view when the group size changes.
      const firstShown = context.slideIndex.index * perRow;
      perRow = groupSize;
      context.slideIndex.setCount(Math.max(1, Math.ceil(context.slides.length / perRow)));
      context.slideIndex.follow(Math.floor(firstShown / perRow));
    }
    const current = design.layout(context.slides, container, context.options);
    layout = current;
    context.store.style(context.track, 'position', 'relative');
    context.store.style(context.track, 'height', `${current.height}px`);
    if (design.offset) context.store.style(context.track, 'width', `${container.width}px`);
    current.boxes.forEach((box, index) => {
      const slide = context.slides[index]?.element;
      if (!slide) return;
      context.store.style(slide, 'position', 'absolute');
      context.store.style(slide, 'left', `${box.x}px`);
      context.store.style(slide, 'top', `${box.y}px`);
      context.store.style(slide, 'width', `${box.width}px`);
      context.store.style(slide, 'height', `${box.height}px`);
      context.store.style(slide, 'margin', '0');
    });
    placeTrack(context.slideIndex.index, 0);
    context.updateState();
    context.emitter.emit('layout', { layout: current });
  }

  return { layout: () => layout, perRow: () => perRow, placeTrack, relayout };
}
