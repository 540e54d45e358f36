/**
 * Swipe on touch (spec 001 §9: threshold 50 px, time threshold 250 ms) by the runtime's one set of
 * swipe rules, which the gallery uses too: a horizontal flick of at least 50 px within 250 ms
 * changes the slide, and so does a slower drag past a quarter of the width (spec silent: a
 * deliberate drag should count too). Mostly vertical moves do not.
 */
import {
  SWIPE_THRESHOLD_PX,
  type SwipeRelease,
  swipeDirection as swipeRules,
} from '@tessera/runtime';

export function swipeDirection(input: SwipeRelease): 'next' | 'previous' | null {
  const direction = swipeRules(
    input,
    // Every swipe travels the 50 px threshold; a slow one a quarter of the width.
    { flickDistance: SWIPE_THRESHOLD_PX, snapPoints: [0.25] },
  );
  return direction > 0 ? 'next' : direction < 0 ? 'previous' : null;
}
