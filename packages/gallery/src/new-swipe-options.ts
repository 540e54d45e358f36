/**
 * new-swipe settings (spec 001 §5): boundaries each none, hard or inertial; snap points ending in
 * a percent sign, or none. What they do is ours (the spec is silent): a boundary says what a drag
 * past the first or last slide does when the gallery does not loop (none: follows freely, hard:
 * stops, inertial: follows at a third of the finger's speed); a snap point is the share of the
 * width past which a released drag commits even when it was slow.
 */
import { BOUNDARY_INVALID, SNAP_POINT_INVALID } from './messages';

export type Boundary = 'none' | 'hard' | 'inertial';
const boundaries: readonly Boundary[] = ['none', 'hard', 'inertial'];

export interface NewSwipeOptions {
  boundaries: { start: Boundary; end: Boundary };
  /** Fractions (0-1) parsed from 'N%' strings; empty for 'none' (the default: the swipe
   * threshold decides). */
  snapPoints: number[];
}

export const newSwipeDefaults: NewSwipeOptions = {
  boundaries: { start: 'inertial', end: 'inertial' },
  snapPoints: [],
};

export function parseBoundary(value: unknown): Boundary {
  if (typeof value === 'string' && (boundaries as readonly string[]).includes(value)) {
    return value as Boundary;
  }
  throw new RangeError(`${BOUNDARY_INVALID} ${JSON.stringify(value) ?? String(value)}`);
}

/** 'none', or a list (or space/comma separated string) of values ending in '%'. */
export function parseSnapPoints(value: unknown): number[] {
  if (value === 'none') return [];
  const list = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value;
  if (!Array.isArray(list)) {
    throw new RangeError(`${SNAP_POINT_INVALID} ${JSON.stringify(value) ?? String(value)}`);
  }
  return list.map((point) => {
    const match = typeof point === 'string' ? /^(\d+(?:\.\d+)?)%$/.exec(point.trim()) : null;
    if (!match) throw new RangeError(`${SNAP_POINT_INVALID} ${JSON.stringify(point)}`);
    return Math.min(100, Number(match[1])) / 100;
  });
}

/** Where the track may go when dragged `offset` px past an end of a non-looping gallery. */
export function applyBoundary(offset: number, boundary: Boundary): number {
  if (boundary === 'hard') return 0;
  if (boundary === 'inertial') return offset / 3;
  return offset;
}

/**
 * Block data `newSwipe` to settings, validated (spec 001 §5): `boundaries` as `{ start, end }` or
 * one word for both, `snapPoints` as a list or a string of values ending in '%', or 'none'.
 * Missing parts take the defaults; a bad one throws the §5 rule it breaks.
 */
export function parseNewSwipe(value: unknown): NewSwipeOptions {
  const given = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const sides =
    typeof given.boundaries === 'object' && given.boundaries !== null
      ? (given.boundaries as Record<string, unknown>)
      : { start: given.boundaries, end: given.boundaries };
  const side = (edge: 'start' | 'end') =>
    sides[edge] === undefined ? newSwipeDefaults.boundaries[edge] : parseBoundary(sides[edge]);
  return {
    boundaries: { start: side('start'), end: side('end') },
    snapPoints: given.snapPoints === undefined ? [] : parseSnapPoints(given.snapPoints),
  };
}

/** The `newSwipe` option as given to the factory, checked where options enter (spec 001 §5). */
export function validateNewSwipe(options: NewSwipeOptions): NewSwipeOptions {
  const boundaries = {
    start: parseBoundary(options.boundaries.start),
    end: parseBoundary(options.boundaries.end),
  };
  for (const point of options.snapPoints) {
    if (typeof point !== 'number' || !(point > 0 && point <= 1))
      throw new RangeError(`${SNAP_POINT_INVALID} ${JSON.stringify(point)}`);
  }
  return { boundaries, snapPoints: [...options.snapPoints] };
}
