import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayout, designs, displayDesign, isDesign } from '../src/designs';
import { layoutAutocolumns } from '../src/layouts/autocolumns';
import { layoutAutogrid } from '../src/layouts/autogrid';
import { layoutAutorows } from '../src/layouts/autorows';
import {
  carouselControls,
  carouselOffset,
  carouselSlidesPerRow,
  layoutCarousel,
} from '../src/layouts/carousel';
import { columnCount, parseColumnWidth } from '../src/layouts/column-count';
import { layoutGrid } from '../src/layouts/grid';
import { layoutList } from '../src/layouts/list';
import { layoutStacked } from '../src/layouts/stacked';
import { layoutStrip, normaliseStripAlignment, stripOffset } from '../src/layouts/strip';
import type { Box, LayoutSlide } from '../src/layouts/types';

const EPSILON = 1e-6;
const landscape = { width: 1200, height: 800 };
const square = { width: 100, height: 100 };
const slidesOf = (n: number, size: LayoutSlide = square) => Array.from({ length: n }, () => size);

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - EPSILON &&
  b.x < a.x + a.width - EPSILON &&
  a.y < b.y + b.height - EPSILON &&
  b.y < a.y + a.height - EPSILON;

/** no overlap, inside the container (width × height), order kept (reading order). */
function checkStatic(boxes: Box[], width: number, height: number, order: 'rows' | 'columns') {
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(-EPSILON);
    expect(box.y).toBeGreaterThanOrEqual(-EPSILON);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1e-6 * Math.max(1, width));
    expect(box.y + box.height).toBeLessThanOrEqual(height + 1e-6 * Math.max(1, height));
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
      const a = boxes[i]!;
      const b = boxes[j]!;
      // Order kept: a later slide is further along the reading direction.
      if (order === 'rows')
        expect(b.y > a.y + EPSILON || (Math.abs(b.y - a.y) <= EPSILON && b.x > a.x)).toBe(true);
      else expect(b.x > a.x + EPSILON || (Math.abs(b.x - a.x) <= EPSILON && b.y > a.y)).toBe(true);
    }
  }
}

const arbitrarySlides = fc.array(
  fc.record({
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
  }),
  { maxLength: 40 },
);
const arbitraryWidth = fc.integer({ min: 1, max: 3000 });

describe('design names (spec 001 §2)', () => {
  it('has the eight designs plus autorows', () => {
    expect(designs).toEqual(
      expect.arrayContaining([
        'stacked',
        'slider',
        'slideshow',
        'grid',
        'autogrid',
        'autocolumns',
        'carousel',
        'list',
        'autorows',
      ]),
    );
  });
  it('another name displays as stacked', () => {
    expect(displayDesign('mosaic')).toBe('stacked');
    expect(displayDesign(undefined)).toBe('stacked');
    expect(displayDesign('grid')).toBe('grid');
    expect(isDesign('Grid')).toBe(false);
  });
  it('the factory throws for an unknown design, with the name (spec 001 §8)', () => {
    expect(() => createLayout('mosaic')).toThrow(
      'These are not the gallery designs you are looking for mosaic',
    );
    for (const design of designs) expect(typeof createLayout(design)).toBe('function');
  });
});

describe('grid (spec 001 §9: 4 per row, padding 20)', () => {
  it('defaults to 4 square cells per row, 20 apart', () => {
    const { boxes, height } = layoutGrid(slidesOf(5, landscape), { width: 860 });
    expect(boxes[0]).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(boxes[3]).toEqual({ x: 660, y: 0, width: 200, height: 200 });
    expect(boxes[4]).toEqual({ x: 0, y: 220, width: 200, height: 200 });
    expect(height).toBe(420);
  });
  it('honours slidesPerRow, padding and a ratio', () => {
    const { boxes } = layoutGrid(
      slidesOf(2),
      { width: 210 },
      { slidesPerRow: 2, padding: 10, imageAspectRatio: 2 },
    );
    expect(boxes[1]).toEqual({ x: 110, y: 0, width: 100, height: 50 });
  });
  it('property: no overlap, inside, order kept', () => {
    fc.assert(
      fc.property(
        arbitrarySlides,
        arbitraryWidth,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 40 }),
        (slides, width, perRow, padding) => {
          fc.pre(width > (perRow - 1) * padding);
          const result = layoutGrid(
            slides,
            { width },
            { slidesPerRow: perRow, padding, imageAspectRatio: 'auto' },
          );
          checkStatic(result.boxes, width, result.height, 'rows');
        },
      ),
    );
  });
});

