import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseImageWidth,
  effectivePixelRatio,
  paintedWidth,
  type WidthRequest,
} from '../src/choose-image-width';
import { IMAGE_WIDTHS } from '../src/constants';
import { buildSrcset, imageUrl } from '../src/image-url';

const base: WidthRequest = {
  boxWidth: 400,
  boxHeight: 300,
  dimensions: null,
  cropMode: 'cover',
  devicePixelRatio: 1,
  dprMin: 1,
  dprMax: 2,
  saveData: false,
  allowSaveData: true,
  sizeAdjustment: 1,
  stretch: false,
};

describe('source width (spec 001 §4, §9)', () => {
  it('uses the spec widths 2500, 1500, 1000, 750, 500, 300, 100', () => {
    expect(IMAGE_WIDTHS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it.each([
    [90, 1, 100],
    [100, 1, 100],
    [101, 1, 300],
    [400, 1, 500],
    [400, 2, 1000],
    [700, 2, 1500],
    [1400, 2, 2500],
    [4000, 2, 2500],
  ])('a %i px box at DPR %i asks for %i', (boxWidth, devicePixelRatio, expected) => {
    expect(chooseImageWidth({ ...base, boxWidth, boxHeight: 0, devicePixelRatio })).toBe(expected);
  });

  it('clamps the pixel ratio to dprMin and dprMax', () => {
    expect(effectivePixelRatio({ ...base, devicePixelRatio: 3 })).toBe(2);
    expect(effectivePixelRatio({ ...base, devicePixelRatio: 0.5 })).toBe(1);
    expect(effectivePixelRatio({ ...base, devicePixelRatio: 3, dprMax: 3 })).toBe(3);
    expect(chooseImageWidth({ ...base, boxHeight: 0, devicePixelRatio: 3 })).toBe(1000);
  });

  it('respects Save-Data only when allowed', () => {
    expect(effectivePixelRatio({ ...base, devicePixelRatio: 2, saveData: true })).toBe(1);
    expect(
      effectivePixelRatio({ ...base, devicePixelRatio: 2, saveData: true, allowSaveData: false }),
    ).toBe(2);
  });

  it('a cover crop in a tall box asks for the width the picture is painted at', () => {
    const dimensions = { width: 1600, height: 800 };
    expect(paintedWidth({ ...base, boxWidth: 200, boxHeight: 400, dimensions })).toBe(800);
    expect(
      paintedWidth({ ...base, boxWidth: 200, boxHeight: 400, dimensions, cropMode: 'contain' }),
    ).toBe(200);
    expect(paintedWidth({ ...base, dimensions, cropMode: 'none' })).toBe(1600);
  });

  it('does not exceed the original unless stretch is on', () => {
    const dimensions = { width: 600, height: 400 };
    expect(chooseImageWidth({ ...base, boxWidth: 900, boxHeight: 0, dimensions })).toBe(750);
    expect(
      chooseImageWidth({ ...base, boxWidth: 900, boxHeight: 0, dimensions, stretch: true }),
    ).toBe(1000);
  });

  it('applies sizeAdjustment', () => {
    expect(chooseImageWidth({ ...base, boxHeight: 0, sizeAdjustment: 0.5 })).toBe(300);
  });

  it('always picks a listed width that covers the need or the largest (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        (boxWidth, devicePixelRatio) => {
          const width = chooseImageWidth({ ...base, boxWidth, boxHeight: 0, devicePixelRatio });
          expect(IMAGE_WIDTHS).toContain(width);
          const need = boxWidth * Math.min(2, Math.max(1, devicePixelRatio));
          if (width < 2500) expect(width).toBeGreaterThanOrEqual(need);
        },
      ),
    );
  });
});

describe('image urls and srcset (spec 001 §3 sizeFormat)', () => {
  it('queryString form', () => {
    expect(imageUrl('/a/photo.jpg', 500, 'queryString')).toBe('/a/photo.jpg?format=500w');
    expect(imageUrl('/p.jpg?v=2&format=100w#x', 300, 'queryString')).toBe(
      '/p.jpg?v=2&format=300w#x',
    );
  });

  it('filename form', () => {
    expect(imageUrl('/a/photo.jpg', 500, 'filename')).toBe('/a/photo-500w.jpg');
    expect(imageUrl('/a.b/photo', 100, 'filename')).toBe('/a.b/photo-100w');
    expect(imageUrl('/a/photo.jpg?v=1', 750, 'filename')).toBe('/a/photo-750w.jpg?v=1');
  });

  it('srcset keeps a source with spaces as one candidate per width', () => {
    expect(buildSrcset('/up/harbour at dusk.jpg', 300, 'queryString')).toBe(
      '/up/harbour%20at%20dusk.jpg?format=100w 100w, /up/harbour%20at%20dusk.jpg?format=300w 300w',
    );
  });

  it('srcset lists the widths up to the chosen one, smallest first', () => {
    expect(buildSrcset('/p.jpg', 500, 'queryString')).toBe(
      '/p.jpg?format=100w 100w, /p.jpg?format=300w 300w, /p.jpg?format=500w 500w',
    );
  });
});
