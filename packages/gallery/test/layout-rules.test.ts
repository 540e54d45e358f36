// The layout rules' edges, asserted exactly so that a wrong change fails (found by mutation
// testing, issue 21): degenerate slide ratios, column counts and their gutters, columnWidth
// parsing, the strip's height and track, the carousel's track and offset, and the linked slide
// index's direction.
import { describe, expect, it, vi } from 'vitest';
import { layoutAutocolumns } from '../src/layouts/autocolumns';
import { layoutAutogrid } from '../src/layouts/autogrid';
import { carouselOffset, layoutCarousel } from '../src/layouts/carousel';
import { columnCount, parseColumnWidth } from '../src/layouts/column-count';
import { layoutStacked } from '../src/layouts/stacked';
import { layoutStrip, stripOffset } from '../src/layouts/strip';
import { thumbnailScrollLeft } from '../src/layouts/thumbnails';
import { aspectOf, cellAspect } from '../src/layouts/types';
import { createSlideIndex, stepSlideIndex } from '../src/slide-index';

const slide = (width: number, height: number) => ({ width, height });

describe('aspectOf and cellAspect', () => {
  it.each([
    [slide(300, 200), 1.5],
    [slide(0, 200), 1],
    [slide(-300, 200), 1],
    [slide(300, 0), 1],
    [slide(0, 0), 1],
  ])('%j has the ratio %d', (given, ratio) => {
    expect(aspectOf(given)).toBe(ratio);
  });

  it("'auto' takes the slide's ratio, a number is used as it is", () => {
    expect(cellAspect(slide(300, 200), 'auto')).toBe(1.5);
    expect(cellAspect(slide(300, 200), 0.5)).toBe(0.5);
  });
});

describe('columnCount and parseColumnWidth', () => {
  it('counts gutters as CSS does: floor for a minimum width, ceil for a maximum', () => {
    // (100 + 10) / (30 + 10) = 2.75
    expect(columnCount(100, 30, 10, 'min')).toBe(2);
    expect(columnCount(100, 30, 10, 'max')).toBe(3);
    expect(columnCount(100, 30, 0, 'min')).toBe(3);
    expect(columnCount(10, 30, 10, 'min')).toBe(1);
    expect(columnCount(100, 0, 0, 'min')).toBe(1);
  });

  it('takes numbers and numeric strings above 0', () => {
    expect(parseColumnWidth(120)).toBe(120);
    expect(parseColumnWidth(' 120 ')).toBe(120);
    expect(parseColumnWidth('0.5')).toBe(0.5);
  });

  it.each([
    [0, '0'],
    [-1, '-1'],
    ['0', '"0"'],
    ['', '""'],
    ['   ', '"   "'],
    ['wide', '"wide"'],
    [true, 'true'],
    [[200], '[200]'],
    [null, 'null'],
    [Number.POSITIVE_INFINITY, 'null'],
    [undefined, 'undefined'],
  ])('refuses %j, naming it as %s', (value, shown) => {
    expect(() => parseColumnWidth(value)).toThrow(
      new RangeError(`columnWidth must be a number above 0, got ${shown}`),
    );
  });
});

describe('the strip', () => {
  const slides = [slide(200, 100), slide(100, 100)];

  it('takes the container’s height when it has one above 0', () => {
    expect(layoutStrip(slides, { width: 600, height: 50 }).height).toBe(50);
    expect(layoutStrip(slides, { width: 600, height: 0 }).height).toBe(200);
    expect(layoutStrip(slides, { width: 600, height: -5 }).height).toBe(200);
    expect(layoutStrip(slides, { width: 600 }).height).toBe(200);
  });

  it('uses its aspect ratio when above 0, else the default 3', () => {
    expect(layoutStrip(slides, { width: 600 }, { aspectRatio: 2 }).height).toBe(300);
    expect(layoutStrip(slides, { width: 600 }, { aspectRatio: 0 }).height).toBe(200);
    expect(layoutStrip(slides, { width: 600 }, { aspectRatio: -2 }).height).toBe(200);
  });

  it('lays slides in a row with the gap between them, none after the last', () => {
    const layout = layoutStrip(slides, { width: 600, height: 50 }, { vSize: 10 });
    expect(layout).toEqual({
      boxes: [
        { x: 0, y: 0, width: 100, height: 50 },
        { x: 110, y: 0, width: 50, height: 50 },
      ],
      height: 50,
      width: 160,
    });
    expect(layoutStrip([], { width: 600, height: 50 }).width).toBe(0);
  });

  it('moves the track to put the slide at the alignment; no slide, no move', () => {
    const layout = layoutStrip(slides, { width: 600, height: 50 }, { vSize: 10 });
    expect(stripOffset(layout, 1, 40, 'start')).toBe(110);
    expect(stripOffset(layout, 1, 40, 'end')).toBe(120);
    expect(stripOffset(layout, 1, 40, 'middle')).toBe(115);
    expect(stripOffset(layout, 2, 40, 'start')).toBe(0);
  });
});

