/**
 * The lightbox's options and constants (spec 001 §2, §4, §9), defined once: typed defaults
 * named after the spec, a `Partial` for callers, merged where they enter (`resolveOptions`).
 */

/** spec 001 §9 "Lightbox": overlay opacity 0.95. */
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
/** spec 001 §4: the overlay fades in over 0.3 s ... */
export const LIGHTBOX_OVERLAY_FADE_MS = 300;
/** ... then the content over 0.6 s, and only then can it close. */
export const LIGHTBOX_CONTENT_FADE_MS = 600;
/** spec 001 §2, §9: arrow keys throttled to one action per 200 ms. */
export const LIGHTBOX_KEY_THROTTLE_MS = 200;
/** spec 001 §2, §9: clicks in the outer 2 percent margin do not navigate. */
export const LIGHTBOX_CLICK_EDGE_MARGIN = 0.02;
/** spec 001 §2, §9: navigation arrows hide after 500 ms without movement. */
export const LIGHTBOX_ARROW_HIDE_MS = 500;
/** spec 001 §9 "Scroll transition 0.4 s": the mobile slide change. */
export const LIGHTBOX_SCROLL_TRANSITION_MS = 400;
/** The desktop cross-fade between slides (spec silent: as long as the overlay fade). */
export const LIGHTBOX_FADE_TRANSITION_MS = 300;
/** spec 001 §9 "Swipe threshold 50 px, time threshold 250 ms": the runtime's shared constants. */
export { SWIPE_THRESHOLD_PX, SWIPE_TIME_THRESHOLD_MS } from '@tessera/runtime';
/** Largest zoom (spec silent: 4× shows detail without pixel mush on a 2500 px source). */
export const LIGHTBOX_MAX_ZOOM = 4;

export type LightboxTheme = 'light' | 'dark';
export type LightboxTransition = 'fade' | 'scroll';

export interface LightboxOptions {
  /** spec 001 §3 lightboxTheme: 'light' or 'dark'; anything else is dark. Default 'dark'. */
  theme: LightboxTheme;
  /** Write the slide's item id in the address hash (spec 001 §2 history hash). Default false. */
  history: boolean;
  /** Show a strip of thumbnails (spec 001 §3 thumbnails). Default false. */
  thumbnails: boolean;
  /** Mobile layout: no loop, scroll transition, caption toggle. Default: the viewport is at most 432 px wide (spec 002 §9). */
  mobile: boolean;
  /** Override the loop; by default the lightbox loops on desktop only (spec 001 §2). */
  loop: boolean | undefined;
  /** Accessible name of the dialog. Default from the message catalogue. */
  label: string | undefined;
  /**
   * How the image service takes a width (spec 001 §3 sizeFormat), for the srcset of each
   * slide; 'none' uses the source as it is. Default 'queryString'.
   */
  sizeFormat: 'queryString' | 'filename' | 'none';
}

export const lightboxDefaults: Readonly<LightboxOptions> = Object.freeze({
  theme: 'dark',
  history: false,
  thumbnails: false,
  mobile: false,
  loop: undefined,
  label: undefined,
  sizeFormat: 'queryString',
});

/** spec 001 §3: "lightboxTheme (light or dark; anything else is treated as dark)". */
export function resolveLightboxTheme(value: unknown): LightboxTheme {
  return value === 'light' ? 'light' : 'dark';
}

/** Loose caller options (block JSON included) to a complete, valid set. */
export function resolveOptions(
  input: Partial<Record<keyof LightboxOptions, unknown>> = {},
): LightboxOptions {
  const mobile = typeof input.mobile === 'boolean' ? input.mobile : lightboxDefaults.mobile;
  return {
    theme: resolveLightboxTheme(input.theme),
    history: input.history === true,
    thumbnails: input.thumbnails === true,
    mobile,
    loop: typeof input.loop === 'boolean' ? input.loop : undefined,
    label: typeof input.label === 'string' ? input.label : undefined,
    sizeFormat:
      input.sizeFormat === 'filename' || input.sizeFormat === 'none'
        ? input.sizeFormat
        : 'queryString',
  };
}

/** spec 001 §2: the lightbox loops on desktop; scroll transition on mobile, fade on desktop. */
export function loops(options: Pick<LightboxOptions, 'loop' | 'mobile'>): boolean {
  return options.loop ?? !options.mobile;
}

export function transitionFor(mobile: boolean): LightboxTransition {
  return mobile ? 'scroll' : 'fade';
}
