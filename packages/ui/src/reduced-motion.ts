/** True when the visitor asked for less motion: the kit then turns its fades off (APG, WCAG 2.3.3). */
export function prefersReducedMotion(view: Window | null = globalThis.window ?? null): boolean {
  return typeof view?.matchMedia === 'function'
    ? view.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
