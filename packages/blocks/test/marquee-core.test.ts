import { describe, expect, it } from 'vitest';
import { copiesNeeded, MARQUEE_MAX_COPIES, nextPhase } from '../src/marquee/marquee-motion';
import {
  MARQUEE_BASE_SPEED,
  MARQUEE_MAX_SPEED,
  MARQUEE_MIN_WIDTH,
  MARQUEE_SEGMENT_WIDTH_MAX,
  MARQUEE_SEGMENT_WIDTH_MIN,
  marqueeDefaults,
  parseMarqueeOptions,
} from '../src/marquee/marquee-options';
import { segmentWidth, wavePath } from '../src/marquee/wave-path';

describe('marquee options (spec 002 §3)', () => {
  it('defaults: frequency 1, intensity 0, left, speed 1, not paused on hover', () => {
    expect(marqueeDefaults).toEqual({
      waveFrequency: 1,
      waveIntensity: 0,
      animationDirection: 'left',
      animationSpeed: 1,
      pausedOnHover: false,
    });
    expect(Object.isFrozen(marqueeDefaults)).toBe(true);
    expect(parseMarqueeOptions(undefined)).toEqual({ options: marqueeDefaults, problems: [] });
    expect(parseMarqueeOptions({})).toEqual({ options: marqueeDefaults, problems: [] });
  });

  it('the constants of spec 002 §9 and ours', () => {
    expect([MARQUEE_MIN_WIDTH, MARQUEE_SEGMENT_WIDTH_MIN, MARQUEE_SEGMENT_WIDTH_MAX]).toEqual([
      50, 250, 1000,
    ]);
    expect([MARQUEE_BASE_SPEED, MARQUEE_MAX_SPEED]).toEqual([50, 10]);
  });

  it('takes every prop of the right kind', () => {
    const input = {
      waveFrequency: 0.5,
      waveIntensity: 0.25,
      animationDirection: 'right',
      animationSpeed: 2,
      pausedOnHover: true,
    };
    expect(parseMarqueeOptions(input)).toEqual({ options: input, problems: [] });
  });

  it('clamps numbers to their ranges', () => {
    const { options, problems } = parseMarqueeOptions({
      waveFrequency: 3,
      waveIntensity: -1,
      animationSpeed: 99,
    });
    expect(problems).toEqual([]);
    expect([options.waveFrequency, options.waveIntensity, options.animationSpeed]).toEqual([
      1, 0, 10,
    ]);
    expect(parseMarqueeOptions({ animationSpeed: -2, waveFrequency: -1 }).options).toEqual({
      ...marqueeDefaults,
      animationSpeed: 0,
      waveFrequency: 0,
    });
  });

  it('refuses fields of the wrong kind, keeping their defaults and naming each', () => {
    const { options, problems } = parseMarqueeOptions({
      waveFrequency: '1',
      waveIntensity: null,
      animationSpeed: Number.NaN,
      animationDirection: 'up',
      pausedOnHover: 'yes',
    });
    expect(options).toEqual(marqueeDefaults);
    expect(problems).toEqual([
      'waveFrequency must be a number, got "1"',
      'waveIntensity must be a number, got null',
      'animationSpeed must be a number, got null',
      'animationDirection must be "left" or "right", got "up"',
      'pausedOnHover must be true or false, got "yes"',
    ]);
  });
});

describe('the wave path (spec 002 §9)', () => {
  it('segment width: 1000 px at frequency 0, 250 at 1, linear between, clamped', () => {
    expect([0, 0.5, 1, 0.2].map(segmentWidth)).toEqual([1000, 625, 250, 850]);
    expect([segmentWidth(-3), segmentWidth(7)]).toEqual([1000, 250]);
  });

  it('a straight path at intensity 0, from one segment left to at least one right', () => {
    const geometry = wavePath(600, { waveFrequency: 1, waveIntensity: 0 }, 20);
    // 600 / 250 → 3 segments, plus one on each side: 5 segments, 10 halves.
    expect(geometry).toEqual({
      d: 'M-250 20Q-187.5 20 -125 20T0 20T125 20T250 20T375 20T500 20T625 20T750 20T875 20T1000 20',
      width: 600,
      height: 27,
      span: 1250,
    });
  });

  it('waves of a quarter segment at intensity 1, alternating by T', () => {
    const geometry = wavePath(1000, { waveFrequency: 0, waveIntensity: 1 }, 10);
    // Amplitude 250: baseline 10 + 250, control point 2 × 250 above it.
    expect(geometry.d).toBe(
      'M-1000 260Q-750 -240 -500 260T0 260T500 260T1000 260T1500 260T2000 260',
    );
    expect(geometry.height).toBe(513.5);
    expect(geometry.span).toBe(3000);
  });

  it('never narrower than 50 px', () => {
    expect(wavePath(10, marqueeDefaults, 16).width).toBe(50);
    expect(wavePath(-5, marqueeDefaults, 16).width).toBe(50);
    expect(wavePath(51, marqueeDefaults, 16).width).toBe(51);
    // 50 px still gets one segment on each side of the one it shows.
    expect(wavePath(10, marqueeDefaults, 16).span).toBe(750);
  });

  it('clamps an out-of-range intensity', () => {
    const over = wavePath(300, { waveFrequency: 1, waveIntensity: 5 }, 16);
    const one = wavePath(300, { waveFrequency: 1, waveIntensity: 1 }, 16);
    expect(over).toEqual(one);
    expect(wavePath(300, { waveFrequency: 1, waveIntensity: -1 }, 16)).toEqual(
      wavePath(300, { waveFrequency: 1, waveIntensity: 0 }, 16),
    );
  });
});

describe('marquee motion', () => {
  it('moves 50 px a second at speed 1, left adding and right subtracting, wrapping', () => {
    expect(nextPhase(0, 1000, 1, 'left', 400)).toBe(50);
    expect(nextPhase(0, 1000, 2, 'left', 400)).toBe(100);
    expect(nextPhase(0, 1000, 1, 'right', 400)).toBe(350);
    expect(nextPhase(380, 1000, 1, 'left', 400)).toBe(30);
    expect(nextPhase(10, 16, 0, 'left', 400)).toBe(10);
    expect(nextPhase(10, 20, 1, 'left', 400)).toBe(11);
  });

  it('ignores a negative elapsed time and a copy without length', () => {
    expect(nextPhase(10, -500, 1, 'left', 400)).toBe(10);
    expect(nextPhase(10, 500, 1, 'left', 0)).toBe(0);
    expect(nextPhase(10, 500, 1, 'left', Number.NaN)).toBe(0);
  });

  it('copies: one more than fit on the path, at least one, at most 50', () => {
    expect(copiesNeeded(1000, 300)).toBe(5);
    expect(copiesNeeded(900, 300)).toBe(4);
    expect(copiesNeeded(100, 300)).toBe(2);
    expect(copiesNeeded(0, 300)).toBe(1);
    expect(copiesNeeded(1000, 0)).toBe(1);
    expect(copiesNeeded(1_000_000, 1)).toBe(MARQUEE_MAX_COPIES);
    expect(MARQUEE_MAX_COPIES).toBe(50);
  });
});
