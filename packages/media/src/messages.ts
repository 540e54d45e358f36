/**
 * The image messages of spec 001 §8, word for word. Replace entries (not the keys) to
 * translate; every error and console message of the image code is read from here (the video
 * block's: embedMessages and nativeVideoMessages; the audio block's: audioMessages).
 */
export const mediaMessages = {
  /** spec 001 §8: the image node has no usable source. */
  invalidSource: 'Invalid or missing image source',
  /** spec 001 §8: a set of images (gallery queue, block) held none. */
  noImages: 'No images',
  /** spec 001 §8: no image node was found (after the §9 retries). */
  noImage: 'No image',
  /** spec 001 §8: a size or state was asked of an image that has not loaded. */
  notLoaded: 'not loaded',
  /** spec 001 §5: "The image element must be an img." */
  notAnImg: 'The image element must be an img',
};

export type MediaMessages = typeof mediaMessages;

/** A console prefix so site owners can tell where a message came from. */
export const MESSAGE_PREFIX = '[tessera/media]';
