import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  layoutThumbnails,
  THUMBNAIL_PADDING_MAX,
  THUMBNAILS_PER_ROW,
  thumbnailPadding,
  thumbnailScrollLeft,
  thumbnailsPerRow,
} from '../src/layouts/thumbnails';

describe('thumbnail strip layout (spec 001 §9)', () => {
  it('shows 4 thumbnails per row by default, 5 px apart (the padding cap)', () => {
    expect(THUMBNAILS_PER_ROW).toBe(4);
    expect(THUMBNAIL_PADDING_MAX).toBe(5);
    const { boxes } = layoutThumbnails(6, { width: 415 });
    // (415 - 3 × 5) / 4 = 100 wide, 5 apart: the fifth starts past the container.
    expect(boxes.slice(0, 5).map((box) => box.x)).toEqual([0, 105, 210, 315, 420]);
    expect(boxes[0]!.width).toBe(100);
  });
  it('caps the padding at 5 (a grid padding of 20 becomes 5), never below 0', () => {
    expect(thumbnailPadding(20)).toBe(5);
    expect(thumbnailPadding(5)).toBe(5);
    expect(thumbnailPadding(3)).toBe(3);
    expect(thumbnailPadding(-4)).toBe(0);
    expect(thumbnailPadding(Number.NaN)).toBe(0);
    const { boxes } = layoutThumbnails(2, { width: 415 }, { padding: 20 });
    expect(boxes[1]!.x - boxes[0]!.width).toBe(5);
  });
  it('honours thumbnails-per-row; whole numbers of at least 1, else the default', () => {
    expect(layoutThumbnails(3, { width: 610 }, { thumbnailsPerRow: 6 }).boxes[0]!.width).toBe(
      (610 - 25) / 6,
    );
    expect(thumbnailsPerRow(2.7)).toBe(2);
    expect(thumbnailsPerRow(0)).toBe(4);
    expect(thumbnailsPerRow(Number.POSITIVE_INFINITY)).toBe(4);
  });
  it('square thumbs are as tall as wide; otherwise the strip height, else 3:2', () => {
    const width = 415;
    expect(layoutThumbnails(1, { width }, { squareThumbs: true }).boxes[0]!.height).toBe(100);
    expect(
      layoutThumbnails(1, { width }, { squareThumbs: true, thumbnailStripHeight: 40 }).height,
    ).toBe(100);
    expect(layoutThumbnails(1, { width }, { thumbnailStripHeight: 40 }).boxes[0]!.height).toBe(40);
    expect(layoutThumbnails(1, { width }).boxes[0]!.height).toBeCloseTo(200 / 3);
    expect(layoutThumbnails(1, { width }, { thumbnailStripHeight: 0 }).height).toBeCloseTo(200 / 3);
  });
  it('an empty strip takes no room', () => {
    expect(layoutThumbnails(0, { width: 400 })).toEqual({ boxes: [], height: 0, width: 0 });
  });
  it('property: one row, in order, no overlap, per-row cells fit the width exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 4000, noNaN: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: -10, max: 40, noNaN: true }),
        (count, width, perRow, padding) => {
          const layout = layoutThumbnails(count, { width }, { thumbnailsPerRow: perRow, padding });
          const gap = Math.min(5, Math.max(0, padding));
          layout.boxes.forEach((box, index) => {
            expect(box.y).toBe(0);
            expect(box.width).toBeGreaterThanOrEqual(0);
            if (index > 0) {
              const before = layout.boxes[index - 1]!;
              expect(box.x).toBeGreaterThanOrEqual(before.x + before.width - 1e-9);
            }
          });
          const shown = layout.boxes[Math.min(count, perRow) - 1]!;
          if (count >= perRow && width >= (perRow - 1) * gap)
            expect(shown.x + shown.width).toBeCloseTo(width, 6);
        },
      ),
    );
  });
});

describe('thumbnail strip scrolling', () => {
  const layout = layoutThumbnails(10, { width: 415 });
  it('stays put while the active thumbnail shows', () => {
    expect(thumbnailScrollLeft(layout, 2, 415, 0)).toBe(0);
  });
  it('moves just enough to bring it in from either side, never past the ends', () => {
    expect(thumbnailScrollLeft(layout, 4, 415, 0)).toBe(105);
    expect(thumbnailScrollLeft(layout, 1, 415, 400)).toBe(105);
    expect(thumbnailScrollLeft(layout, 9, 415, 0)).toBe(layout.width - 415);
    expect(thumbnailScrollLeft(layout, 0, 415, 9999)).toBe(0);
  });
  it('property: the active thumbnail ends in view and the scroll in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.nat(39),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (count, at, current) => {
          const index = at % count;
          const strip = layoutThumbnails(count, { width: 415 });
          const left = thumbnailScrollLeft(strip, index, 415, current);
          const box = strip.boxes[index]!;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(Math.max(0, strip.width - 415) + 1e-9);
          expect(box.x).toBeGreaterThanOrEqual(left - 1e-9);
          expect(box.x + box.width).toBeLessThanOrEqual(left + 415 + 1e-9);
        },
      ),
    );
  });
});
