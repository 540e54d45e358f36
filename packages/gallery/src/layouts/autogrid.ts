/** autogrid: as many columns of at least (or at most) `columnWidth` as fit, spec 001 §9. */
import { type ColumnWidthBehavior, columnCount, parseColumnWidth } from './column-count';
import { layoutColumns } from './grid';
import type { AspectSetting, LayoutContainer, LayoutResult, LayoutSlide } from './types';

export interface AutoColumnOptions {
  /** Default 250 (spec 001 §9); numeric strings are converted. */
  columnWidth: number | string;
  /** Default 0 (spec 001 §9). */
  gutter: number;
  /** 'min' (floor, the default) or 'max' (ceil). */
  columnWidthBehavior: ColumnWidthBehavior;
  /** Cell ratio, width ÷ height, or 'auto'. Default 1 for autogrid. */
  imageAspectRatio: AspectSetting;
}

export const autoColumnDefaults: AutoColumnOptions = {
  columnWidth: 250,
  gutter: 0,
  columnWidthBehavior: 'min',
  imageAspectRatio: 1,
};

export function layoutAutogrid(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<AutoColumnOptions> = {},
): LayoutResult {
  const settings = { ...autoColumnDefaults, ...options };
  const columnWidth = parseColumnWidth(settings.columnWidth);
  const gutter = Math.max(0, settings.gutter);
  const columns = columnCount(container.width, columnWidth, gutter, settings.columnWidthBehavior);
  return layoutColumns(slides, container.width, columns, gutter, settings.imageAspectRatio);
}
