/** A slide as the layouts see it: its intrinsic size (only the ratio matters). */
export interface LayoutSlide {
  width: number;
  height: number;
}

/** The space a gallery lays out in. `windowWidth` drives the carousel breakpoints. */
export interface LayoutContainer {
  width: number;
  /** Only the strip and stacked designs use a given height; others compute theirs. */
  height?: number;
  windowWidth?: number;
}

/** Where one slide goes, in CSS pixels from the container's top left (the track's, for the
 * strip and carousel, which scroll horizontally). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutResult {
  boxes: Box[];
  /** The height the container takes. */
  height: number;
  /** The track's full width (wider than the container for the strip and carousel). */
  width: number;
}

/** width ÷ height of a slide, 1 when unknown or degenerate. */
export function aspectOf(slide: LayoutSlide): number {
  const ratio = slide.width / slide.height;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/** `imageAspectRatio`: a number (width ÷ height) or 'auto' for each slide's own ratio. */
export type AspectSetting = number | 'auto';

export function cellAspect(slide: LayoutSlide, setting: AspectSetting): number {
  return setting === 'auto' ? aspectOf(slide) : setting;
}
