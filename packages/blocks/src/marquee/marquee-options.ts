/**
 * The marquee's options (spec 002 §3 "Marquee props", §9): their defaults, the ranges we accept
 * where the spec is silent, and the parser that reads them from `data-block-config`.
 */
export type MarqueeDirection = 'left' | 'right';

export interface MarqueeOptions {
  /** How many waves: 0 (longest, 1000 px segments) to 1 (shortest, 250 px). Default 1. */
  waveFrequency: number;
  /** How high the waves are: 0 (a straight line) to 1 (amplitude a quarter of a segment).
   * Default 0. */
  waveIntensity: number;
  /** Which way the text moves. Default 'left'. */
  animationDirection: MarqueeDirection;
  /** A multiple of MARQUEE_BASE_SPEED (px per second), 0 to 10. Default 1. */
  animationSpeed: number;
  /** Whether the pointer over the block pauses it. Default false. */
  pausedOnHover: boolean;
}

/** Spec 002 §3: the defaults of the marquee props. */
export const marqueeDefaults: Readonly<MarqueeOptions> = Object.freeze({
  waveFrequency: 1,
  waveIntensity: 0,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: false,
});

/** Spec 002 §9: the marquee is never drawn narrower than 50 px. */
export const MARQUEE_MIN_WIDTH = 50;
/** Spec 002 §9: a path segment (one whole wave) is 1000 px at frequency 0 ... */
export const MARQUEE_SEGMENT_WIDTH_MAX = 1000;
/** ... and 250 px at frequency 1, linearly between. */
export const MARQUEE_SEGMENT_WIDTH_MIN = 250;
/** Our choice (the spec gives none): speed 1 moves the text 50 px per second. */
export const MARQUEE_BASE_SPEED = 50;
/** Our choice: the largest animationSpeed taken; larger values are clamped to it. */
export const MARQUEE_MAX_SPEED = 10;

const RANGES = {
  waveFrequency: [0, 1],
  waveIntensity: [0, 1],
  animationSpeed: [0, MARQUEE_MAX_SPEED],
} as const;

export interface ParsedMarqueeOptions {
  options: MarqueeOptions;
  /** One sentence per refused field (its default is kept). */
  problems: string[];
}

const clamp = (value: number, [low, high]: readonly [number, number]) =>
  Math.min(high, Math.max(low, value));

/**
 * Reads the marquee props (a JSON object, as readBlockConfig gives it): a missing field takes its default; a number outside its range is
 * clamped to it; a field of the wrong kind keeps its default and is named in `problems`.
 */
export function parseMarqueeOptions(input: Record<string, unknown> = {}): ParsedMarqueeOptions {
  const options: MarqueeOptions = { ...marqueeDefaults };
  const problems: string[] = [];
  const refuse = (name: string, expected: string) =>
    problems.push(`${name} must be ${expected}, got ${JSON.stringify(input[name])}`);
  for (const name of ['waveFrequency', 'waveIntensity', 'animationSpeed'] as const) {
    const value = input[name];
    if (typeof value === 'number' && Number.isFinite(value)) {
      options[name] = clamp(value, RANGES[name]);
    } else if (value !== undefined) refuse(name, 'a number');
  }
  const direction = input.animationDirection;
  if (direction === 'left' || direction === 'right') options.animationDirection = direction;
  else if (direction !== undefined) refuse('animationDirection', '"left" or "right"');
  const hover = input.pausedOnHover;
  if (typeof hover === 'boolean') options.pausedOnHover = hover;
  else if (hover !== undefined) refuse('pausedOnHover', 'true or false');
  return { options, problems };
}
