/**
 * The image-loading constants of spec 001 §9 (and spec 002 §9 for the image block), named once
 * so every file and test reads the same numbers.
 */

/** spec 001 §9 "Image widths list": the widths the image service renders, largest first. */
export const IMAGE_WIDTHS: readonly number[] = [2500, 1500, 1000, 750, 500, 300, 100];

/** spec 001 §4/§9: lazy images load within this margin of the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** spec 001 §9 "Image node retry": 100 times at 10 ms. */
export const IMAGE_NODE_RETRIES = 100;
export const IMAGE_NODE_RETRY_INTERVAL_MS = 10;

/** spec 001 §9 "Image queue concurrency": 16 on desktop, 1 on mobile. */
export const IMAGE_QUEUE_CONCURRENCY_DESKTOP = 16;
export const IMAGE_QUEUE_CONCURRENCY_MOBILE = 1;

/** spec 002 §9: mobile breakpoint max-width 432 px (desktop from 433 px). */
export const MOBILE_MAX_WIDTH_PX = 432;

/** spec 002 §2/§9: an image block narrower than 415 px is flagged narrow. */
export const IMAGE_BLOCK_NARROW_WIDTH_PX = 415;
