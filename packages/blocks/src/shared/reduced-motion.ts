/** The media query of a visitor who asked for reduced motion. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for reduced motion; false where matchMedia is missing. */
export function prefersReducedMotion(view: Window = window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia(REDUCED_MOTION_QUERY).matches;
}