describe('autocolumns: the balanced column height', () => {
  it('is the smallest at which the slides fit, found by search when the average is too low', () => {
    // Heights 100, 50, 50, 100, 100 in 3 columns: the average (133.3) needs 4; 150 fits.
    const slides = [slide(1, 1), slide(2, 1), slide(2, 1), slide(1, 1), slide(1, 1)];
    const layout = layoutAutocolumns(slides, { width: 300 }, { columnWidth: 100 });
    expect(layout).toEqual({
      boxes: [
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 0, y: 100, width: 100, height: 50 },
        { x: 100, y: 0, width: 100, height: 50 },
        { x: 100, y: 50, width: 100, height: 100 },
        { x: 200, y: 0, width: 100, height: 100 },
      ],
      height: 150,
      width: 300,
    });
  });

  it('never goes below the tallest slide, which stands alone in its column', () => {
    // Average 166.7, tallest 300: at the average the short slides would spread over two columns.
    const slides = [slide(2, 1), slide(2, 1), slide(2, 1), slide(2, 1), slide(1, 3)];
    const layout = layoutAutocolumns(slides, { width: 300 }, { columnWidth: 100 });
    expect(layout.boxes.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [0, 50],
      [0, 100],
      [0, 150],
      [100, 0],
    ]);
    expect(layout.height).toBe(300);
  });

  it('counts the gutter below each slide and between columns', () => {
    const slides = [slide(1, 1), slide(1, 1), slide(1, 1), slide(1, 1)];
    const layout = layoutAutocolumns(slides, { width: 210 }, { columnWidth: 100, gutter: 10 });
    expect(layout).toEqual({
      boxes: [
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 0, y: 110, width: 100, height: 100 },
        { x: 110, y: 0, width: 100, height: 100 },
        { x: 110, y: 110, width: 100, height: 100 },
      ],
      height: 220,
      width: 210,
    });
  });
});

describe('autogrid and the thumbnail strip', () => {
  it('autogrid keeps its gutter between cells and rows, and no row after the last', () => {
    const slides = [slide(1, 1), slide(1, 1), slide(1, 1), slide(1, 1)];
    expect(layoutAutogrid(slides, { width: 210 }, { columnWidth: 100, gutter: 10 })).toEqual({
      boxes: [
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 110, y: 0, width: 100, height: 100 },
        { x: 0, y: 110, width: 100, height: 100 },
        { x: 110, y: 110, width: 100, height: 100 },
      ],
      height: 210,
      width: 210,
    });
  });

  it('stacked: a set ratio sizes every slide, auto each its own', () => {
    const slides = [slide(1, 1), slide(4, 1)];
    expect(layoutStacked(slides, { width: 200 }, { aspectRatio: 2 }).boxes).toEqual([
      { x: 0, y: 0, width: 200, height: 100 },
      { x: 0, y: 0, width: 200, height: 100 },
    ]);
    expect(layoutStacked(slides, { width: 200 })).toEqual({
      boxes: [
        { x: 0, y: 0, width: 200, height: 200 },
        { x: 0, y: 0, width: 200, height: 50 },
      ],
      height: 200,
      width: 200,
    });
  });

  it('without an active cell the strip keeps its scroll, within both ends', () => {
    const layout = { boxes: [{ x: 0, y: 0, width: 100, height: 50 }], height: 50, width: 500 };
    expect(thumbnailScrollLeft(layout, 5, 200, 120)).toBe(120);
    expect(thumbnailScrollLeft(layout, 5, 200, -5)).toBe(0);
    expect(thumbnailScrollLeft(layout, 5, 200, 1000)).toBe(300);
  });
});

describe('the carousel', () => {
  it('sizes cells from the width less the gutters, and the track without a last gutter', () => {
    const layout = layoutCarousel(
      [slide(2, 1), slide(1, 1), slide(1, 2)],
      { width: 220 },
      {
        slidesPerRow: 2,
        gutter: 20,
        imageAspectRatio: 'auto',
      },
    );
    expect(layout).toEqual({
      boxes: [
        { x: 0, y: 0, width: 100, height: 50 },
        { x: 120, y: 0, width: 100, height: 100 },
        { x: 240, y: 0, width: 100, height: 200 },
      ],
      height: 200,
      width: 340,
      perRow: 2,
    });
  });

  it('moves to the group’s first slide, the last group flush right, never before 0', () => {
    const layout = layoutCarousel(
      [slide(1, 1), slide(1, 1), slide(1, 1)],
      { width: 220 },
      {
        slidesPerRow: 2,
        gutter: 20,
      },
    );
    expect(carouselOffset(layout, 0, 2, 220)).toBe(0);
    expect(carouselOffset(layout, 1, 2, 220)).toBe(120);
    expect(carouselOffset(layout, -1, 2, 220)).toBe(0);
    expect(carouselOffset(layout, 2, 2, 220)).toBe(0);
    expect(carouselOffset(layout, 1, 2, 400)).toBe(0);
  });
});

describe('slide index directions', () => {
  const state = { index: 3, count: 5, loop: false, animating: false };

  it('a go to a lower index moves backwards, to a higher one forwards', () => {
    expect(stepSlideIndex(state, { type: 'go', index: 1 }).outcome).toEqual({
      kind: 'change',
      from: 3,
      to: 1,
      direction: -1,
    });
    expect(stepSlideIndex(state, { type: 'go', index: 4 }).outcome).toEqual({
      kind: 'change',
      from: 3,
      to: 4,
      direction: 1,
    });
  });

  it('a followed index tells its direction', () => {
    const index = createSlideIndex({ count: 5, index: 2 });
    const change = vi.fn();
    index.on('change', change);
    index.follow(4);
    index.follow(1);
    index.follow(1);
    expect(change.mock.calls).toEqual([
      [{ from: 2, to: 4, direction: 1 }],
      [{ from: 4, to: 1, direction: -1 }],
    ]);
  });
});
