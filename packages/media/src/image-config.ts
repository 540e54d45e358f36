/**
 * Image config (spec 001 §3 "Image config"): the options that decide which source an image
 * gets and how it sits in its box. `parseImageConfig` validates loose input (block JSON,
 * data attributes) field by field: a bad field is reported by name and falls back to its
 * default, the others still apply (DESIGN "Bad input").
 */
import { isJsonObject } from '@tessera/runtime';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Two fractions from 0 to 1: where the subject of the picture is. */
export interface FocalPoint {
  x: number;
  y: number;
}

export type ImageLoadMode = true | false | 'viewport';
export type CropMode = 'cover' | 'contain' | 'none';
export type SizeFormat = 'queryString' | 'filename';
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

export interface ImageConfig {
  /** Intrinsic size of the original ("widthxheight" in markup); null when unknown (read on load). Default null. */
  dimensions: ImageDimensions | null;
  /** Keep the box at the image's aspect ratio (written as CSS aspect-ratio). Default false. */
  fixedRatio: boolean;
  /** Subject position for cover crops. Default { x: 0.5, y: 0.5 } (spec 001 §3). */
  focalPoint: FocalPoint;
  /** true: load now; false: do not load; 'viewport': within 200 px of the viewport. Default 'viewport'. */
  load: ImageLoadMode;
  /** Set a new source even when it is not larger than the current one. Default false. */
  forceImageUpdate: boolean;
  /** cover fills the box and crops around the focal point; contain fits inside; none is natural size. Default 'cover'. */
  cropMode: CropMode;
  /** Multiplier on the size asked of the image service (e.g. 0.5 for a soft background). Default 1. */
  sizeAdjustment: number;
  /** How the width reaches the image service: `?format=500w` or `-500w` before the extension. Default 'queryString'. */
  sizeFormat: SizeFormat;
  /** The original's address; falls back to the img's data-src. Default ''. */
  source: string;
  /** Allow sources wider than the original. Default false. */
  stretch: boolean;
  /** Paint the image as the parent's CSS background instead of through the img. Default false. */
  useBgImage: boolean;
  /** Position with explicit left/top/width/height instead of object-fit. Default false. */
  useAdvancedPositioning: boolean;
  /** Let the visitor's Save-Data preference lower the pixel ratio to dprMin. Default true. */
  allowSaveData: boolean;
  /** Lowest device pixel ratio considered. Default 1. */
  dprMin: number;
  /** Highest device pixel ratio considered (beyond 2 the difference is rarely visible). Default 2. */
  dprMax: number;
  /** Where a contained image sits in its box. Default 'center'. */
  fitAlignment: FitAlignment;
  /** Allow a new load while one is in flight (spec 001 §4). Default false. */
  allowConcurrentLoads: boolean;
  /**
   * How addresses at a width are written (Tessera's; our field, not the spec's): `tessera`,
   * `none`, `cloudinary[:cloud]`, `imgix[:origin]`, `netlify`, `vercel` or a template with
   * `{width}` (resolveImageLoader). Default '': the site's (the script tag's data-image-loader),
   * else `tessera`.
   */
  imageLoader: string;
}

