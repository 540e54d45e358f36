/** spec 002 §9: the mobile breakpoint is max-width 432 px; desktop starts at 433 px. */
import { MOBILE_MAX_WIDTH_PX } from './constants';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export function isMobileViewport(
  view: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
): boolean {
  return typeof view?.matchMedia === 'function' && view.matchMedia(MOBILE_MEDIA_QUERY).matches;
}
