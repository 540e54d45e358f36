/**
 * The marquee's wavy path as pure maths (spec 002 §9): the segment width interpolated between
 * 1000 and 250 px by frequency, the amplitude by intensity, and an SVG path `d` that starts one
 * segment left of the block and ends at least one segment right of it, so that no glyph enters
 * or leaves the path where it can be seen.
 */
import {
  MARQUEE_MIN_WIDTH,
  MARQUEE_SEGMENT_WIDTH_MAX,
  MARQUEE_SEGMENT_WIDTH_MIN,
  type MarqueeOptions,
} from './marquee-options';

/** One whole wave's width, px: 1000 at frequency 0, 250 at 1, linear between (clamped). */
export function segmentWidth(frequency: number): number {
  const t = Math.min(1, Math.max(0, frequency));
  return MARQUEE_SEGMENT_WIDTH_MAX + (MARQUEE_SEGMENT_WIDTH_MIN - MARQUEE_SEGMENT_WIDTH_MAX) * t;
}

export interface WaveGeometry {
  /** The path, in the SVG's user units (px). */
  d: string;
  /** The drawn width: the block's, at least MARQUEE_MIN_WIDTH. */
  width: number;
  /** The SVG's height: the wave's swing plus room for the glyphs above and below it. */
  height: number;
  /** The path's length along x (its arc is longer when it waves). */
  span: number;
}

/** Room below the path for descenders, as a fraction of the font size. */
const DESCENT = 0.35;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The path for a block `blockWidth` px wide with text of `fontSize` px: quadratic halves of a
 * wave (`Q` then `T`, each reflecting the last control point, so they alternate up and down).
 */
export function wavePath(
  blockWidth: number,
  options: Pick<MarqueeOptions, 'waveFrequency' | 'waveIntensity'>,
  fontSize: number,
): WaveGeometry {
  const width = Math.max(MARQUEE_MIN_WIDTH, blockWidth);
  const segment = segmentWidth(options.waveFrequency);
  const amplitude = (Math.min(1, Math.max(0, options.waveIntensity)) * segment) / 4;
  const baseline = fontSize + amplitude;
  const segments = Math.ceil(width / segment) + 2;
  const half = segment / 2;
  const parts = [
    `M${round(-segment)} ${round(baseline)}`,
    `Q${round(-segment + half / 2)} ${round(baseline - 2 * amplitude)} ${round(-half)} ${round(baseline)}`,
  ];
  for (let index = 1; index < segments * 2; index += 1) {
    parts.push(`T${round(-segment + half * (index + 1))} ${round(baseline)}`);
  }
  return {
    d: parts.join(''),
    width,
    height: round(baseline + amplitude + fontSize * DESCENT),
    span: segments * segment,
  };
}
