/**
 * list: one slide per row, `listImageSize` percent of the width (default 100), `gutter` apart
 * (default 20: the spec gives no list gutter, so the autorows one).
 */
import {
  type AspectSetting,
  type Box,
  cellAspect,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export interface ListOptions {
  /** Percent of the width each slide takes. Default 100. */
  listImageSize: number;
  /** Default 20. */
  gutter: number;
  /** Default 'auto': each slide keeps its ratio. */
  imageAspectRatio: AspectSetting;
}

const listDefaults: ListOptions = {
  listImageSize: 100,
  gutter: 20,
  imageAspectRatio: 'auto',
};

export function layoutList(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<ListOptions> = {},
): LayoutResult {
  const { listImageSize, gutter, imageAspectRatio } = { ...listDefaults, ...options };
  const share = Math.min(100, Math.max(0, listImageSize)) / 100;
  const width = container.width * share;
  const boxes: Box[] = [];
  let y = 0;
  for (const slide of slides) {
    const height = width / cellAspect(slide, imageAspectRatio);
    boxes.push({ x: 0, y, width, height });
    y += height + gutter;
  }
  return { boxes, height: slides.length ? y - gutter : 0, width: container.width };
}
