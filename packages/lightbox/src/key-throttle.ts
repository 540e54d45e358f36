/**
 * spec 001 §2: arrow keys are throttled to one action per 200 ms. Leading edge: the first
 * press acts at once, presses inside the window are dropped (not queued, so holding a key
 * does not leave a backlog of slides to catch up with).
 */
import { LIGHTBOX_KEY_THROTTLE_MS } from './options';

export function createThrottle(
  intervalMs: number = LIGHTBOX_KEY_THROTTLE_MS,
  now: () => number = () => performance.now(),
): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
