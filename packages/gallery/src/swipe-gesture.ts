/**
 * The swipe gesture as pure functions (spec 001 §9 Swipe and New-swipe). The DOM shell feeds it
 * pointer positions; it answers which axis the gesture has and whether a release goes to the next
 * or previous slide.
 *
 * Where the spec is silent: a release commits when the finger travelled the 50 px threshold, or
 * when the whole gesture took at most the 250 ms time threshold and travelled past the 10 px axis
 * lock (a flick). With new-swipe, a slow drag commits past the first snap point instead of 50 px.
 */
import { NEW_SWIPE_AXIS_LOCK_PX, SWIPE_THRESHOLD_PX, SWIPE_TIME_THRESHOLD_MS } from './transitions';

export interface SwipeSettings {
  /** Default 50 px. */
  threshold: number;
  /** Default 250 ms. */
  timeThreshold: number;
  /** Default 10 px. */
  axisLock: number;
  /** Shares of the width (new-swipe snap points); when given, they replace `threshold`. */
  snapPoints?: readonly number[];
}

export const swipeDefaults: SwipeSettings = {
  threshold: SWIPE_THRESHOLD_PX,
  timeThreshold: SWIPE_TIME_THRESHOLD_MS,
  axisLock: NEW_SWIPE_AXIS_LOCK_PX,
};

export type SwipeAxis = 'x' | 'y' | undefined;

/** The axis once the finger has moved past the lock distance; undefined before. */
export function swipeAxis(
  dx: number,
  dy: number,
  axisLock: number = swipeDefaults.axisLock,
): SwipeAxis {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < axisLock) return undefined;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

export interface SwipeRelease {
  dx: number;
  dy: number;
  /** ms from pointer down to release. */
  elapsed: number;
  /** Width of a slide, for snap points. */
  width: number;
}

/** Finger to the left goes next (+1), to the right previous (-1); 0 stays. */
export function swipeDirection(
  release: SwipeRelease,
  settings: Partial<SwipeSettings> = {},
): -1 | 0 | 1 {
  const { threshold, timeThreshold, axisLock, snapPoints } = { ...swipeDefaults, ...settings };
  if (swipeAxis(release.dx, release.dy, axisLock) !== 'x') return 0;
  const distance = Math.abs(release.dx);
  const flick = release.elapsed <= timeThreshold && distance >= axisLock;
  const firstSnap = snapPoints?.length ? Math.min(...snapPoints) : undefined;
  const far =
    firstSnap === undefined ? distance >= threshold : distance >= firstSnap * release.width;
  if (!flick && !far) return 0;
  return release.dx < 0 ? 1 : -1;
}
