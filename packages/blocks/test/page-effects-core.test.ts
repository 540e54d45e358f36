import { describe, expect, it } from 'vitest';
import {
  ANIMATION_THRESHOLDS,
  DEFAULT_ANIMATION_RATIO,
  parseAnimationRatio,
  reachesRatio,
} from '../src/page-effects/block-animation';
import {
  parseTimesinceDate,
  RELATIVE_TIME_REFRESH_MS,
  relativeTime,
  relativeTimeMessages,
} from '../src/page-effects/relative-time';
import {
  minimumFontSize,
  shrunkFontSize,
  TEXT_MIN_REM,
  TEXT_SHRINK_DEBOUNCE_MS,
  TEXT_SHRINK_MIN_PX,
} from '../src/page-effects/text-shrink';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('relative time (spec 001 §4)', () => {
  it('refreshes every 5 s with the spec strings', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(relativeTimeMessages).toEqual({
      justNow: 'just now',
      secondsAgo: 'about {count} seconds ago',
    });
  });

  it("'just now' at 0 s, 'about N seconds ago' under 60 s", () => {
    expect(relativeTime(NOW, NOW)).toBe('just now');
    expect(relativeTime(NOW - 999, NOW)).toBe('just now');
    expect(relativeTime(NOW - 1000, NOW)).toBe('about 1 seconds ago');
    expect(relativeTime(NOW - 5000, NOW)).toBe('about 5 seconds ago');
    expect(relativeTime(NOW - 59_999, NOW)).toBe('about 59 seconds ago');
  });

  it('beyond: Intl.RelativeTimeFormat in the given language', () => {
    expect(relativeTime(NOW - 60_000, NOW, 'en')).toBe('1 minute ago');
    expect(relativeTime(NOW - 3 * 60_000 - 10_000, NOW, 'en')).toBe('3 minutes ago');
    expect(relativeTime(NOW - 2 * 3_600_000, NOW, 'en')).toBe('2 hours ago');
    expect(relativeTime(NOW - 86_400_000, NOW, 'en')).toBe('yesterday');
    expect(relativeTime(NOW - 14 * 86_400_000, NOW, 'en')).toBe('2 weeks ago');
    expect(relativeTime(NOW - 400 * 86_400_000, NOW, 'en')).toBe('last year');
    expect(relativeTime(NOW + 2 * 3_600_000, NOW, 'en')).toBe('in 2 hours');
    expect(relativeTime(NOW + 5_000, NOW, 'en')).toBe('in 5 seconds');
    expect(relativeTime(NOW - 120_000, NOW, 'de')).toBe('vor 2 Minuten');
  });

  it('a date attribute is a number of ms, else undefined', () => {
    expect(parseTimesinceDate('1763900000000')).toBe(1763900000000);
    expect(parseTimesinceDate(' 12.5 ')).toBe(12.5);
    expect(parseTimesinceDate('-5')).toBe(-5);
    for (const bad of [null, '', 'yesterday', '2026-11-23', '12px', '1e3', 'NaN', '0x10']) {
      expect(parseTimesinceDate(bad)).toBeUndefined();
    }
  });
});

describe('block animations (spec 002 §9)', () => {
  it('thresholds 0, 0.1, 0.25, 0.5, 1; default ratio 0.5', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(DEFAULT_ANIMATION_RATIO).toBe(0.5);
  });

  it('the configured ratio: one of the thresholds, the default when empty, else refused', () => {
    expect(['0', '0.1', '0.25', '.5', '1'].map(parseAnimationRatio)).toEqual([
      0, 0.1, 0.25, 0.5, 1,
    ]);
    expect([null, '', ' '].map(parseAnimationRatio)).toEqual([0.5, 0.5, 0.5]);
    expect(['0.3', '2', 'half', '-1'].map(parseAnimationRatio)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('counts an intersection at or above the ratio; ratio 0 needs one at all', () => {
    expect(reachesRatio(true, 0, 0)).toBe(true);
    expect(reachesRatio(false, 0, 0)).toBe(false);
    expect(reachesRatio(true, 0.49, 0.5)).toBe(false);
    expect(reachesRatio(true, 0.5, 0.5)).toBe(true);
    expect(reachesRatio(true, 1, 1)).toBe(true);
  });
});

describe('text scaling (spec 001 §9, 002 §9)', () => {
  it('minimum 11 px and 0.75rem, debounce 100 ms', () => {
    expect([TEXT_SHRINK_MIN_PX, TEXT_MIN_REM, TEXT_SHRINK_DEBOUNCE_MS]).toEqual([11, 0.75, 100]);
    expect(minimumFontSize(16)).toBe(12);
    expect(minimumFontSize(12)).toBe(11);
    expect(minimumFontSize(20)).toBe(15);
  });

  it('shrinks overflowing text in proportion, to a tenth, never under the minimum', () => {
    expect(shrunkFontSize(32, 300, 300, 12)).toBeUndefined();
    expect(shrunkFontSize(32, 300, 200, 12)).toBeUndefined();
    expect(shrunkFontSize(32, 300, 400, 12)).toBe(24);
    expect(shrunkFontSize(32, 300, 700, 12)).toBe(13.7);
    expect(shrunkFontSize(32, 100, 700, 12)).toBe(12);
    expect(shrunkFontSize(32, 0, 0, 12)).toBeUndefined();
  });
});
