/**
 * carousel: groups of `slidesPerRow` slides (default 3) `gutter` apart (default 1), moved a group
 * at a time; no loop (spec 001 §4 "Carousel", §9).
 */
import {
  type AspectSetting,
  type Box,
  cellAspect,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export interface CarouselOptions {
  /** Default 3 (spec 001 §9). */
  slidesPerRow: number;
  /** Default 1 (spec 001 §9). */
  gutter: number;
  /** Default 1 (square cells), or 'auto'. */
  imageAspectRatio: AspectSetting;
}

const carouselDefaults: CarouselOptions = {
  slidesPerRow: 3,
  gutter: 1,
  imageAspectRatio: 1,
};

/** spec 001 §4, §9 breakpoints: 2 under a 480 px window when above 1, 3 under 724 when above 2. */
export function carouselSlidesPerRow(slidesPerRow: number, windowWidth: number): number {
  const wanted = Math.max(1, Math.floor(slidesPerRow));
  if (windowWidth < 480 && wanted > 1) return 2;
  if (windowWidth < 724 && wanted > 2) return 3;
  return wanted;
}

/** The previous and next controls: hidden when every slide fits one group, else disabled at the
 * first and last group (spec 001 §4). */
export function carouselControls(
  group: number,
  slideCount: number,
  perRow: number,
): { hidden: boolean; previousDisabled: boolean; nextDisabled: boolean } {
  const groups = carouselGroupCount(slideCount, perRow);
  return {
    hidden: groups <= 1,
    previousDisabled: group <= 0,
    nextDisabled: group >= groups - 1,
  };
}

function carouselGroupCount(slideCount: number, perRow: number): number {
  return Math.max(1, Math.ceil(slideCount / Math.max(1, perRow)));
}

export function layoutCarousel(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<CarouselOptions> = {},
): LayoutResult & { perRow: number } {
  const settings = { ...carouselDefaults, ...options };
  const perRow = carouselSlidesPerRow(
    settings.slidesPerRow,
    container.windowWidth ?? Number.POSITIVE_INFINITY,
  );
  const gutter = Math.max(0, settings.gutter);
  const width = Math.max(0, (container.width - (perRow - 1) * gutter) / perRow);
  let height = 0;
  const boxes: Box[] = slides.map((slide, index) => {
    const boxHeight = width / cellAspect(slide, settings.imageAspectRatio);
    height = Math.max(height, boxHeight);
    return { x: index * (width + gutter), y: 0, width, height: boxHeight };
  });
  const trackWidth = slides.length ? slides.length * (width + gutter) - gutter : 0;
  return { boxes, height, width: trackWidth, perRow };
}

/** How far the track moves to show `group`: its first slide at the left edge, the last group
 * flush with the right edge (never empty space after the last slide). */
export function carouselOffset(
  layout: LayoutResult,
  group: number,
  perRow: number,
  containerWidth: number,
): number {
  const first = layout.boxes[Math.max(0, group) * perRow];
  if (!first) return 0;
  return Math.max(0, Math.min(first.x, layout.width - containerWidth));
}
