/**
 * The marquee's motion as pure functions: when it runs (spec 002 §4), how far the text moves in
 * a frame, and how many copies of the text fill the path so that it loops without a gap.
 */
import { MARQUEE_BASE_SPEED, type MarqueeDirection } from './marquee-options';

export interface MarqueeConditions {
  /** The block intersects the viewport. */
  visible: boolean;
  /** The visitor asked for reduced motion (prefers-reduced-motion: reduce). */
  reducedMotion: boolean;
  /** The visitor pressed the pause button (WCAG 2.2.2). */
  pausedByVisitor: boolean;
  /** The pointer is over the block. */
  hovered: boolean;
  /** The pausedOnHover prop. */
  pausedOnHover: boolean;
}

/** Spec 002 §4: only while intersecting and without reduced motion; hover pauses when asked. */
export function marqueeRuns(conditions: MarqueeConditions): boolean {
  return (
    conditions.visible &&
    !conditions.reducedMotion &&
    !conditions.pausedByVisitor &&
    !(conditions.pausedOnHover && conditions.hovered)
  );
}

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
