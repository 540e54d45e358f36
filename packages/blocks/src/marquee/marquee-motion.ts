/**
 * The marquee's motion as pure functions: how far the text moves in a frame, and how many copies of the text fill the path so that it loops without a gap.
 */
import { MARQUEE_BASE_SPEED, type MarqueeDirection } from './marquee-options';

/**
 * Why a marquee is stopped (spec 002 §4): it runs only while it has none of these. 'offscreen':
 * it does not intersect the viewport; 'reduced-motion': the visitor asks for reduced motion;
 * 'paused': the visitor pressed the pause button (WCAG 2.2.2); 'hover': the pointer is over a
 * marquee with pausedOnHover.
 */
export type MarqueeStop = 'offscreen' | 'reduced-motion' | 'paused' | 'hover';

/**
 * The text's phase after `elapsedMs`: how far (px, 0 to `copyLength`) its first copy has moved
 * left of the path's start. Left adds, right subtracts; both wrap at one copy's length.
 */
export function nextPhase(
  phase: number,
  elapsedMs: number,
  speed: number,
  direction: MarqueeDirection,
  copyLength: number,
): number {
  if (!(copyLength > 0)) return 0;
  const step = (MARQUEE_BASE_SPEED * speed * Math.max(0, elapsedMs)) / 1000;
  const moved = direction === 'left' ? phase + step : phase - step;
  return ((moved % copyLength) + copyLength) % copyLength;
}

/** The largest number of copies drawn, whatever the measurements say. */
export const MARQUEE_MAX_COPIES = 50;

/** Copies that cover a path `pathLength` long from any phase: one more than fit. */
export function copiesNeeded(pathLength: number, copyLength: number): number {
  if (!(copyLength > 0) || !(pathLength > 0)) return 1;
  return Math.min(MARQUEE_MAX_COPIES, Math.ceil(pathLength / copyLength) + 1);
}
