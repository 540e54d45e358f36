import { describe, expect, it } from 'vitest';
import { bannerPosition, normalizeCookieSettings } from '../src/cookie-settings';

describe('bannerPosition (spec 000 §4)', () => {
  it.each([
    ['TOP', 'TOP'],
    ['BOTTOM', 'BOTTOM'],
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    [undefined, 'BOTTOM'],
    ['MIDDLE', 'BOTTOM'],
    ['top', 'TOP'],
  ])('a bar at %j sits at %s', (position, expected) => {
    expect(bannerPosition('BAR', position)).toBe(expected);
  });

  it.each([
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    [undefined, 'BOTTOM_LEFT'],
    ['CENTER', 'BOTTOM_LEFT'],
  ])('a popup at %j sits at %s', (position, expected) => {
    expect(bannerPosition('POPUP', position)).toBe(expected);
  });

  it('is applied by the settings normalisation', () => {
    expect(
      normalizeCookieSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' })
        .cookieBannerPosition,
    ).toBe('TOP_LEFT');
    expect(
      normalizeCookieSettings({ cookieBannerPosition: 'BOTTOM_RIGHT' }).cookieBannerPosition,
    ).toBe('BOTTOM');
    expect(normalizeCookieSettings({ cookieBannerVariant: 'POPUP' }).cookieBannerPosition).toBe(
      'BOTTOM_LEFT',
    );
  });
});
