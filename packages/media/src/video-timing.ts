/**
 * The player's timings of spec 001 §9 (re-exported by ./video-constants), in a module of their
 * own so they come with the player's chunk, not the facade's.
 */

/** spec 001 §9: a fit or fill video is laid out again this long after its box last resized. */
export const VIDEO_RESIZE_TIMEOUT_MS = 1000;

/** spec 001 §4/§9: the thumbnail fades to the player in 1 s. */
export const VIDEO_FADE_MS = 1000;