describe('autogrid and autocolumns (spec 001 §9: columnWidth 250, gutter 0, floor/ceil)', () => {
  it('columnCount floors for min behaviour and ceils otherwise', () => {
    expect(columnCount(1000, 250, 0, 'min')).toBe(4);
    expect(columnCount(1100, 250, 0, 'min')).toBe(4);
    expect(columnCount(1100, 250, 0, 'max')).toBe(5);
    expect(columnCount(100, 250, 0, 'min')).toBe(1);
    expect(columnCount(520, 250, 20, 'min')).toBe(2);
  });
  it('defaults: 250 columns, no gutter', () => {
    const { boxes } = layoutAutogrid(slidesOf(5), { width: 1000 });
    expect(boxes.map((box) => box.x)).toEqual([0, 250, 500, 750, 0]);
    expect(boxes[4]!.y).toBe(250);
  });
  it('columnWidth must be a number above 0; numeric strings are converted (spec 001 §5)', () => {
    expect(parseColumnWidth('300')).toBe(300);
    expect(parseColumnWidth(120)).toBe(120);
    for (const bad of [0, -5, 'wide', '', null, Number.NaN]) {
      expect(() => parseColumnWidth(bad)).toThrow('columnWidth must be a number above 0, got');
    }
    expect(layoutAutogrid(slidesOf(3), { width: 900 }, { columnWidth: '300' }).boxes[2]!.x).toBe(
      600,
    );
    expect(() => layoutAutocolumns(slidesOf(3), { width: 900 }, { columnWidth: 0 })).toThrow(
      RangeError,
    );
  });
  it('autocolumns fills each column in order at the balanced height', () => {
    const { boxes, height } = layoutAutocolumns(slidesOf(4), { width: 500 });
    // Two columns of 250: two squares each, in order down the first column.
    expect(boxes.map((box) => [box.x, box.y])).toEqual([
      [0, 0],
      [0, 250],
      [250, 0],
      [250, 250],
    ]);
    expect(height).toBe(500);
  });
  it('property (autogrid): no overlap, inside, order kept', () => {
    fc.assert(
      fc.property(
        arbitrarySlides,
        arbitraryWidth,
        fc.integer({ min: 20, max: 600 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (slides, width, columnWidth, gutter, min) => {
          const result = layoutAutogrid(
            slides,
            { width },
            {
              columnWidth,
              gutter,
              columnWidthBehavior: min ? 'min' : 'max',
              imageAspectRatio: 'auto',
            },
          );
          fc.pre(result.boxes.every((box) => box.width > 0));
          checkStatic(result.boxes, width, result.height, 'rows');
        },
      ),
    );
  });
  it('property (autocolumns): no overlap, inside, order kept down the columns, at most the column count', () => {
    fc.assert(
      fc.property(
        arbitrarySlides,
        arbitraryWidth,
        fc.integer({ min: 20, max: 600 }),
        fc.integer({ min: 0, max: 30 }),
        (slides, width, columnWidth, gutter) => {
          const result = layoutAutocolumns(slides, { width }, { columnWidth, gutter });
          fc.pre(result.boxes.every((box) => box.width > 0));
          checkStatic(result.boxes, width, result.height, 'columns');
          const columns = new Set(result.boxes.map((box) => Math.round(box.x * 1000)));
          expect(columns.size).toBeLessThanOrEqual(columnCount(width, columnWidth, gutter, 'min'));
        },
      ),
    );
  });
});

describe('autorows (spec 001 §9: rowHeight 250, gutter 20)', () => {
  it('fills full rows to the width at one height and keeps the last row at rowHeight', () => {
    const slides = [landscape, landscape, landscape, square];
    const { boxes, height } = layoutAutorows(slides, { width: 1000 });
    // 375 + 20 + 375 fits, + 20 + 375 does not: the first row holds two 1.5 slides.
    const rowHeight = (1000 - 20) / 3;
    expect(boxes[0]!.height).toBeCloseTo(rowHeight);
    expect(boxes[1]!.x + boxes[1]!.width).toBeCloseTo(1000);
    expect(boxes[2]!.height).toBe(250);
    expect(boxes[3]).toMatchObject({ x: 395, height: 250, width: 250 });
    expect(height).toBeCloseTo(rowHeight + 20 + 250);
  });
  it('one slide wider than the container shrinks to the width', () => {
    const { boxes } = layoutAutorows([{ width: 4000, height: 100 }], { width: 500 });
    expect(boxes[0]).toMatchObject({ width: 500, height: 12.5 });
  });
  it('property: no overlap, inside, order kept, full rows exactly as wide as the container', () => {
    fc.assert(
      fc.property(
        arbitrarySlides,
        arbitraryWidth,
        fc.integer({ min: 10, max: 600 }),
        fc.integer({ min: 0, max: 40 }),
        (slides, width, rowHeight, gutter) => {
          const result = layoutAutorows(slides, { width }, { rowHeight, gutter });
          checkStatic(result.boxes, width, result.height, 'rows');
          const rows = new Map<number, Box[]>();
          for (const box of result.boxes) rows.set(box.y, [...(rows.get(box.y) ?? []), box]);
          const ys = [...rows.keys()];
          ys.slice(0, -1).forEach((y) => {
            const row = rows.get(y)!;
            const right = row[row.length - 1]!;
            expect(right.x + right.width).toBeCloseTo(width, 6);
            for (const box of row) expect(box.height).toBeCloseTo(row[0]!.height, 6);
          });
        },
      ),
    );
  });
  it('lays out 100,000 slides in one pass (timings: bench/gallery)', () => {
    const slides = Array.from({ length: 100_000 }, (_, i) => ({
      width: 400 + (i % 7) * 100,
      height: 500,
    }));
    const { boxes } = layoutAutorows(slides, { width: 1200 });
    expect(boxes).toHaveLength(100_000);
    expect(boxes[99_999]!.y).toBeGreaterThan(boxes[0]!.y);
  });
});

describe('list', () => {
  it('stacks slides at listImageSize percent of the width, 20 apart', () => {
    const { boxes, height } = layoutList(
      [landscape, square],
      { width: 600 },
      { listImageSize: 50 },
    );
    expect(boxes).toEqual([
      { x: 0, y: 0, width: 300, height: 200 },
      { x: 0, y: 220, width: 300, height: 300 },
    ]);
    expect(height).toBe(520);
  });
  it('property: no overlap, inside, order kept', () => {
    fc.assert(
      fc.property(
        arbitrarySlides,
        arbitraryWidth,
        fc.integer({ min: 1, max: 100 }),
        (slides, width, size) => {
          const result = layoutList(slides, { width }, { listImageSize: size });
          checkStatic(result.boxes, width, result.height, 'rows');
        },
      ),
    );
  });
});

describe('stacked and slideshow', () => {
  it('puts every slide at the origin; height is the tallest slide, or the aspect ratio', () => {
    const auto = layoutStacked([landscape, square], { width: 600 });
    expect(auto.height).toBe(600);
    expect(auto.boxes[0]).toEqual({ x: 0, y: 0, width: 600, height: 400 });
    expect(layoutStacked([landscape], { width: 600 }, { aspectRatio: 2 }).height).toBe(300);
  });
  it('property: every box inside the container, at the origin', () => {
    fc.assert(
      fc.property(arbitrarySlides, arbitraryWidth, (slides, width) => {
        const result = layoutStacked(slides, { width });
        for (const box of result.boxes) {
          expect(box).toMatchObject({ x: 0, y: 0, width });
          expect(box.height).toBeLessThanOrEqual(result.height + EPSILON);
        }
      }),
    );
  });
});

describe('carousel (spec 001 §4, §9: 3 per row, gutter 1, no loop)', () => {
  it('reduces slides per row to 2 under 480 when above 1 and to 3 under 724 when above 2', () => {
    expect(carouselSlidesPerRow(3, 1024)).toBe(3);
    expect(carouselSlidesPerRow(5, 723)).toBe(3);
    expect(carouselSlidesPerRow(5, 724)).toBe(5);
    expect(carouselSlidesPerRow(2, 700)).toBe(2);
    expect(carouselSlidesPerRow(5, 479)).toBe(2);
    expect(carouselSlidesPerRow(3, 480)).toBe(3);
    expect(carouselSlidesPerRow(1, 300)).toBe(1);
  });
  it('defaults: 3 per row, 1 px apart', () => {
    const { boxes, perRow } = layoutCarousel(slidesOf(4), { width: 302, windowWidth: 1024 });
    expect(perRow).toBe(3);
    expect(boxes[1]).toEqual({ x: 101, y: 0, width: 100, height: 100 });
  });
  it('controls hidden when all fit, disabled at the first and last group', () => {
    expect(carouselControls(0, 3, 3)).toEqual({
      hidden: true,
      previousDisabled: true,
      nextDisabled: true,
    });
    expect(carouselControls(0, 7, 3)).toEqual({
      hidden: false,
      previousDisabled: true,
      nextDisabled: false,
    });
    expect(carouselControls(1, 7, 3)).toEqual({
      hidden: false,
      previousDisabled: false,
      nextDisabled: false,
    });
    expect(carouselControls(2, 7, 3)).toEqual({
      hidden: false,
      previousDisabled: false,
      nextDisabled: true,
    });
  });
  it('property: the shown group is inside the container, no overlap, order kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 50, max: 2000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        (count, width, perRow, group) => {
          const layout = layoutCarousel(
            slidesOf(count),
            { width, windowWidth: 1280 },
            { slidesPerRow: perRow },
          );
          checkStatic(layout.boxes, layout.width, layout.height, 'rows');
          const groups = Math.ceil(count / layout.perRow);
          const shown = group % groups;
          const offset = carouselOffset(layout, shown, layout.perRow, width);
          for (const box of layout.boxes.slice(
            shown * layout.perRow,
            shown * layout.perRow + layout.perRow,
          )) {
            expect(box.x - offset).toBeGreaterThanOrEqual(-EPSILON);
            expect(box.x + box.width - offset).toBeLessThanOrEqual(width + 1e-6 * width);
          }
        },
      ),
    );
  });
});

