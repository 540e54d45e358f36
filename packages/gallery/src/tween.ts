/**
 * A tween: calls `step` with the progress (0 to 1, eased) on each animation frame for `duration`
 * ms. spec 001 §5: it needs a function and a finite duration (default 300 ms); the messages are
 * §8's.
 */
import { TWEEN_NEEDS_DURATION, TWEEN_NEEDS_FUNCTION } from './messages';

export const TWEEN_DEFAULT_DURATION_MS = 300;

export interface TweenPlatform {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

const browserPlatform = (): TweenPlatform => ({
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
});

/** Ease-out cubic: fast start, gentle landing. */
const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/** Starts the tween; returns the function that stops it. */
export function tween(
  step: (progress: number) => void,
  duration: number = TWEEN_DEFAULT_DURATION_MS,
  options: { easing?: (t: number) => number; onDone?: () => void; platform?: TweenPlatform } = {},
): () => void {
  if (typeof step !== 'function') throw new TypeError(TWEEN_NEEDS_FUNCTION);
  if (typeof duration !== 'number' || !Number.isFinite(duration)) {
    throw new TypeError(TWEEN_NEEDS_DURATION);
  }
  const platform = options.platform ?? browserPlatform();
  const easing = options.easing ?? easeOut;
  const start = platform.now();
  let handle = 0;
  let stopped = false;
  const frame = () => {
    if (stopped) return;
    const elapsed = platform.now() - start;
    const progress = duration <= 0 ? 1 : Math.min(1, elapsed / duration);
    step(easing(progress));
    if (progress < 1) handle = platform.requestFrame(frame);
    else options.onDone?.();
  };
  handle = platform.requestFrame(frame);
  return () => {
    stopped = true;
    platform.cancelFrame(handle);
  };
}
