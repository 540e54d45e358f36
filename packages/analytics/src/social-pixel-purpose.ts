/**
 * The consent purpose the social-advertising pixel waits for: advertising that follows the
 * visitor across sites. A module of its own: the analytics feature's chunk needs this name and
 * nothing else of the pixel's code.
 */
export const SOCIAL_PIXEL_PURPOSE = 'marketing';