describe('slider, the strip (spec 001 §5, §9: vSize 10, alignment middle)', () => {
  it('maps left, center and right; anything else is middle', () => {
    expect(normaliseStripAlignment('left')).toBe('start');
    expect(normaliseStripAlignment('center')).toBe('middle');
    expect(normaliseStripAlignment('right')).toBe('end');
    expect(normaliseStripAlignment('start')).toBe('start');
    expect(normaliseStripAlignment('end')).toBe('end');
    expect(normaliseStripAlignment('top')).toBe('middle');
    expect(normaliseStripAlignment(undefined)).toBe('middle');
  });
  it('lays slides side by side 10 px apart and aligns the active one', () => {
    const layout = layoutStrip([landscape, square], { width: 600, height: 200 });
    expect(layout.boxes).toEqual([
      { x: 0, y: 0, width: 300, height: 200 },
      { x: 310, y: 0, width: 200, height: 200 },
    ]);
    expect(stripOffset(layout, 1, 600, 'start')).toBe(310);
    expect(stripOffset(layout, 1, 600, 'middle')).toBe(110);
    expect(stripOffset(layout, 1, 600, 'end')).toBe(-90);
  });
  it('property: no overlap, inside its height, order kept', () => {
    fc.assert(
      fc.property(arbitrarySlides, arbitraryWidth, (slides, width) => {
        const result = layoutStrip(slides, { width });
        checkStatic(result.boxes, result.width, result.height, 'rows');
      }),
    );
  });
});
