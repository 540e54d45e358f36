/**
 * Swipe with pointer events (spec 001 §9 Swipe, New-swipe): the slide or track follows the finger
 * once the gesture locks to the horizontal axis, and the release goes next, previous or back by
 * the runtime's shared swipe rules. A vertical gesture is left to the page (it scrolls).
 */
import { type SwipeAxis, swipeAxis, swipeDirection } from '@tessera/runtime';
import type { GalleryContext, SlideMotion } from './engine';
import type { LayoutWriter } from './layout-writer';
import { applyBoundary } from './new-swipe-options';
import type { SlideChanges } from './slide-changes';

/** The pointerdown that started the drag (an event's fields do not change after dispatch). */
type Press = Pick<PointerEvent, 'clientX' | 'clientY' | 'timeStamp' | 'pointerId'>;

/** Moves the slide or track `by` px from where the index puts it, held back at the ends. */
function follow(
  context: GalleryContext,
  writer: LayoutWriter,
  motion: SlideMotion | undefined,
  by: number,
): void {
  const atStart = !context.slideIndex.loop && context.slideIndex.index === 0 && by > 0;
  const atEnd =
    !context.slideIndex.loop && context.slideIndex.index === context.slideIndex.count - 1 && by < 0;
  const { start: first, end: last } = context.options.newSwipe.boundaries;
  const bounded = atStart ? applyBoundary(by, first) : atEnd ? applyBoundary(by, last) : by;
  if (motion) {
    if (motion.draggable) motion.follow(bounded);
  } else writer.placeTrack(context.slideIndex.index, 0, bounded);
}

/** Commits a released drag: a move when the swipe rules say so, else back to where it was. */
function release(
  context: GalleryContext,
  motion: SlideMotion | undefined,
  changes: SlideChanges,
  event: PointerEvent,
  press: Press,
  dx: number,
): void {
  const gesture = {
    dx,
    dy: event.clientY - press.clientY,
    elapsed: event.timeStamp - press.timeStamp,
    width: context.width(),
  };
  const snapPoints =
    context.options.transition === 'new-swipe' ? context.options.newSwipe.snapPoints : [];
  const direction = event.type === 'pointercancel' ? 0 : swipeDirection(gesture, { snapPoints });
  changes.setDragged(motion && !motion.draggable ? 0 : dx);
  const outcome = direction ? context.slideIndex[direction > 0 ? 'next' : 'previous']() : undefined;
  if (outcome?.kind !== 'change') {
    changes.setDragged(0);
    changes.snapBack();
  }
}

export function createDragHandler(
  context: GalleryContext,
  writer: LayoutWriter,
  motion: SlideMotion | undefined,
  changes: SlideChanges,
  swallowNextClick: () => void,
): void {
  let press: Press | undefined;
  let axis: SwipeAxis;
  let dx = 0;
  let moved = false;
  let dragging = false;
  context.store.listen(context.viewport, 'pointerdown', (event: PointerEvent) => {
    if (event.button !== 0 || !event.isPrimary || context.slideIndex.animating) return;
    press = event;
    axis = undefined;
    dx = 0;
  });
  context.store.listen(context.viewport, 'pointermove', (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    dx = event.clientX - press.clientX;
    axis ??= swipeAxis(dx, event.clientY - press.clientY);
    if (axis === 'y') {
      // A scroll, not a swipe; and not a click either once the pointer comes up.
      press = undefined;
      moved = true;
      return;
    }
    if (axis !== 'x') return;
    if (!dragging) {
      dragging = true;
      context.viewport.setPointerCapture?.(event.pointerId);
      context.store.attribute(context.element, 'data-dragging', '');
    }
    follow(context, writer, motion, dx);
  });
  const finish = (event: PointerEvent) => {
    if (moved) {
      moved = false;
      swallowNextClick();
    }
    if (!press || event.pointerId !== press.pointerId) return;
    const released = press;
    press = undefined;
    if (!dragging) return;
    dragging = false;
    swallowNextClick();
    context.store.attribute(context.element, 'data-dragging', null);
    release(context, motion, changes, event, released, dx);
  };
  // A native image drag would cancel the pointer stream.
  context.store.listen(context.viewport, 'dragstart', (event: DragEvent) => event.preventDefault());
  context.store.listen(context.viewport, 'pointerup', finish);
  context.store.listen(context.viewport, 'pointercancel', finish);
}
