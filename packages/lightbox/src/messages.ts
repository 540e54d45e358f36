/**
 * Strings the lightbox shows or speaks. The spec names the controls (spec 001 §2: close,
 * previous, next, caption toggle) but not their words; these are ours, replaceable for
 * translation by assigning new values.
 */
export const lightboxMessages = {
  dialog: 'Image viewer',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  caption: 'Caption',
  thumbnails: 'Thumbnails',
  /** "{index} of {count}", read out on every change. */
  position: '{index} of {count}',
  slide: 'Slide {index}',
  video: 'Video',
};

export type LightboxMessages = typeof lightboxMessages;

export function formatPosition(index: number, count: number): string {
  return lightboxMessages.position
    .replace('{index}', String(index + 1))
    .replace('{count}', String(count));
}
