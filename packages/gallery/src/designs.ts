/**
 * Every design's layout by name: the layouts of spec 001 §2's designs as pure functions. Asked for
 * a name it does not know, the factory throws (spec 001 §8).
 */

import { type Design, isDesign } from './design-names';
import { layoutAutocolumns } from './layouts/autocolumns';
import { type AutoColumnOptions, layoutAutogrid } from './layouts/autogrid';
import { type AutorowsOptions, layoutAutorows } from './layouts/autorows';
import { type CarouselOptions, layoutCarousel } from './layouts/carousel';
import { type GridOptions, layoutGrid } from './layouts/grid';
import { type ListOptions, layoutList } from './layouts/list';
import { layoutStacked, type StackedOptions } from './layouts/stacked';
import { layoutStrip, type StripOptions } from './layouts/strip';
import type { LayoutContainer, LayoutResult, LayoutSlide } from './layouts/types';
import { UNKNOWN_DESIGN } from './messages';

export {
  type Design,
  designs,
  displayDesign,
  isDesign,
} from './design-names';

export type LayoutOptions = Partial<
  GridOptions &
    Omit<AutoColumnOptions, 'imageAspectRatio'> &
    AutorowsOptions &
    Omit<CarouselOptions, 'imageAspectRatio'> &
    Omit<ListOptions, 'imageAspectRatio'> &
    Omit<StackedOptions, 'aspectRatio'> &
    Omit<StripOptions, 'aspectRatio'>
> & { aspectRatio?: number | 'auto' };

export type Layout = (
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options?: LayoutOptions,
) => LayoutResult;

const layouts: Record<Design, Layout> = {
  stacked: (slides, container, options = {}) =>
    layoutStacked(slides, container, pick(options, 'aspectRatio')),
  slideshow: (slides, container, options = {}) =>
    layoutStacked(slides, container, pick(options, 'aspectRatio')),
  slider: (slides, container, options = {}) =>
    layoutStrip(slides, container, {
      ...pick(options, 'vSize'),
      ...(typeof options.aspectRatio === 'number' ? { aspectRatio: options.aspectRatio } : {}),
    }),
  grid: (slides, container, options = {}) =>
    layoutGrid(slides, container, pick(options, 'slidesPerRow', 'padding', 'imageAspectRatio')),
  autogrid: (slides, container, options = {}) =>
    layoutAutogrid(
      slides,
      container,
      pick(options, 'columnWidth', 'gutter', 'columnWidthBehavior', 'imageAspectRatio'),
    ),
  autocolumns: (slides, container, options = {}) =>
    layoutAutocolumns(
      slides,
      container,
      pick(options, 'columnWidth', 'gutter', 'columnWidthBehavior', 'imageAspectRatio'),
    ),
  carousel: (slides, container, options = {}) =>
    layoutCarousel(slides, container, pick(options, 'slidesPerRow', 'gutter', 'imageAspectRatio')),
  list: (slides, container, options = {}) =>
    layoutList(slides, container, pick(options, 'listImageSize', 'gutter', 'imageAspectRatio')),
  autorows: (slides, container, options = {}) =>
    layoutAutorows(slides, container, pick(options, 'rowHeight', 'gutter')),
};

/** Copies only the defined keys, so a layout's own defaults apply to the rest. */
function pick<T extends object, K extends keyof T>(source: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The gallery factory's layout: throws for an unknown design (spec 001 §8). */
export function createLayout(design: string): Layout {
  if (!isDesign(design)) throw new Error(`${UNKNOWN_DESIGN} ${design}`);
  return layouts[design];
}
