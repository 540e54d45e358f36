/**
 * Autoplay rules as pure functions (spec 001 §4 "Autoplay", §9): off with ?nomotion=true and,
 * beyond the spec, under prefers-reduced-motion (WCAG 2.2.2); every timeout (default 5000 ms,
 * block data autoplay-duration in seconds); random mode picks another slide.
 */
export const AUTOPLAY_TIMEOUT_MS = 5000;

/** spec 001 §4: off when the page url has the query nomotion=true. */
export function hasNoMotionQuery(url: string): boolean {
  try {
    return new URL(url, 'http://localhost/').searchParams.get('nomotion') === 'true';
  } catch {
    return false;
  }
}

export function autoplayAllowed(environment: { url: string; reducedMotion: boolean }): boolean {
  return !environment.reducedMotion && !hasNoMotionQuery(environment.url);
}

/** autoplay-duration (seconds, number or numeric string) to ms; the default when absent or bad. */
export function autoplayTimeout(seconds: unknown): number {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return AUTOPLAY_TIMEOUT_MS;
  return value * 1000;
}

/**
 * The slide autoplay shows next: the following one (wrapping), or in random mode another slide
 * chosen uniformly among the others (`random` returns [0, 1)).
 */
export function nextAutoplayIndex(
  index: number,
  count: number,
  randomize: boolean,
  random: () => number = Math.random,
): number {
  if (count <= 1) return 0;
  if (!randomize) return (index + 1) % count;
  const pick = Math.min(count - 2, Math.floor(random() * (count - 1)));
  return pick >= index ? pick + 1 : pick;
}

/** Why autoplay is paused; it runs only while there is none. */
export type PauseReason = 'hover' | 'focus' | 'video' | 'user' | 'hidden';
