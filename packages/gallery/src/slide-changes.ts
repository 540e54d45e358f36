/**
 * Plays the slide index's changes: a change moves the track or the design's slide motion (at once
 * inside `instantly`, else animated while the index refuses further moves), refusals at either end
 * snap a dragged track back; each is then announced on the gallery's events.
 */
import type { DesignModule, GalleryContext, SlideMotion } from './engine';
import type { LayoutWriter } from './layout-writer';

export interface SlideChanges {
  /** Returns the track or the dragged slide to where the current index puts it. */
  snapBack(): void;
  /** How far the finger dragged before the next change, so its animation starts from there. */
  setDragged(px: number): void;
}

export function createSlideChanges(
  context: GalleryContext,
  design: DesignModule,
  writer: LayoutWriter,
  motion: SlideMotion | undefined,
): SlideChanges {
  let dragged = 0;

  context.slideIndex.on('change', ({ from, to, direction }) => {
    if (context.isInstant()) {
      writer.placeTrack(to, 0);
      motion?.jump(from, to);
    } else {
      const duration = motion
        ? motion.animate(from, to, direction, dragged)
        : (design.duration?.(context) ?? context.options.speed);
      context.slideIndex.setAnimating(true);
      context.store.timeout(() => context.slideIndex.setAnimating(false), duration);
      writer.placeTrack(to, duration);
    }
    dragged = 0;
    context.updateState();
    context.emitter.emit('change', {
      index: to,
      previous: from,
      slide: context.slides[to * writer.perRow()],
    });
    for (const hook of context.onChange) hook({ from, to });
  });
  const snapBack = () => {
    if (motion) motion.snapBack();
    else writer.placeTrack(context.slideIndex.index, context.options.speed / 2);
  };
  for (const name of ['reached-beginning', 'reached-end'] as const) {
    context.slideIndex.on(name, (detail) => {
      snapBack();
      context.emitter.emit(name, detail);
    });
  }
  return {
    snapBack,
    setDragged: (px) => {
      dragged = px;
    },
  };
}
