/**
 * autocolumns: columns of `columnWidth` (spec 001 §9: 250, gutter 0, floor for min behaviour and
 * ceil otherwise) filled in reading order down each column, with the column height balanced the
 * way CSS multi-column layout balances it: the smallest height at which the slides, taken in
 * order, fit in the columns. The stylesheet draws exactly this with `columns` before the script
 * runs, so the hand-over moves nothing.
 */
import { type AutoColumnOptions, autoColumnDefaults } from './autogrid';
import { columnCount, parseColumnWidth } from './column-count';
import {
  type Box,
  cellAspect,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

/** How many columns `heights` need at column height `limit` (each column takes slides in order). */
function columnsNeeded(heights: readonly number[], limit: number): number {
  let columns = 1;
  let used = 0;
  for (const height of heights) {
    if (used > 0 && used + height > limit) {
      columns++;
      used = 0;
    }
    used += height;
  }
  return columns;
}

/** The smallest column height at which `heights` fit in `columns` columns (binary search: the
 * check is linear, the search a fixed 48 halvings, so the whole is linear in the slide count). */
function balancedColumnHeight(heights: readonly number[], columns: number): number {
  let total = 0;
  let tallest = 0;
  for (const height of heights) {
    total += height;
    tallest = Math.max(tallest, height);
  }
  let low = Math.max(tallest, total / columns);
  let high = Math.max(low, total);
  if (columnsNeeded(heights, low) <= columns) return low;
  for (let step = 0; step < 48; step++) {
    const middle = (low + high) / 2;
    if (columnsNeeded(heights, middle) <= columns) high = middle;
    else low = middle;
  }
  return high;
}

export function layoutAutocolumns(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<AutoColumnOptions> = {},
): LayoutResult {
  const settings = { ...autoColumnDefaults, imageAspectRatio: 'auto' as const, ...options };
  const columnWidth = parseColumnWidth(settings.columnWidth);
  const gutter = Math.max(0, settings.gutter);
  const columns = columnCount(container.width, columnWidth, gutter, settings.columnWidthBehavior);
  const width = Math.max(0, (container.width - (columns - 1) * gutter) / columns);
  // Each slide takes its height plus the gutter below it (the stylesheet's padding-bottom).
  const heights = slides.map((slide) => width / cellAspect(slide, settings.imageAspectRatio));
  const outer = heights.map((height) => height + gutter);
  const limit = balancedColumnHeight(outer, columns);
  const boxes: Box[] = [];
  let column = 0;
  let y = 0;
  let height = 0;
  outer.forEach((size, index) => {
    if (y > 0 && y + size > limit) {
      column++;
      y = 0;
    }
    boxes.push({ x: column * (width + gutter), y, width, height: heights[index] ?? 0 });
    y += size;
    height = Math.max(height, y);
  });
  return { boxes, height, width: container.width };
}
