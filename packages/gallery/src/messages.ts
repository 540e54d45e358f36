/**
 * Every string this package shows or throws, word for word from spec 001 §8 where the spec gives
 * one. Labels are replaceable for translation through the `labels` option.
 */
// One constant per string, so that an entry ships only the messages its code can show.
/** spec 001 §8: unknown design, thrown by the factory, followed by the name. */
export const UNKNOWN_DESIGN = 'These are not the gallery designs you are looking for';
/** spec 001 §8: unknown transition, thrown, followed by the name. */
export const UNKNOWN_TRANSITION = 'Could not find transition named';
/** spec 001 §8: console messages. */
export const DECODE_ERROR = 'Error decoding gallery block data';
export const EVALUATE_ERROR = 'Error evaluating gallery block data';
export const NO_ELEMENT = 'No valid HTMLElement node was supplied';
/** spec 001 §8: tween. */
export const TWEEN_NEEDS_FUNCTION = 'First parameter needs to be a function';
export const TWEEN_NEEDS_DURATION = 'Duration is not a finite number';
/** The spec says these must hold (§5) but gives no words: ours. */
export const CURRENT_INDEX_NOT_NUMBER = 'The current index must be a number, got';
export const COLUMN_WIDTH_INVALID = 'columnWidth must be a number above 0, got';
export const BOUNDARY_INVALID = 'A new-swipe boundary must be none, hard or inertial, got';
export const SNAP_POINT_INVALID =
  'A new-swipe snap point must end in a percent sign or be none, got';

/** Every message above by name (the public catalogue). */
export const messages = {
  unknownDesign: UNKNOWN_DESIGN,
  unknownTransition: UNKNOWN_TRANSITION,
  decodeError: DECODE_ERROR,
  evaluateError: EVALUATE_ERROR,
  noElement: NO_ELEMENT,
  tweenNeedsFunction: TWEEN_NEEDS_FUNCTION,
  tweenNeedsDuration: TWEEN_NEEDS_DURATION,
  currentIndexNotNumber: CURRENT_INDEX_NOT_NUMBER,
  columnWidthInvalid: COLUMN_WIDTH_INVALID,
  boundaryInvalid: BOUNDARY_INVALID,
  snapPointInvalid: SNAP_POINT_INVALID,
} as const;

/** Words people see; the spec gives none, so these follow the WAI-ARIA carousel pattern. */
export interface GalleryLabels {
  carousel: string;
  /** The carousel region's name when the markup gives none. */
  gallery: string;
  slide: string;
  /** `{n}` and `{m}` are replaced by the slide's position and the slide count. */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** The thumbnail strip's group label (the APG carousel pattern's slide picker). */
  thumbnails: string;
  /** A thumbnail's label when the server gave it none; `{n}` and `{m}` as in `position`. */
  thumbnail: string;
}

export const defaultLabels: GalleryLabels = {
  carousel: 'carousel',
  gallery: 'Gallery',
  slide: 'slide',
  position: '{n} of {m}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
  thumbnails: 'Choose slide to display',
  thumbnail: 'Show slide {n} of {m}',
};

/** 'n of m' (or another template with `{n}` and `{m}`) for a zero-based index. */
export function positionLabel(
  labels: GalleryLabels,
  index: number,
  count: number,
  template = labels.position,
): string {
  return template.replace('{n}', String(index + 1)).replace('{m}', String(count));
}
