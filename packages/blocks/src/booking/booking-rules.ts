/**
 * The table-booking rules as pure functions (spec 002 §7, §9): the booking script's URL with its
 * iframe, overlay and theme parameters (wide when the block is wider than 850 px, otherwise
 * standard), and the Tock block's column layout at 750 px or less.
 */

/** Spec 002 §7: the booking widget is wide when its block is wider than this (px). */
export const BOOKING_WIDE_ABOVE = 850;
/** Spec 002 §9: the Tock block switches to a column layout at this width (px) or less. */
export const TOCK_COLUMN_MAX_WIDTH = 750;

export type BookingTheme = 'wide' | 'standard';
export type TockLayout = 'column' | 'row';

/** 'wide' above 850 px, else 'standard'. */
export function bookingTheme(width: number): BookingTheme {
  return width > BOOKING_WIDE_ABOVE ? 'wide' : 'standard';
}

/** 'column' at 750 px or less, else 'row'. */
export function tockLayout(width: number): TockLayout {
  return width <= TOCK_COLUMN_MAX_WIDTH ? 'column' : 'row';
}

/**
 * The booking script's URL: the configured one (resolved against `base`) with `iframe`,
 * `overlay` and `theme` set, replacing any the configuration already carried.
 */
export function bookingScriptUrl(
  scriptUrl: string,
  parameters: { iframe: boolean; overlay: boolean; theme: BookingTheme },
  base?: string,
): string {
  const url = new URL(scriptUrl, base);
  url.searchParams.set('iframe', String(parameters.iframe));
  url.searchParams.set('overlay', String(parameters.overlay));
  url.searchParams.set('theme', parameters.theme);
  return url.href;
}
