/**
 * The video constants of spec 001 §9, apart from the image ones so the video chunks share no
 * module with the image chunks (the script build makes a chunk of every module shared by a
 * different set of blocks).
 */
/** spec 001 §9: a video block without its own ratio is 56.3 % as high as it is wide. */
export const VIDEO_ASPECT_PERCENT = 56.3;

export { VIDEO_FADE_MS, VIDEO_RESIZE_TIMEOUT_MS } from './video-timing';

/** spec 001 §9: video thumbnails are 16:9 (width over height). */
export const VIDEO_THUMBNAIL_RATIO = 16 / 9;
