/**
 * Every string this package shows or throws, word for word from spec 001 §8 where the spec gives
 * one. Labels are replaceable for translation through the `labels` option.
 */
export const messages = {
  /** spec 001 §8: unknown design, thrown by the factory, followed by the name. */
  unknownDesign: 'These are not the gallery designs you are looking for',
  /** spec 001 §8: unknown transition, thrown, followed by the name. */
  unknownTransition: 'Could not find transition named',
  /** spec 001 §8: console messages. */
  decodeError: 'Error decoding gallery block data',
  evaluateError: 'Error evaluating gallery block data',
  noElement: 'No valid HTMLElement node was supplied',
  /** spec 001 §8: tween. */
  tweenNeedsFunction: 'First parameter needs to be a function',
  tweenNeedsDuration: 'Duration is not a finite number',
  /** The spec says these must hold (§5) but gives no words: ours. */
  currentIndexNotNumber: 'The current index must be a number, got',
  columnWidthInvalid: 'columnWidth must be a number above 0, got',
  boundaryInvalid: 'A new-swipe boundary must be none, hard or inertial, got',
  snapPointInvalid: 'A new-swipe snap point must end in a percent sign or be none, got',
} as const;

/** Words people see; the spec gives none, so these follow the WAI-ARIA carousel pattern. */
export interface GalleryLabels {
  carousel: string;
  slide: string;
  /** `{n}` and `{m}` are replaced by the slide's position and the slide count. */
  position: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

export const defaultLabels: GalleryLabels = {
  carousel: 'carousel',
  slide: 'slide',
  position: '{n} of {m}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
};

/** 'n of m' for a zero-based index. */
export function positionLabel(labels: GalleryLabels, index: number, count: number): string {
  return labels.position.replace('{n}', String(index + 1)).replace('{m}', String(count));
}