// Pure: a bundle that never reads the defaults drops them (Object.freeze is a call to a bundler).
export const defaultImageConfig: Readonly<ImageConfig> = /* @__PURE__ */ Object.freeze({
  dimensions: null,
  fixedRatio: false,
  focalPoint: /* @__PURE__ */ Object.freeze({ x: 0.5, y: 0.5 }),
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

export interface ParsedImageConfig {
  config: ImageConfig;
  /** One sentence per refused field, naming the field, the value and the expected form. */
  problems: string[];
}

/** Parses "1600x900" (spec 001 §3 data-image-dimensions); null for anything else. */
export function parseDimensions(value: unknown): ImageDimensions | null {
  if (value && typeof value === 'object') {
    const { width, height } = value as Record<string, unknown>;
    return positive(width) && positive(height) ? { width, height } : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Parses "0.3,0.7" (spec 001 §3 data-image-focal-point); null unless both are in [0, 1]. */
export function parseFocalPoint(value: unknown): FocalPoint | null {
  let x: unknown;
  let y: unknown;
  if (typeof value === 'string') {
    const parts = value.split(',');
    if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
    x = Number(parts[0]);
    y = Number(parts[1]);
  } else if (value && typeof value === 'object') {
    ({ x, y } = value as Record<string, unknown>);
  } else {
    return null;
  }
  return fraction(x) && fraction(y) ? { x, y } : null;
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function fraction(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

function oneOf<T>(allowed: readonly T[]) {
  return (value: unknown): value is T => allowed.includes(value as T);
}

type Check = (value: unknown) => boolean;

const booleanFields = [
  'fixedRatio',
  'forceImageUpdate',
  'stretch',
  'useBgImage',
  'useAdvancedPositioning',
  'allowSaveData',
  'allowConcurrentLoads',
] as const;

const simpleFields: { [K in keyof ImageConfig]?: [Check, string] } = {
  load: [oneOf<unknown>([true, false, 'viewport']), 'true, false or "viewport"'],
  cropMode: [oneOf<unknown>(['cover', 'contain', 'none']), '"cover", "contain" or "none"'],
  sizeFormat: [oneOf<unknown>(['queryString', 'filename']), '"queryString" or "filename"'],
  fitAlignment: [
    oneOf<unknown>(['top', 'left', 'center', 'right', 'bottom']),
    '"top", "left", "center", "right" or "bottom"',
  ],
  sizeAdjustment: [positive, 'a number above 0'],
  dprMin: [positive, 'a number above 0'],
  dprMax: [positive, 'a number above 0'],
  source: [(value) => typeof value === 'string', 'a string'],
  imageLoader: [(value) => typeof value === 'string', 'a string'],
};

/**
 * Validates `input` (an object of ImageConfig fields, possibly from JSON) against the spec's
 * forms. Unknown fields are ignored; refused fields keep their defaults and are listed in
 * `problems`.
 */
export function parseImageConfig(input: unknown): ParsedImageConfig {
  const config: ImageConfig = { ...defaultImageConfig };
  const problems: string[] = [];
  if (input === undefined || input === null) return { config, problems };
  if (!isJsonObject(input)) {
    problems.push(`Image config must be an object, got ${JSON.stringify(input)}`);
    return { config, problems };
  }
  const raw = input;
  const refuse = (field: string, expected: string) =>
    problems.push(`Image config "${field}" is ${JSON.stringify(raw[field])}: expected ${expected}`);

  for (const field of booleanFields) {
    if (!(field in raw)) continue;
    if (typeof raw[field] === 'boolean') config[field] = raw[field];
    else refuse(field, 'true or false');
  }
  for (const [field, [check, expected]] of Object.entries(simpleFields) as [
    keyof ImageConfig,
    [Check, string],
  ][]) {
    if (!(field in raw)) continue;
    if (check(raw[field])) (config as unknown as Record<string, unknown>)[field] = raw[field];
    else refuse(field, expected);
  }
  if ('dimensions' in raw && raw.dimensions !== null) {
    const dimensions = parseDimensions(raw.dimensions);
    if (dimensions) config.dimensions = dimensions;
    else refuse('dimensions', '"widthxheight" with both above 0');
  }
  if ('focalPoint' in raw) {
    const focalPoint = parseFocalPoint(raw.focalPoint);
    if (focalPoint) config.focalPoint = focalPoint;
    else refuse('focalPoint', '"x,y" with both fractions from 0 to 1');
  }
  if (config.dprMin > config.dprMax) {
    problems.push(
      `Image config "dprMin" (${config.dprMin}) is above "dprMax" (${config.dprMax}): both reset to defaults`,
    );
    config.dprMin = defaultImageConfig.dprMin;
    config.dprMax = defaultImageConfig.dprMax;
  }
  return { config, problems };
}
