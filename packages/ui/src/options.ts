/**
 * The kit's defaults, named after the spec's constants. Callers pass a `Partial` of each
 * options type; the defaults are merged once where the options enter.
 */

/** spec 000 §9: "Dialog base z-index 30000": the overlay host's stacking level. */
export const OVERLAY_BASE_Z_INDEX = 30000;

/** A colour theme; a site's own theme comes in through CSS custom properties (README). */
export type Theme = 'light' | 'dark';

export interface DialogDefaults {
  /** Dialog width in px. Default 350 (spec 001 §9). */
  width: number;
  /** Padding inside the dialog in px. Default 20 (spec 001 §9). */
  padding: number;
  /** Longest wait for the hide transition before the dialog is closed anyway. Default 600 ms (spec 001 §9). */
  hideFallbackMs: number;
  /** The information dialog hides itself after this long, counting as confirm. Default 2000 ms (spec 001 §4, §9). */
  infoAutoHideMs: number;
  /** Colour theme. Default 'light'. */
  theme: Theme;
}

export const dialogDefaults: Readonly<DialogDefaults> = {
  width: 350,
  padding: 20,
  hideFallbackMs: 600,
  infoAutoHideMs: 2000,
  theme: 'light',
};

export interface TooltipOptions {
  /** Delay before the tooltip appears. Default 1200 ms (spec 001 §4, §9). */
  delayMs: number;
  /** Fade duration. Default 300 ms (spec 001 §4: "fades over 0.3 s"). */
  fadeMs: number;
  /** Tooltip width in px. Default 250 (spec 001 §9). */
  width: number;
  /** Smallest distance from the viewport edge in px. Default 20 (spec 001 §9). */
  edgeMargin: number;
  /**
   * How long a shown tooltip waits after the pointer leaves the element, so the pointer can move
   * onto the bubble and it stays (WCAG 1.4.13 "hoverable"). Default 100 ms (spec silent).
   */
  leaveDelayMs: number;
  /** Gap between the element and the tooltip in px. Default 8 (spec silent). */
  offset: number;
  /** Preferred side. Default 'top' (spec silent); flips when there is no room. */
  placement: 'top' | 'bottom' | 'left' | 'right';
  /** Colour theme. Default 'dark' (spec silent: a dark tip reads on most sites). */
  theme: Theme;
}

export const tooltipDefaults: Readonly<TooltipOptions> = {
  delayMs: 1200,
  fadeMs: 300,
  width: 250,
  edgeMargin: 20,
  leaveDelayMs: 100,
  offset: 8,
  placement: 'top',
  theme: 'dark',
};
