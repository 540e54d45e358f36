/**
 * grid: a fixed number of slides per row (default 4) with `padding` between them (default 20),
 * spec 001 §9. Mirrors the CSS grid the stylesheet draws before the script runs, so taking over
 * moves nothing: equal columns, rows as tall as their tallest cell, cells top-aligned.
 */
import {
  type AspectSetting,
  type Box,
  cellAspect,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export interface GridOptions {
  /** Default 4 (spec 001 §9). */
  slidesPerRow: number;
  /** Space between cells in px. Default 20 (spec 001 §9). */
  padding: number;
  /** Cell ratio, width ÷ height, or 'auto'. Default 1. */
  imageAspectRatio: AspectSetting;
}

const gridDefaults: GridOptions = { slidesPerRow: 4, padding: 20, imageAspectRatio: 1 };

/** Lays slides in rows of `columns` equal cells `gutter` apart (shared by grid and autogrid). */
export function layoutColumns(
  slides: readonly LayoutSlide[],
  width: number,
  columns: number,
  gutter: number,
  aspect: AspectSetting,
): LayoutResult {
  const count = Math.max(1, Math.floor(columns));
  const space = Math.max(0, gutter);
  const cell = Math.max(0, (width - (count - 1) * space) / count);
  const boxes: Box[] = [];
  let y = 0;
  for (let start = 0; start < slides.length; start += count) {
    let rowHeight = 0;
    const row = slides.slice(start, start + count);
    row.forEach((slide, column) => {
      const height = cell / cellAspect(slide, aspect);
      rowHeight = Math.max(rowHeight, height);
      boxes.push({ x: column * (cell + space), y, width: cell, height });
    });
    y += rowHeight + space;
  }
  return { boxes, height: slides.length ? y - space : 0, width };
}

export function layoutGrid(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<GridOptions> = {},
): LayoutResult {
  const { slidesPerRow, padding, imageAspectRatio } = { ...gridDefaults, ...options };
  return layoutColumns(slides, container.width, slidesPerRow, padding, imageAspectRatio);
}
