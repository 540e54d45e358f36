import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultImageConfig,
  parseDimensions,
  parseFocalPoint,
  parseImageConfig,
} from '../src/image-config';
import { isImageMode, parseImageMode } from '../src/image-mode';

describe('image config (spec 001 §3)', () => {
  it('has the documented defaults, focal point 0.5,0.5', () => {
    expect(defaultImageConfig).toEqual({
      dimensions: null,
      fixedRatio: false,
      focalPoint: { x: 0.5, y: 0.5 },
      load: 'viewport',
      forceImageUpdate: false,
      cropMode: 'cover',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      source: '',
      stretch: false,
      useBgImage: false,
      useAdvancedPositioning: false,
      allowSaveData: true,
      dprMin: 1,
      dprMax: 2,
      fitAlignment: 'center',
      allowConcurrentLoads: false,
      imageLoader: '',
    });
  });

  it('accepts every spec field in its allowed forms', () => {
    const { config, problems } = parseImageConfig({
      dimensions: '1600x900',
      fixedRatio: true,
      focalPoint: '0.2,0.8',
      load: false,
      forceImageUpdate: true,
      cropMode: 'contain',
      sizeAdjustment: 0.5,
      sizeFormat: 'filename',
      source: '/a.jpg',
      stretch: true,
      useBgImage: true,
      useAdvancedPositioning: true,
      allowSaveData: false,
      dprMin: 1.5,
      dprMax: 3,
      fitAlignment: 'bottom',
    });
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      dimensions: { width: 1600, height: 900 },
      focalPoint: { x: 0.2, y: 0.8 },
      load: false,
      cropMode: 'contain',
      sizeFormat: 'filename',
      dprMin: 1.5,
      dprMax: 3,
      fitAlignment: 'bottom',
      useBgImage: true,
    });
  });

  it.each([
    ['load', 'lazy', 'true, false or "viewport"'],
    ['cropMode', 'fill', '"cover", "contain" or "none"'],
    ['sizeFormat', 'path', '"queryString" or "filename"'],
    ['fitAlignment', 'middle', '"top", "left", "center", "right" or "bottom"'],
    ['dprMax', 0, 'a number above 0'],
    ['sizeAdjustment', -1, 'a number above 0'],
    ['stretch', 'yes', 'true or false'],
    ['dimensions', '16x', '"widthxheight" with both above 0'],
    ['focalPoint', '1.2,0.5', '"x,y" with both fractions from 0 to 1'],
  ])('refuses %s = %j, names it, and keeps the default', (field, value, expected) => {
    const { config, problems } = parseImageConfig({
      [field]: value,
      stretch: field === 'stretch' ? value : true,
    });
    expect(problems).toContain(
      `Image config "${field}" is ${JSON.stringify(value)}: expected ${expected}`,
    );
    expect(config[field as keyof typeof config]).toEqual(
      defaultImageConfig[field as keyof typeof config],
    );
  });

  it('resets dprMin above dprMax', () => {
    const { config, problems } = parseImageConfig({ dprMin: 3, dprMax: 2 });
    expect(config.dprMin).toBe(1);
    expect(config.dprMax).toBe(2);
    expect(problems).toHaveLength(1);
  });

  it('refuses a non-object config', () => {
    expect(parseImageConfig('cover').problems).toEqual([
      'Image config must be an object, got "cover"',
    ]);
    expect(parseImageConfig(undefined).problems).toEqual([]);
  });

  it('parses dimensions widthxheight', () => {
    expect(parseDimensions('1600x900')).toEqual({ width: 1600, height: 900 });
    expect(parseDimensions(' 800 X 600 ')).toEqual({ width: 800, height: 600 });
    expect(parseDimensions('0x600')).toBeNull();
    expect(parseDimensions('wide')).toBeNull();
    expect(parseDimensions({ width: 2, height: 1 })).toEqual({ width: 2, height: 1 });
  });

  it('parses focal points of two comma-separated fractions', () => {
    expect(parseFocalPoint('0.3,0.7')).toEqual({ x: 0.3, y: 0.7 });
    expect(parseFocalPoint('0,1')).toEqual({ x: 0, y: 1 });
    expect(parseFocalPoint('0.5')).toBeNull();
    expect(parseFocalPoint('0.5,')).toBeNull();
    expect(parseFocalPoint('a,b')).toBeNull();
  });

  it('never throws and always yields a valid config (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const { config } = parseImageConfig(input);
        expect(['cover', 'contain', 'none']).toContain(config.cropMode);
        expect(config.dprMin).toBeLessThanOrEqual(config.dprMax);
        expect(config.focalPoint.x).toBeGreaterThanOrEqual(0);
        expect(config.focalPoint.x).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseDimensions(text);
        if (parsed) expect(parsed.width > 0 && parsed.height > 0).toBe(true);
        const focal = parseFocalPoint(text);
        if (focal) expect(focal.x >= 0 && focal.x <= 1 && focal.y >= 0 && focal.y <= 1).toBe(true);
      }),
    );
  });
});

describe('image mode (spec 001 §5)', () => {
  it('is fit, fill, none or null', () => {
    for (const mode of ['fit', 'fill', 'none', null]) expect(parseImageMode(mode)).toBe(mode);
    expect(isImageMode('cover')).toBe(false);
    expect(() => parseImageMode('cover')).toThrow(
      'Invalid image mode "cover": expected "fit", "fill", "none" or null',
    );
    expect(() => parseImageMode(undefined)).toThrow(TypeError);
  });
});
