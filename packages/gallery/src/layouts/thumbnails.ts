/**
 * The thumbnail strip under a stacked, slideshow or slider gallery (spec 001 §3, §9): one row of
 * equal cells, `thumbnailsPerRow` of them across the width (default 4), `padding` apart (capped at
 * 5), square with `squareThumbs`, else `thumbnailStripHeight` tall (default two thirds of a cell's
 * width, the 3:2 of most photographs). It is the arithmetic of the stylesheet's flex row, so the
 * engine only scrolls it and never moves a pixel of it.
 */
import type { Box, LayoutContainer, LayoutResult } from './types';

/** spec 001 §9: thumbnail strip padding is capped at 5. */
export const THUMBNAIL_PADDING_MAX = 5;
/** spec 001 §9: thumbnails per row, default 4. */
export const THUMBNAILS_PER_ROW = 4;
/** Height ÷ width of a cell when neither square nor a strip height is given (ours: 3:2). */
const DEFAULT_CELL_RATIO = 2 / 3;

export interface ThumbnailOptions {
  /** Cells across the strip's width. Default 4 (spec 001 §9). */
  thumbnailsPerRow: number;
  /** Space between cells in px; capped at 5 (spec 001 §9). Default 5. */
  padding: number;
  /** Square cells. Default false. */
  squareThumbs: boolean;
  /** Cell height in px when not square. Default two thirds of the cell width. */
  thumbnailStripHeight: number | undefined;
}

const thumbnailDefaults: ThumbnailOptions = {
  thumbnailsPerRow: THUMBNAILS_PER_ROW,
  padding: THUMBNAIL_PADDING_MAX,
  squareThumbs: false,
  thumbnailStripHeight: undefined,
};

/** spec 001 §9: the strip's padding, capped at 5 (and never negative). */
export function thumbnailPadding(padding: number): number {
  return Number.isFinite(padding) ? Math.min(THUMBNAIL_PADDING_MAX, Math.max(0, padding)) : 0;
}

/** A whole number of cells, at least 1; the default for anything else. */
export function thumbnailsPerRow(value: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : THUMBNAILS_PER_ROW;
}

export function layoutThumbnails(
  count: number,
  container: LayoutContainer,
  options: Partial<ThumbnailOptions> = {},
): LayoutResult {
  const settings = { ...thumbnailDefaults, ...options };
  const perRow = thumbnailsPerRow(settings.thumbnailsPerRow);
  const gap = thumbnailPadding(settings.padding);
  const width = Math.max(0, (Math.max(0, container.width) - (perRow - 1) * gap) / perRow);
  const given = settings.thumbnailStripHeight;
  const height = settings.squareThumbs
    ? width
    : given !== undefined && given > 0
      ? given
      : width * DEFAULT_CELL_RATIO;
  const boxes: Box[] = Array.from({ length: Math.max(0, count) }, (_, index) => ({
    x: index * (width + gap),
    y: 0,
    width,
    height,
  }));
  return {
    boxes,
    height: count > 0 ? height : 0,
    width: count > 0 ? count * (width + gap) - gap : 0,
  };
}

/**
 * Where the strip scrolls so that the active cell is in view: it stays put when the cell already
 * shows, else moves just enough, never past either end.
 */
export function thumbnailScrollLeft(
  layout: LayoutResult,
  index: number,
  viewportWidth: number,
  current: number,
): number {
  const box = layout.boxes[index];
  const furthest = Math.max(0, layout.width - viewportWidth);
  if (!box) return Math.min(furthest, Math.max(0, current));
  let left = current;
  if (box.x < left) left = box.x;
  else if (box.x + box.width > left + viewportWidth) left = box.x + box.width - viewportWidth;
  return Math.min(furthest, Math.max(0, left));
}
