/**
 * stacked (the basic layout) and slideshow: every slide in the same place, one shown at a time.
 * The height is the container's `aspectRatio` when set, else the tallest slide at full width,
 * which is what the stylesheet's single-cell grid gives before the script runs.
 */
import {
  type AspectSetting,
  aspectOf,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export interface StackedOptions {
  /** The gallery's ratio, width ÷ height, or 'auto' for the tallest slide. Default 'auto'. */
  aspectRatio: AspectSetting;
}

const stackedDefaults: StackedOptions = { aspectRatio: 'auto' };

export function layoutStacked(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<StackedOptions> = {},
): LayoutResult {
  const { aspectRatio } = { ...stackedDefaults, ...options };
  const width = Math.max(0, container.width);
  let height = 0;
  if (aspectRatio !== 'auto') height = width / aspectRatio;
  else for (const slide of slides) height = Math.max(height, width / aspectOf(slide));
  const boxes = slides.map((slide) => ({
    x: 0,
    y: 0,
    width,
    height: aspectRatio === 'auto' ? width / aspectOf(slide) : height,
  }));
  return { boxes, height, width };
}
