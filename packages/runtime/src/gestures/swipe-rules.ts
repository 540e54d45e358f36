/**
 * The swipe rules as pure functions, shared by every block that swipes (the gallery and the
 * lightbox), so that a gesture means the same everywhere on a page. A DOM shell feeds pointer
 * positions in; these answer which axis the gesture has and whether a release goes to the next or
 * the previous slide. Constants from spec 001 §9 (Swipe, New-swipe).
 *
 * Where the spec is silent: a release commits when it is horizontal, travelled at least the flick
 * distance, and either took at most the 250 ms time threshold (a flick) or travelled the 50 px
 * threshold (a slow drag). Snap points (shares of the width) replace the 50 px for a slow drag.
 */

/** spec 001 §9 Swipe: threshold 50 px. */
export const SWIPE_THRESHOLD_PX = 50;
/** spec 001 §9 Swipe: time threshold 250 ms. */
export const SWIPE_TIME_THRESHOLD_MS = 250;
/** spec 001 §9 New-swipe: axis lock after 10 px. */
export const SWIPE_AXIS_LOCK_PX = 10;

export interface SwipeSettings {
  /** Travel in px past which a slow drag commits. Default 50 (spec 001 §9). */
  threshold: number;
  /** A release within this many ms of the press is a flick. Default 250 (spec 001 §9). */
  timeThreshold: number;
  /** Travel in px before the axis is decided. Default 10 (spec 001 §9 New-swipe). */
  axisLock: number;
  /** The least travel in px of any swipe, flick or drag. Default the axis lock. */
  flickDistance?: number;
  /** Shares of the width (0-1); when given, the smallest replaces `threshold` for slow drags. */
  snapPoints?: readonly number[];
}

export const swipeDefaults: SwipeSettings = {
  threshold: SWIPE_THRESHOLD_PX,
  timeThreshold: SWIPE_TIME_THRESHOLD_MS,
  axisLock: SWIPE_AXIS_LOCK_PX,
};

export type SwipeAxis = 'x' | 'y' | undefined;

/** The axis once the finger has moved past the lock distance; undefined before. */
export function swipeAxis(
  dx: number,
  dy: number,
  axisLock: number = SWIPE_AXIS_LOCK_PX,
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
  const axisLock = settings.axisLock ?? SWIPE_AXIS_LOCK_PX;
  const distance = Math.abs(release.dx);
  // A slow drag must travel the threshold, or past the first snap point when there are some.
  const far = settings.snapPoints?.length
    ? Math.min(...settings.snapPoints) * release.width
    : (settings.threshold ?? SWIPE_THRESHOLD_PX);
  const flick = release.elapsed <= (settings.timeThreshold ?? SWIPE_TIME_THRESHOLD_MS);
  if (swipeAxis(release.dx, release.dy, axisLock) !== 'x') return 0;
  if (distance < (settings.flickDistance ?? axisLock) || (!flick && distance < far)) return 0;
  return release.dx < 0 ? 1 : -1;
}
