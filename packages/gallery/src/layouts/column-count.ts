/**
 * How many columns of `columnWidth` fit (spec 001 §9, autogrid and autocolumns): floor when the
 * width is a minimum, ceil otherwise. Counts gutters the way CSS `column-width` and
 * `repeat(auto-fill, minmax())` do, so the stylesheet agrees before the script runs.
 */
import { COLUMN_WIDTH_INVALID } from '../messages';

export type ColumnWidthBehavior = 'min' | 'max';

export function columnCount(
  width: number,
  columnWidth: number,
  gutter: number,
  behavior: ColumnWidthBehavior,
): number {
  const fit = (width + gutter) / (columnWidth + gutter);
  const count = behavior === 'min' ? Math.floor(fit) : Math.ceil(fit);
  return Math.max(1, Number.isFinite(count) ? count : 1);
}

/** spec 001 §5: columnWidth must be a number above 0; numeric strings are converted. */
export function parseColumnWidth(value: unknown): number {
  // Number('') and Number('  ') are 0, refused below like any number not above 0.
  const number = typeof value === 'string' ? Number(value) : value;
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite refuses non-numbers too
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) {
    throw new RangeError(`${COLUMN_WIDTH_INVALID} ${JSON.stringify(value) ?? String(value)}`);
  }
  return number;
}
