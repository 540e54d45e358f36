/**
 * autorows (justified rows): rows of equal height filling the width, spec 001 §9 rowHeight 250,
 * gutter 20. One greedy pass, so it is linear in the slide count: a slide joins the row while
 * the row's slides at `rowHeight`, plus gutters, fit the width; a full row then scales to the
 * width; the last row keeps `rowHeight` (shrunk only when one slide alone is wider than the
 * container). This is exactly what the stylesheet's flex-wrap rows do before the script runs
 * (flex-basis ratio × rowHeight, grow and shrink by ratio), so the hand-over moves nothing.
 */
import {
  aspectOf,
  type Box,
  type LayoutContainer,
  type LayoutResult,
  type LayoutSlide,
} from './types';

export interface AutorowsOptions {
  /** Target row height in px. Default 250 (spec 001 §9). */
  rowHeight: number;
  /** Space between slides and rows in px. Default 20 (spec 001 §9). */
  gutter: number;
}

const autorowsDefaults: AutorowsOptions = { rowHeight: 250, gutter: 20 };

export function layoutAutorows(
  slides: readonly LayoutSlide[],
  container: LayoutContainer,
  options: Partial<AutorowsOptions> = {},
): LayoutResult {
  const { rowHeight, gutter } = { ...autorowsDefaults, ...options };
  const width = Math.max(0, container.width);
  const boxes: Box[] = [];
  const ratios = new Float64Array(slides.length);
  for (let index = 0; index < slides.length; index++)
    ratios[index] = aspectOf(slides[index] as LayoutSlide);
  let y = 0;
  let start = 0;
  while (start < slides.length) {
    // Grow the row while the next slide still fits at rowHeight.
    let end = start + 1;
    let ratioSum = ratios[start] ?? 1;
    let used = ratioSum * rowHeight;
    while (end < slides.length) {
      const next = (ratios[end] ?? 1) * rowHeight;
      if (used + gutter + next > width) break;
      used += gutter + next;
      ratioSum += ratios[end] ?? 1;
      end++;
    }
    const gaps = (end - start - 1) * gutter;
    const fill = (width - gaps) / ratioSum;
    const last = end === slides.length;
    // A full row stretches to the width; the last one keeps rowHeight unless it overflows.
    const height = last && used <= width ? rowHeight : fill;
    let x = 0;
    for (let index = start; index < end; index++) {
      const boxWidth = (ratios[index] ?? 1) * height;
      boxes.push({ x, y, width: boxWidth, height });
      x += boxWidth + gutter;
    }
    y += height + gutter;
    start = end;
  }
  return { boxes, height: slides.length ? y - gutter : 0, width };
}
