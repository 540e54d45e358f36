/** Mobile breakpoint: max-width 432 px (spec 002 §9 "Layout and animation"). */
export const MOBILE_MAX_WIDTH = 432;

/** One day in milliseconds, for the popup's displayFrequency (days). */
export const DAY_MS = 86_400_000;
